import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fromCents, type AppointmentBalance } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentChargesQuery } from '../appointments';
import { owedCents } from './payment-balances';
import { PaymentBalancesRepository } from './payment-balances.repository';
import { PaymentsQuery } from './payments.query';

/** What an appointment costs, was paid and refunded, and still owes: the payment form prefills the owed amount. */
@Injectable()
export class PaymentBalancesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly charges: AppointmentChargesQuery,
    private readonly repository: PaymentBalancesRepository,
    private readonly payments: PaymentsQuery,
  ) {}

  async ofAppointment(appointmentId: number): Promise<AppointmentBalance> {
    // One snapshot, so the figures and the payments listed agree with each other.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const charge = await this.charges.charge(appointmentId, manager);
      if (!charge) throw new DomainError('NOT_FOUND', 'Appointment not found');
      const paid = (await this.repository.paidForAppointments(manager, [appointmentId])).get(appointmentId);
      return {
        appointment_id: charge.appointment_id,
        client_id: charge.client_id,
        total_price: fromCents(charge.total_cents),
        deposit_amount: fromCents(charge.deposit_cents),
        paid_amount: fromCents(paid?.paid_cents ?? 0),
        refunded_amount: fromCents(paid?.refunded_cents ?? 0),
        owed_amount: fromCents(owedCents(charge, paid)),
        payments: await this.payments.ofAppointment(appointmentId, manager),
      };
    });
  }
}
