import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SalonsModule } from '../salons';
import { PaymentEntity } from './payment.entity';
import { PaymentListRepository } from './payment-list.repository';
import { PaymentSummariesService } from './payment-summaries.service';
import { PaymentsController } from './payments.controller';
import { PaymentsQuery } from './payments.query';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity]), SalonsModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentsRepository, PaymentsQuery, PaymentListRepository, PaymentSummariesService],
  exports: [PaymentsQuery],
})
export class PaymentsModule {}
