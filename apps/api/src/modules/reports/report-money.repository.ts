import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import type { Period } from './report-periods';

/**
 * Salon $1, salon days $2 to $3 in time zone $4: money taken net of refunds per day, days without
 * money left out. Read from payment_money_quarters (migration PaymentMoneyQuarters), which counts
 * each payment as PaymentRevenueQuery does (the dashboard's revenue). Each salon day sums its own
 * quarters, midnight to midnight (a midnight always falls on a quarter), through the key's index:
 * a year is 365 short index reads instead of naming the day of each of its ~16,000 quarters.
 */
export const NET_BY_DAY_SQL = `
  SELECT to_char(d.day, 'YYYY-MM-DD') AS date, m.cents::text AS cents
    FROM (SELECT $2::date + n AS day FROM generate_series(0, $3::date - $2::date) AS n) AS d
   CROSS JOIN LATERAL (SELECT sum(q.cents) AS cents FROM payment_money_quarters q
                        WHERE q.salon_id = $1 AND q.quarter >= d.day::timestamp AT TIME ZONE $4 AND q.quarter < (d.day + 1)::timestamp AT TIME ZONE $4) AS m
   WHERE m.cents <> 0
   ORDER BY d.day`;

/**
 * Salon $1, salon days $2 to $3 in time zone $4, the last day up to the time of day $5 (`24:00`
 * for all of it, or a quarter hour: the quarters are the grain): money taken net of refunds.
 */
export const NET_SQL = `
  SELECT coalesce(sum(q.cents), 0)::text AS cents FROM payment_money_quarters q
   WHERE q.salon_id = $1 AND q.quarter >= ($2::date)::timestamp AT TIME ZONE $4 AND q.quarter < ($3::date + $5::interval) AT TIME ZONE $4`;

/** As NET_SQL, and apart the last day's part (`last_day`), in one read of the quarters. */
export const NET_WITH_LAST_DAY_SQL = `
  SELECT coalesce(sum(q.cents), 0)::text AS cents, coalesce(sum(q.cents) FILTER (WHERE q.quarter >= ($3::date)::timestamp AT TIME ZONE $4), 0)::text AS last_day
    FROM payment_money_quarters q
   WHERE q.salon_id = $1 AND q.quarter >= ($2::date)::timestamp AT TIME ZONE $4 AND q.quarter < ($3::date + $5::interval) AT TIME ZONE $4`;

/** Salon $1, every salon day up to $2 in time zone $3: money taken net of refunds from payments naming a client. */
export const CLIENT_MONEY_SQL = `
  SELECT coalesce(sum(q.client_cents), 0)::text AS cents FROM payment_money_quarters q
   WHERE q.salon_id = $1 AND q.quarter < ($2::date + 1)::timestamp AT TIME ZONE $3`;

/** Money for the reports, from the quarter-hour totals of the payments. */
@Injectable()
export class ReportMoneyRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /** Cents per salon day of the range; days without money are absent. */
  async netByDay(range: Period, timeZone: string): Promise<Map<string, number>> {
    const rows = await this.dataSource.query<{ date: string; cents: string }[]>(NET_BY_DAY_SQL, [this.tenant.salonId(), range.from, range.to, timeZone]);
    // bigint arrives as text; a salon's sums stay far below 2^53 cents.
    return new Map(rows.map((row) => [row.date, Number(row.cents)]));
  }

  /** Cents over the range, its last day up to `until` (`HH:MM` on a quarter hour; all of it by default). */
  async net(range: Period, timeZone: string, until = '24:00'): Promise<number> {
    const [row] = await this.dataSource.query<{ cents: string }[]>(NET_SQL, [this.tenant.salonId(), range.from, range.to, timeZone, until]);
    return Number(row.cents);
  }

  /** Cents over the range, its last day up to `until` (`HH:MM` on a quarter hour), and that last day's part alone. */
  async netWithLastDay(range: Period, timeZone: string, until: string): Promise<{ cents: number; lastDayCents: number }> {
    const [row] = await this.dataSource.query<{ cents: string; last_day: string }[]>(NET_WITH_LAST_DAY_SQL, [this.tenant.salonId(), range.from, range.to, timeZone, until]);
    return { cents: Number(row.cents), lastDayCents: Number(row.last_day) };
  }

  /** Cents taken from clients' payments (a client named) on every salon day up to `end`. */
  async clientMoneyUpTo(end: string, timeZone: string): Promise<number> {
    const [row] = await this.dataSource.query<{ cents: string }[]>(CLIENT_MONEY_SQL, [this.tenant.salonId(), end, timeZone]);
    return Number(row.cents);
  }
}
