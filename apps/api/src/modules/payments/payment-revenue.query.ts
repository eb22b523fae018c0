import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MONEY_TAKEN_STATUSES } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/** Net money of one salon day, in integer cents. */
export type DayRevenue = { date: string; cents: number };

/**
 * Money taken net of refunds per salon day, for the dashboard: payments whose money was taken
 * (completed, partially or fully refunded) on their payment day, refunds subtracted on their own
 * day, as the payment summaries count them. Days without money are left out.
 */
@Injectable()
export class PaymentRevenueQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async netByDay(from: string, to: string, timeZone: string): Promise<DayRevenue[]> {
    const rows = await this.dataSource.query<{ date: string; cents: string }[]>(
      `SELECT to_char((p.payment_date AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS date,
              (sum(CASE WHEN p.transaction_type = 'refund' THEN -p.amount ELSE p.amount END) * 100)::bigint::text AS cents
         FROM payments p
        WHERE p.salon_id = $1
          AND p.payment_date >= ($2::date)::timestamp AT TIME ZONE $4
          AND p.payment_date < ($3::date + 1)::timestamp AT TIME ZONE $4
          AND (p.transaction_type = 'refund' OR p.payment_status = ANY($5))
        GROUP BY 1 ORDER BY 1`,
      [this.tenant.salonId(), from, to, timeZone, MONEY_TAKEN_STATUSES],
    );
    // bigint arrives as text; a salon's sums stay far below 2^53 cents.
    return rows.map((row) => ({ date: row.date, cents: Number(row.cents) }));
  }
}
