import { Injectable } from '@nestjs/common';
import type { PaymentMethod, PaymentStatus, TransactionType } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/** A payment row as its rules read it, under its lock; money in integer cents. */
export type LockedPayment = {
  payment_id: number;
  client_id: number | null;
  appointment_id: number | null;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  transaction_type: TransactionType;
  amount_cents: number;
  refunded_cents: number;
};

/** What a new payments row holds; amounts in integer cents. */
export type NewPaymentRow = {
  client_id: number | null;
  appointment_id: number | null;
  amount_cents: number;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  transaction_type: TransactionType;
  transaction_reference: string | null;
  notes: string | null;
  original_payment_id: number | null;
  reason: string | null;
  created_by: number | null;
};

/** The facts of an appointment a payment needs: whose it is and its status. */
export type AppointmentToPay = { client_id: number; status: string; owes_fee: boolean };

/** Named SQL of payments: row locks and guarded writes, every statement scoped to the salon. */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly tenant: TenantContext) {}

  /** Locks a payment row (FOR UPDATE) for the rest of the transaction; null when the salon has none of that id. */
  async lock(manager: EntityManager, paymentId: number): Promise<LockedPayment | null> {
    const rows: LockedPayment[] = await manager.query(
      `SELECT payment_id, client_id, appointment_id, payment_method, payment_status, transaction_type,
         (amount * 100)::int AS amount_cents, (refunded_amount * 100)::int AS refunded_cents
       FROM payments WHERE salon_id = $1 AND payment_id = $2 FOR UPDATE`,
      [this.tenant.salonId(), paymentId],
    );
    return rows[0] ?? null;
  }

  async insert(manager: EntityManager, row: NewPaymentRow): Promise<number> {
    const [{ payment_id }]: { payment_id: number }[] = await manager.query(
      `INSERT INTO payments (salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type,
         transaction_reference, notes, original_payment_id, reason, created_by)
       VALUES ($1, $2, $3, $4::numeric / 100, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING payment_id`,
      [
        this.tenant.salonId(),
        row.client_id,
        row.appointment_id,
        row.amount_cents,
        row.payment_method,
        row.payment_status,
        row.transaction_type,
        row.transaction_reference,
        row.notes,
        row.original_payment_id,
        row.reason,
        row.created_by,
      ],
    );
    return payment_id;
  }

  /** Adds a refund to its (locked) payment: partially_refunded, or refunded once nothing remains. */
  async addRefund(manager: EntityManager, paymentId: number, refundCents: number): Promise<void> {
    await manager.query(
      `UPDATE payments SET refunded_amount = refunded_amount + $3::numeric / 100,
         payment_status = CASE WHEN refunded_amount + $3::numeric / 100 >= amount THEN 'refunded' ELSE 'partially_refunded' END,
         updated_at = now()
       WHERE salon_id = $1 AND payment_id = $2`,
      [this.tenant.salonId(), paymentId, refundCents],
    );
  }

  /** Sets the given columns of a (locked) payment; `payment_date` to now when `takenNow`. */
  async update(
    manager: EntityManager,
    paymentId: number,
    changes: Partial<{ payment_status: PaymentStatus; payment_method: PaymentMethod; amount_cents: number; transaction_reference: string | null; notes: string | null; reason: string | null }>,
    options: { takenNow?: boolean; voided?: boolean } = {},
  ): Promise<void> {
    const sets: string[] = ['updated_at = now()'];
    const parameters: unknown[] = [this.tenant.salonId(), paymentId];
    const set = (column: string, value: unknown, cast = '') => {
      parameters.push(value);
      sets.push(`${column} = $${parameters.length}${cast}`);
    };
    if (changes.payment_status !== undefined) set('payment_status', changes.payment_status);
    if (changes.payment_method !== undefined) set('payment_method', changes.payment_method);
    if (changes.amount_cents !== undefined) set('amount', changes.amount_cents, '::numeric / 100');
    if (changes.transaction_reference !== undefined) set('transaction_reference', changes.transaction_reference);
    if (changes.notes !== undefined) set('notes', changes.notes);
    if (changes.reason !== undefined) set('reason', changes.reason);
    if (options.takenNow) sets.push('payment_date = now()');
    if (options.voided) sets.push('voided_at = now()');
    await manager.query(`UPDATE payments SET ${sets.join(', ')} WHERE salon_id = $1 AND payment_id = $2`, parameters);
  }

  /** The appointment a payment is for (FOR SHARE: its client and status hold until the payment commits); null when the salon has none of that id. */
  async appointmentToPay(manager: EntityManager, appointmentId: number): Promise<AppointmentToPay | null> {
    const rows: AppointmentToPay[] = await manager.query(
      `SELECT a.client_id, st.name AS status, a.cancellation_fee > 0 AS owes_fee FROM appointments a JOIN appointment_statuses st ON st.status_id = a.status_id
       WHERE a.salon_id = $1 AND a.appointment_id = $2 FOR SHARE OF a`,
      [this.tenant.salonId(), appointmentId],
    );
    return rows[0] ?? null;
  }

  async clientExists(manager: EntityManager, clientId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM clients WHERE salon_id = $1 AND client_id = $2`, [this.tenant.salonId(), clientId]);
    return rows.length > 0;
  }
}
