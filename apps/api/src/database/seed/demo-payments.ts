import type { PaymentMethod, PaymentStatus } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { DEFAULT_SALON_ID } from '../../modules/salons/salon.entity';
import { DEPOSIT_NOTE } from '../../modules/appointments/deposit-payment';
import { UserEntity } from '../../modules/users/user.entity';
import { seededRandom, type SeededRandom } from './demo-random';

const TIME_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

/** A completed visit in the past, with what it cost in cents and when it ended. */
type Visit = { appointment_id: number; client_id: number; total_cents: number; deposit_cents: number; ended_at: Date };

type Row = {
  client_id: number;
  appointment_id: number | null;
  amount_cents: number;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  transaction_reference: string | null;
  notes: string | null;
  payment_date: Date;
  reason: string | null;
  voided: boolean;
};

/** Most clients pay by card; cash next; a few gift cards and checks. */
const METHODS: readonly PaymentMethod[] = [
  ...Array<PaymentMethod>(9).fill('credit_card'),
  ...Array<PaymentMethod>(5).fill('cash'),
  ...Array<PaymentMethod>(4).fill('debit_card'),
  'gift_card',
  'check',
  'other',
];

const REFUND_REASONS = ['Colour not as agreed', 'Client unhappy with the cut', 'Service shortened: running late', 'Charged for an extra service by mistake'];

const referenceFor = (method: PaymentMethod, random: SeededRandom): string | null => {
  if (method === 'cash') return null;
  if (method === 'check') return `CHK ${random.int(1000, 9999)}`;
  if (method === 'gift_card') return `GC-${random.int(100000, 999999)}`;
  return `AUTH ${random.int(100000, 999999)}`;
};

/**
 * A few months of payments (issue 14, DECISIONS §10): each completed visit paid when it ended,
 * price less deposit, some with a tip; methods mixed; a few refunded in part or in full (with
 * their refund rows), three entered twice and voided, two recent ones pending, and a few
 * products sold at the desk without an appointment. Each deposit is a payment taken by card
 * when the visit was booked, as bookings write it.
 */
