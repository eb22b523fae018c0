import { fromCents, REFUNDABLE_STATUSES, type Payment } from '@salon/contracts';
import { isoTimestamp } from '../../common/database/wire-sql';

/** A payments row joined to what it shows (client, appointment, author), money in integer cents. */
export type PaymentRow = Omit<Payment, 'client' | 'appointment' | 'amount' | 'refunded_amount' | 'refundable_amount' | 'client_id'> & {
  client_id: number | null;
  client_first_name: string | null;
  client_last_name: string | null;
  client_email: string | null;
  client_phone: string | null;
  appointment_date: string | null;
  start_time: string | null;
  service_name: string | null;
  employee_name: string | null;
  amount_cents: number;
  refunded_cents: number;
};

/** The columns of PaymentRow, from `payments p` and its LEFT JOINs (PAYMENT_JOINS). */
export const PAYMENT_COLUMNS = [
  'p.payment_id',
  'p.client_id',
  'c.first_name AS client_first_name',
  'c.last_name AS client_last_name',
  'c.email AS client_email',
  'c.phone AS client_phone',
  'p.appointment_id',
  'a.appointment_date::text AS appointment_date',
  `to_char(a.start_time, 'HH24:MI') AS start_time`,
  'sv.name AS service_name',
  `(e.first_name || ' ' || e.last_name) AS employee_name`,
  // Money leaves PostgreSQL as integer cents, so no float ever adds it up.
  '(p.amount * 100)::int AS amount_cents',
  'p.payment_method',
  'p.payment_status',
  'p.transaction_type',
  isoTimestamp('p.payment_date', 'payment_date'),
  'p.transaction_reference',
  'p.notes',
  'p.original_payment_id',
  '(p.refunded_amount * 100)::int AS refunded_cents',
  'p.reason',
  `(u.first_name || ' ' || u.last_name) AS created_by_name`,
  isoTimestamp('p.created_at', 'created_at'),
  isoTimestamp('p.updated_at', 'updated_at'),
].join(', ');

export const PAYMENT_JOINS = `LEFT JOIN clients c ON c.client_id = p.client_id
  LEFT JOIN appointments a ON a.appointment_id = p.appointment_id
  LEFT JOIN services sv ON sv.service_id = a.service_id
  LEFT JOIN employees e ON e.employee_id = a.employee_id
  LEFT JOIN users u ON u.user_id = p.created_by`;

const isRefundable = (row: PaymentRow) => row.transaction_type === 'payment' && (REFUNDABLE_STATUSES as readonly string[]).includes(row.payment_status);

/** The contract's Payment, field by field (the compiler holds it to the contract). */
export function toPayment(row: PaymentRow): Payment {
  return {
    payment_id: row.payment_id,
    client_id: row.client_id,
    client:
      row.client_id === null || row.client_first_name === null
        ? null
        : { first_name: row.client_first_name, last_name: row.client_last_name ?? '', email: row.client_email, phone: row.client_phone },
    appointment_id: row.appointment_id,
    appointment:
      row.appointment_id === null || row.appointment_date === null
        ? null
        : { appointment_date: row.appointment_date, start_time: row.start_time ?? '', service_name: row.service_name ?? '', employee_name: row.employee_name ?? '' },
    amount: fromCents(row.amount_cents),
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    transaction_type: row.transaction_type,
    payment_date: row.payment_date,
    transaction_reference: row.transaction_reference,
    notes: row.notes,
    original_payment_id: row.original_payment_id,
    refunded_amount: row.transaction_type === 'refund' ? 0 : fromCents(row.refunded_cents),
    refundable_amount: isRefundable(row) ? fromCents(row.amount_cents - row.refunded_cents) : 0,
    reason: row.reason,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
