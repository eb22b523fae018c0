import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/** Net money of one salon day, in integer cents. */
export type DayRevenue = { date: string; cents: number };

/**
 * Money taken net of refunds per salon day, for the dashboard: payments whose money was taken
 * (completed, partially or fully refunded) on their payment day, refunds subtracted on their own
 * day, as the payment summaries count them. Read from payment_money_quarters (migration
 * PaymentMoneyQuarters), as the reports read it, so the two agree to the cent and a month is a
 * few thousand rows, not every payment. Days without money are left out.
 */
@Injectable()
export class PaymentRevenueQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async netByDay(from: string, to: string, timeZone: string): Promise<DayRevenue[]> {
    const rows = await this.dataSource.query<{ date: string; cents: string }[]>(
      `SELECT to_char((q.quarter AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS date, sum(q.cents)::text AS cents
         FROM payment_money_quarters q
        WHERE q.salon_id = $1
          AND q.quarter >= ($2::date)::timestamp AT TIME ZONE $4
          AND q.quarter < ($3::date + 1)::timestamp AT TIME ZONE $4
        GROUP BY 1
       HAVING sum(q.cents) <> 0
        ORDER BY 1`,
      [this.tenant.salonId(), from, to, timeZone],
    );
    // bigint arrives as text; a salon's sums stay far below 2^53 cents.
    return rows.map((row) => ({ date: row.date, cents: Number(row.cents) }));
  }

  /**
   * The net cents of each span of salon days (inclusive), in one statement: the dashboard's month
   * so far and last month's same days. A span's `until` (`HH:MM` on a quarter hour, the quarters
   * being the grain) ends its last day at that time of day instead of midnight.
   */
  async netOf(spans: { from: string; to: string; until?: string }[], timeZone: string): Promise<number[]> {
    const parameters: unknown[] = [this.tenant.salonId(), timeZone];
    const next = (value: unknown) => {
      parameters.push(value);
      return `$${parameters.length}`;
    };
    const within = spans.map(
      ({ from, to, until = '24:00' }) =>
        `(q.quarter >= (${next(from)}::date)::timestamp AT TIME ZONE $2 AND q.quarter < (${next(to)}::date + ${next(until)}::interval) AT TIME ZONE $2)`,
    );
    const [row] = await this.dataSource.query<Record<string, string | null>[]>(
      `SELECT ${within.map((span, index) => `sum(q.cents) FILTER (WHERE ${span})::text AS "${index}"`).join(', ')}
         FROM payment_money_quarters q WHERE q.salon_id = $1 AND (${within.join(' OR ')})`,
      parameters,
    );
    return spans.map((_, index) => Number(row[String(index)] ?? 0));
  }
}