export async function loadDemoPayments(manager: EntityManager): Promise<void> {
  const random = seededRandom(1414);
  const reception = await manager.findOne(UserEntity, { where: { username: 'reception' } });
  const createdBy = reception?.userId ?? null;
  const visits: Visit[] = await manager.query(
    `SELECT a.appointment_id, a.client_id, (a.total_price * 100)::int AS total_cents, (a.deposit_amount * 100)::int AS deposit_cents,
       (a.appointment_date + a.end_time) AT TIME ZONE $2 AS ended_at
     FROM appointments a JOIN appointment_statuses st ON st.status_id = a.status_id
     WHERE a.salon_id = $1 AND st.name = 'completed' AND (a.appointment_date + a.end_time) AT TIME ZONE $2 <= now()
     ORDER BY ended_at, a.appointment_id`,
    [DEFAULT_SALON_ID, TIME_ZONE],
  );
  const rows: Row[] = [];
  for (const visit of visits) {
    const owed = visit.total_cents - visit.deposit_cents;
    const tip = random.chance(0.2) ? random.int(3, 20) * 100 : 0;
    if (owed + tip <= 0) continue;
    const method = random.pick(METHODS);
    rows.push({
      client_id: visit.client_id,
      appointment_id: visit.appointment_id,
      amount_cents: owed + tip,
      payment_method: method,
      payment_status: 'completed',
      transaction_reference: referenceFor(method, random),
      notes: tip > 0 ? `Includes a $${tip / 100} tip` : null,
      payment_date: new Date(visit.ended_at),
      reason: null,
      voided: false,
    });
  }
  // The last two visits' payments are still to be processed.
  for (const row of rows.slice(-2)) row.payment_status = 'pending';
  // Three payments keyed in twice at the desk: the second one voided.
  for (const original of pickDistinct(rows.slice(0, -2), 3, random)) {
    rows.push({ ...original, payment_status: 'voided', notes: null, payment_date: new Date(original.payment_date.getTime() + 120_000), reason: 'Entered twice', voided: true });
  }
  // Products sold at the desk, no appointment.
  for (let i = 0; i < 6 && visits.length > 0; i += 1) {
    const visit = random.pick(visits);
    rows.push({
      client_id: visit.client_id,
      appointment_id: null,
      amount_cents: random.pick([1850, 2400, 3200, 4575]),
      payment_method: random.pick(METHODS),
      payment_status: 'completed',
      transaction_reference: null,
      notes: random.pick(['Shampoo and conditioner', 'Hair serum', 'Heat protection spray', 'Gift card top-up']),
      payment_date: new Date(visit.ended_at.getTime() + 600_000),
      reason: null,
      voided: false,
    });
  }
  if (rows.length === 0) return;

  const ids: { payment_id: number }[] = await manager.query(
    `INSERT INTO payments (salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type, transaction_reference,
       notes, payment_date, reason, voided_at, created_by, created_at, updated_at)
     SELECT $1, r.client_id, r.appointment_id, r.cents::numeric / 100, r.method, r.status, 'payment', r.reference, r.notes, r.paid_at, r.reason,
       CASE WHEN r.voided THEN r.paid_at END, $2, r.paid_at, r.paid_at
     FROM unnest($3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::timestamptz[], $11::text[], $12::bool[], $13::int[])
       AS r(client_id, appointment_id, cents, method, status, reference, notes, paid_at, reason, voided, position)
     ORDER BY r.position
     RETURNING payment_id`,
    [
      DEFAULT_SALON_ID,
      createdBy,
      rows.map((row) => row.client_id),
      rows.map((row) => row.appointment_id),
      rows.map((row) => row.amount_cents),
      rows.map((row) => row.payment_method),
      rows.map((row) => row.payment_status),
      rows.map((row) => row.transaction_reference),
      rows.map((row) => row.notes),
      rows.map((row) => row.payment_date.toISOString()),
      rows.map((row) => row.reason),
      rows.map((row) => row.voided),
      rows.map((_, position) => position),
    ],
  );

  // Refunds: seven in part, three in full, each a few days after the visit (never in the future).
  const refundable = rows.map((row, position) => ({ row, position })).filter(({ row }) => row.payment_status === 'completed' && row.appointment_id !== null);
  const refunded = pickDistinct(refundable, 10, random);
  for (const [n, { row, position }] of refunded.entries()) {
    const full = n < 3;
    const refundCents = full ? row.amount_cents : Math.max(100, Math.round((row.amount_cents * random.int(10, 30)) / 100 / 100) * 100);
    if (refundCents > row.amount_cents) continue;
    const refundedAt = new Date(Math.min(row.payment_date.getTime() + random.int(1, 4) * DAY_MS, Date.now() - 3_600_000));
    // Rows are inserted, and their ids returned, in the order of `position`.
    const paymentId = ids[position].payment_id;
    await manager.query(
      `INSERT INTO payments (salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type, payment_date,
         original_payment_id, reason, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4::numeric / 100, $5, 'completed', 'refund', $6, $7, $8, $9, $6, $6)`,
      [DEFAULT_SALON_ID, row.client_id, row.appointment_id, refundCents, row.payment_method, refundedAt.toISOString(), paymentId, random.pick(REFUND_REASONS), createdBy],
    );
    await manager.query(
      `UPDATE payments SET refunded_amount = $2::numeric / 100, payment_status = CASE WHEN $2::numeric / 100 >= amount THEN 'refunded' ELSE 'partially_refunded' END, updated_at = $3
       WHERE payment_id = $1`,
      [paymentId, refundCents, refundedAt.toISOString()],
    );
  }
  // After the others, so their ids stay as they were.
  await loadDemoDeposits(manager, createdBy);
}

/** Each booking's deposit, paid by card when it was booked (the random draws above are untouched). */
async function loadDemoDeposits(manager: EntityManager, createdBy: number | null): Promise<void> {
  await manager.query(
    `INSERT INTO payments (salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type, notes, payment_date, created_by, created_at, updated_at)
     SELECT a.salon_id, a.client_id, a.appointment_id, a.deposit_amount, 'credit_card', 'completed', 'payment', $2, a.created_at, $3, a.created_at, a.created_at
       FROM appointments a WHERE a.salon_id = $1 AND a.deposit_amount > 0
      ORDER BY a.appointment_id`,
    [DEFAULT_SALON_ID, DEPOSIT_NOTE, createdBy],
  );
}

/** `count` different items, chosen by the seeded generator. */
function pickDistinct<T>(items: readonly T[], count: number, random: SeededRandom): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(random.int(0, pool.length - 1), 1)[0]);
  return chosen;
}
