import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPOINTMENT_STATUS, MONEY_TAKEN_STATUSES } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { distinctClientsSql, SqlParameters } from '../appointments';
import type { Period } from './report-periods';

/** Days since the last visit (end_date − last visit) past which a client is at risk, then lost; the VIP and new thresholds. */
export const SEGMENT_RULES = { recentDays: 90, lostAfterDays: 180, vipVisits: 12, vipWindowDays: 365, newWithinDays: 90 } as const;

export type SpenderRow = { clientId: number; clientName: string; cents: number; visits: number };

/**
 * The salon's (`$1`) completed status, as a value the planner knows before it scans: the visits
 * are then a range of ix_appointments_salon_status_date (migration ReportIndexes), read from it alone.
 */
const COMPLETED = `(SELECT s.status_id FROM appointment_statuses s WHERE s.salon_id = $1 AND s.name = '${APPOINTMENT_STATUS.completed}')`;

/** Money taken net of refunds, as PaymentRevenueQuery counts it. */
const NET = `sum(CASE WHEN p.transaction_type = 'refund' THEN -p.amount ELSE p.amount END)`;

/** Salon $1, salon days $2 to $3 (time zone $4), money-taking statuses $5: payments and refunds that count. */
const PAYMENTS_OF_RANGE = `p.salon_id = $1
   AND p.payment_date >= ($2::date)::timestamp AT TIME ZONE $4 AND p.payment_date < ($3::date + 1)::timestamp AT TIME ZONE $4
   AND (p.transaction_type = 'refund' OR p.payment_status = ANY($5))`;

/** How many clients, best money taken first, have their range money read to find the bar a top spender must reach. */
const SPENDER_SEED = 100;
/** Past this many clients at or above the bar, reading each one's range costs more than adding up the range's payments by client. */
const SPENDER_PROBES = 2000;

/** As PAYMENTS_OF_RANGE: the range's money net of refunds of the client `alias`.client_id, from ix_payments_client_date_money alone. */
const moneyOf = (alias: string) =>
  `(SELECT (${NET} * 100)::bigint AS cents FROM payments p WHERE p.client_id = ${alias}.client_id AND ${PAYMENTS_OF_RANGE})`;

/** The two year keys of a UTC instant in client_money_taken (migration ClientMoneyTakenYears): its calendar year's and its July-to-June year's. */
const yearKeys = (instant: string) => ({
  calendar: `(2 * extract(year FROM (${instant}) AT TIME ZONE 'UTC'))`,
  fromJuly: `(2 * extract(year FROM (${instant}) AT TIME ZONE 'UTC' - interval '6 months') + 1)`,
});
const RANGE_FIRST = yearKeys('($2::date)::timestamp AT TIME ZONE $4');
const RANGE_LAST = yearKeys(`($3::date + 1)::timestamp AT TIME ZONE $4 - interval '1 microsecond'`);

/**
 * As PAYMENTS_OF_RANGE, limit $6: the clients whose payments took the most, with their visits in the range.
 *
 * A client's money in the range is never above its money taken (client_money_taken, migrations
 * ClientMoneyTaken and ClientMoneyTakenYears) in a UTC year holding the whole range (a calendar year
 * or one from 1 July, so any range of up to six months), else over all time. So only the clients
 * whose money taken reaches the bar (the $6-th best range money among the SPENDER_SEED clients with
 * the most money taken) can be in the top: their range money is read client by client (on the large
 * data about 35 clients for a year, 100 for a month). When more than SPENDER_PROBES reach the bar (a short range, whose best
 * spenders are rarely the year's best), the range's payments are added up by client instead; one
 * branch runs, the other's one-time filter is false. Either way the answer is exact.
 */
export const TOP_SPENDERS_SQL = `
  WITH bound AS MATERIALIZED (
    SELECT CASE WHEN ${RANGE_FIRST.calendar} = ${RANGE_LAST.calendar} THEN ${RANGE_FIRST.calendar}
                WHEN ${RANGE_FIRST.fromJuly} = ${RANGE_LAST.fromJuly} THEN ${RANGE_FIRST.fromJuly}
                ELSE 0 END::smallint AS year
  ), seed AS MATERIALIZED (
    SELECT n.cents FROM client_money_taken m CROSS JOIN LATERAL ${moneyOf('m')} AS n
     WHERE m.salon_id = $1 AND m.year = (SELECT year FROM bound) ORDER BY m.cents DESC LIMIT ${SPENDER_SEED}
  ), bar AS MATERIALIZED (
    SELECT coalesce((SELECT s.cents FROM seed s WHERE s.cents > 0 ORDER BY s.cents DESC OFFSET $6 - 1 LIMIT 1), 1) AS cents
  ), candidates AS MATERIALIZED (
    SELECT m.client_id FROM client_money_taken m
     WHERE m.salon_id = $1 AND m.year = (SELECT year FROM bound) AND m.cents >= (SELECT b.cents FROM bar b) LIMIT ${SPENDER_PROBES} + 1
  ), probe AS MATERIALIZED (
    SELECT count(*) <= ${SPENDER_PROBES} AS few FROM candidates
  )
  SELECT t.client_id, c.first_name || ' ' || c.last_name AS name, t.cents::text AS cents,
         (SELECT count(*)::int FROM appointments a
           WHERE a.client_id = t.client_id AND a.status_id = ${COMPLETED} AND a.appointment_date BETWEEN $2 AND $3) AS visits
    FROM (SELECT r.client_id, r.cents
            FROM (SELECT k.client_id, n.cents FROM candidates k CROSS JOIN LATERAL ${moneyOf('k')} AS n
                   WHERE (SELECT few FROM probe)
                   UNION ALL
                  SELECT p.client_id, (${NET} * 100)::bigint FROM payments p
                   WHERE ${PAYMENTS_OF_RANGE} AND p.client_id IS NOT NULL AND NOT (SELECT few FROM probe)
                   GROUP BY p.client_id) AS r
           WHERE r.cents > 0
           ORDER BY r.cents DESC, r.client_id LIMIT $6) t
    JOIN clients c ON c.client_id = t.client_id
   ORDER BY t.cents DESC, t.client_id`;

/** Client figures for the reports: who came, who is new, how often, who spent most. */
@Injectable()
export class ReportClientsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /** Clients with any appointment dated in the range, whatever its status (the dashboard's active clients), from the rollups' client sets. */
  async active(range: Period): Promise<number> {
    const params = new SqlParameters();
    const [row] = await this.dataSource.query<{ clients: number }[]>(distinctClientsSql(params, this.tenant.salonId(), range), params.values);
    return row.clients;
  }

  /** The clients whose payments in the range took the most money net of refunds (more than none), most first, with their visits in the range. */
  async topSpenders(range: Period, timeZone: string, limit: number): Promise<SpenderRow[]> {
    const rows = await this.dataSource.query<{ client_id: number; name: string; cents: string; visits: number }[]>(TOP_SPENDERS_SQL, [
      this.tenant.salonId(),
      range.from,
      range.to,
      timeZone,
      MONEY_TAKEN_STATUSES,
      limit,
    ]);
    return rows.map((row) => ({ clientId: row.client_id, clientName: row.name, cents: Number(row.cents), visits: row.visits }));
  }
}
