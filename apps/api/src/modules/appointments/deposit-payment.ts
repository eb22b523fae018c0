import { APPOINTMENT_MESSAGES, MESSAGES, toCents, type AppointmentUpdate, type PaymentMethod } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';

/** The notes of a deposit's payment row; the backfill (migration DepositPayments) knows a deposit already recorded by them. */
export const DEPOSIT_NOTE = 'Deposit taken at booking';

export type DepositTaken = {
  salonId: number;
  appointmentId: number;
  clientId: number;
  amount: number;
  method: PaymentMethod;
  takenBy: number | null;
};

const fieldError = (field: string, message: string) => new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: { [field]: [message] } });

/**
 * A deposit is money taken at booking, so it is a payment (completed, of the appointment and
 * its client) written in the booking's transaction: revenue, top spenders, lifetime value and
 * the balance count it like any payment, once. The appointments module writes the row itself,
 * since payments depends on appointments and not the reverse.
 */
export async function recordDepositPayment(manager: EntityManager, deposit: DepositTaken): Promise<void> {
  await manager.query(
    `INSERT INTO payments (salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type, notes, created_by)
     VALUES ($1, $2, $3, $4::numeric / 100, $5, 'completed', 'payment', $6, $7)`,
    [deposit.salonId, deposit.clientId, deposit.appointmentId, toCents(deposit.amount), deposit.method, DEPOSIT_NOTE, deposit.takenBy],
  );
}

/**
 * The deposit was taken for the booking, so when an edit gives the appointment another client
 * its deposit's payment (and any refund of it) follows, as the deposit on the appointment did
 * before it was a payment. The appointment's other payments stay with whoever paid them.
 */
export async function moveDepositToClient(manager: EntityManager, salonId: number, appointmentId: number, clientId: number): Promise<void> {
  await manager.query(
    `UPDATE payments p SET client_id = $3, updated_at = now()
      WHERE p.salon_id = $1 AND p.appointment_id = $2 AND p.client_id IS DISTINCT FROM $3
        AND (p.notes = $4 OR p.original_payment_id IN (SELECT d.payment_id FROM payments d WHERE d.salon_id = $1 AND d.appointment_id = $2 AND d.notes = $4))`,
    [salonId, appointmentId, clientId, DEPOSIT_NOTE],
  );
}

/** A booking's deposit and its method; the contract requires the method with a deposit, and this checks it again for callers inside the API. */
export function depositMethodOf(amount: number, method: PaymentMethod | null | undefined): PaymentMethod | null {
  if (amount <= 0) return null;
  if (!method) throw fieldError('deposit_method', APPOINTMENT_MESSAGES.depositMethodRequired);
  return method;
}

/**
 * What a change (PUT) does to the deposit. A deposit already taken is a payment: it stays as it
 * is (money given back is a refund of that payment, more money another payment). An appointment
 * booked without one may have a first deposit entered, taken now by the method given.
 * Returns the deposit to record, or null when nothing new was taken.
 */
export function depositOnChange(currentAmount: number, input: Pick<AppointmentUpdate, 'deposit_amount' | 'deposit_method'>): { amount: number; method: PaymentMethod } | null {
  const amount = input.deposit_amount ?? 0;
  if (toCents(amount) === toCents(currentAmount)) return null;
  if (currentAmount > 0) throw fieldError('deposit_amount', APPOINTMENT_MESSAGES.depositTaken);
  const method = depositMethodOf(amount, input.deposit_method);
  return method ? { amount, method } : null;
}
