import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppointmentsModule } from '../appointments';
import { OutboxModule } from '../outbox';
import { SalonsModule } from '../salons';
import { ClientPaymentSummaryService } from './client-payment-summary.service';
import { PaymentBalancesController } from './payment-balances.controller';
import { PaymentBalancesRepository } from './payment-balances.repository';
import { PaymentBalancesService } from './payment-balances.service';
import { PaymentReceiptsController } from './payment-receipts.controller';
import { PaymentReceiptsRepository } from './payment-receipts.repository';
import { PaymentReceiptsService } from './payment-receipts.service';
import { PaymentEntity } from './payment.entity';
import { PaymentListRepository } from './payment-list.repository';
import { PaymentSummariesService } from './payment-summaries.service';
import { PaymentsController } from './payments.controller';
import { PaymentsQuery } from './payments.query';
import { PaymentRevenueQuery } from './payment-revenue.query';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity]), SalonsModule, AppointmentsModule, OutboxModule],
  controllers: [PaymentsController, PaymentReceiptsController, PaymentBalancesController],
  providers: [
    PaymentsService,
    PaymentsRepository,
    PaymentsQuery,
    PaymentListRepository,
    PaymentSummariesService,
    PaymentReceiptsService,
    PaymentReceiptsRepository,
    PaymentBalancesService,
    PaymentBalancesRepository,
    ClientPaymentSummaryService,
    PaymentRevenueQuery,
  ],
  exports: [PaymentsQuery, PaymentRevenueQuery],
})
export class PaymentsModule {}
