import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fromCents, type ClientPaymentSummary } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentChargesQuery } from '../appointments';
import { owedCents } from './payment-balances';
import { PaymentBalancesRepository } from './payment-balances.repository';

/**
 * A client's payments in figures: how many took money, what they paid net of refunds, the
 * average of that per payment, the last one, and what their attended (or missed) appointments still owe.
 */
@Injectable()
export class ClientPaymentSummaryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly charges: AppointmentChargesQuery,
    private readonly repository: PaymentBalancesRepository,
  ) {}

  async ofClient(clientId: number): Promise<ClientPaymentSummary> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      if (!(await this.repository.clientExists(manager, clientId))) throw new DomainError('NOT_FOUND', 'Client not found');
      const paid = await this.repository.paidByClient(manager, clientId);
      const owing = await this.charges.owingOfClient(clientId, manager);
      const paidFor = await this.repository.paidForAppointments(
        manager,
        owing.map((charge) => charge.appointment_id),
      );
      const outstandingCents = owing.reduce((sum, charge) => sum + owedCents(charge, paidFor.get(charge.appointment_id)), 0);
      const netCents = paid.paid_cents - paid.refunded_cents;
      return {
        client_id: clientId,
        total_payments: paid.payment_count,
        total_amount: fromCents(netCents),
        total_refunded: fromCents(paid.refunded_cents),
        average_payment: paid.payment_count === 0 ? 0 : fromCents(Math.round(netCents / paid.payment_count)),
        last_payment_date: paid.last_payment_date,
        outstanding_balance: fromCents(outstandingCents),
      };
    });
  }
}
