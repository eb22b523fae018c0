import { Injectable } from '@nestjs/common';
import { MONEY_TAKEN_STATUSES } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { isoTimestamp } from '../../common/database/wire-sql';
import { TenantContext } from '../../common/tenant/tenant-context';

/** Money taken for an appointment and given back of it, in integer cents. */
export type AppointmentPaid = { appointment_id: number; paid_cents: number; refunded_cents: number };

/** A client's payments whose money was taken, in integer cents. */
export type ClientPaid = { payment_count: number; paid_cents: number; refunded_cents: number; last_payment_date: string | null };

// Money was taken by a payment that is completed, partially refunded or refunded; its refunds are
// kept on it (refunded_amount, the sum of its refund rows), so payment rows alone give both sums.
// Sums of cents are bigint: int4 overflows past $21,474,836.47 (215 payments at the maximum).
const TAKEN = `p.transaction_type = 'payment' AND p.payment_status = ANY($3::text[])`;

const APPOINTMENTS_SQL = `SELECT p.appointment_id,
    (coalesce(sum(p.amount), 0) * 100)::bigint AS paid_cents, (coalesce(sum(p.refunded_amount), 0) * 100)::bigint AS refunded_cents
  FROM payments p
  WHERE p.salon_id = $1 AND p.appointment_id = ANY($2::int[]) AND ${TAKEN}
  GROUP BY p.appointment_id`;

const CLIENT_SQL = `SELECT count(*)::int AS payment_count,
    (coalesce(sum(p.amount), 0) * 100)::bigint AS paid_cents, (coalesce(sum(p.refunded_amount), 0) * 100)::bigint AS refunded_cents,
    ${isoTimestamp('max(p.payment_date)', 'last_payment_date')}
  FROM payments p
  WHERE p.salon_id = $1 AND p.client_id = $2 AND ${TAKEN}`;

/** A row as PostgreSQL sends it: bigint arrives as text. */
type AsText<T extends { paid_cents: number; refunded_cents: number }> = Omit<T, 'paid_cents' | 'refunded_cents'> & { paid_cents: string; refunded_cents: string };

// A salon's sums stay far below 2^53 cents, so a JavaScript number holds them exactly.
const centsOf = (row: { paid_cents: string; refunded_cents: string }) => ({ paid_cents: Number(row.paid_cents), refunded_cents: Number(row.refunded_cents) });

/** Sums of payments in SQL, scoped to the salon. */
@Injectable()
export class PaymentBalancesRepository {
  constructor(private readonly tenant: TenantContext) {}

  /** Paid and refunded per appointment; an appointment without money taken is left out. */
  async paidForAppointments(manager: EntityManager, appointmentIds: number[]): Promise<Map<number, AppointmentPaid>> {
    if (appointmentIds.length === 0) return new Map();
    const rows: AsText<AppointmentPaid>[] = await manager.query(APPOINTMENTS_SQL, [this.tenant.salonId(), appointmentIds, MONEY_TAKEN_STATUSES]);
    return new Map(rows.map((row) => [row.appointment_id, { ...row, ...centsOf(row) }]));
  }

  async paidByClient(manager: EntityManager, clientId: number): Promise<ClientPaid> {
    const [row]: AsText<ClientPaid>[] = await manager.query(CLIENT_SQL, [this.tenant.salonId(), clientId, MONEY_TAKEN_STATUSES]);
    return { ...row, ...centsOf(row) };
  }

  async clientExists(manager: EntityManager, clientId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM clients WHERE salon_id = $1 AND client_id = $2`, [this.tenant.salonId(), clientId]);
    return rows.length > 0;
  }
}
