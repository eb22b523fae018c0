import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Payment, PaymentDetail } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { PAYMENT_COLUMNS, PAYMENT_JOINS, toPayment, type PaymentRow } from './payment-row';

/**
 * Reads payments in the contract's shape, scoped to the salon: one, its refunds, or an
 * appointment's or a client's. Pass the transaction's manager when inside one.
 */
@Injectable()
export class PaymentsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async byId(paymentId: number, manager: EntityManager = this.dataSource.manager): Promise<Payment | null> {
    const rows = await this.select(manager, 'p.payment_id = $2', [paymentId]);
    return rows[0] ?? null;
  }

  /** A payment with its refunds (oldest first); a refund has none. */
  async detail(paymentId: number, manager: EntityManager = this.dataSource.manager): Promise<PaymentDetail | null> {
    const payment = await this.byId(paymentId, manager);
    if (!payment) return null;
    const refunds = payment.transaction_type === 'payment' ? await this.select(manager, 'p.original_payment_id = $2', [paymentId]) : [];
    return { ...payment, refunds };
  }

  /** An appointment's payments and refunds, oldest first. */
  ofAppointment(appointmentId: number, manager: EntityManager = this.dataSource.manager): Promise<Payment[]> {
    return this.select(manager, 'p.appointment_id = $2', [appointmentId]);
  }

  private async select(manager: EntityManager, where: string, parameters: unknown[]): Promise<Payment[]> {
    const rows: PaymentRow[] = await manager.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p ${PAYMENT_JOINS} WHERE p.salon_id = $1 AND ${where} ORDER BY p.payment_date, p.payment_id`,
      [this.tenant.salonId(), ...parameters],
    );
    return rows.map(toPayment);
  }
}
