import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  fromCents,
  MONEY_TAKEN_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type DailySummary,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentSummary,
  type PaymentSummaryQuery,
  type TransactionType,
} from '@salon/contracts';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { SalonClock } from '../salons';

/** One group of the salon's payments over the days asked: counts and integer cents. */
type Group = { transaction_type: TransactionType; payment_status: PaymentStatus; payment_method: PaymentMethod; count: number; cents: number };

/** Payments and refunds between two salon days (inclusive), grouped in SQL; money summed as numeric, read as cents. */
const GROUPS_SQL = `SELECT p.transaction_type, p.payment_status, p.payment_method, count(*)::int AS count, (sum(p.amount) * 100)::bigint AS cents
  FROM payments p
  WHERE p.salon_id = $1
    AND p.payment_date >= ($2::date)::timestamp AT TIME ZONE $4
    AND p.payment_date < ($3::date + 1)::timestamp AT TIME ZONE $4
  GROUP BY p.transaction_type, p.payment_status, p.payment_method`;

const tookMoney = (group: Group) => group.transaction_type === 'payment' && (MONEY_TAKEN_STATUSES as readonly string[]).includes(group.payment_status);
const isRefund = (group: Group) => group.transaction_type === 'refund';
const sumOf = (groups: Group[], pick: (group: Group) => number) => groups.reduce((sum, group) => sum + pick(group), 0);

/**
 * Money counted: payments whose money was taken (completed, partially or fully refunded) on
 * their payment_date's salon day, refunds on their own day, so a later refund lowers the day it
 * was given. Pending, failed and voided payments appear only in by_status.
 */
function moneyTotals(groups: Group[]) {
  const taken = groups.filter(tookMoney);
  const refunds = groups.filter(isRefund);
  const grossCents = sumOf(taken, (g) => g.cents);
  const refundCents = sumOf(refunds, (g) => g.cents);
  const byMethod = PAYMENT_METHODS.flatMap((method) => {
    const paid = taken.filter((g) => g.payment_method === method);
    const back = refunds.filter((g) => g.payment_method === method);
    if (paid.length === 0 && back.length === 0) return [];
    const amount = sumOf(paid, (g) => g.cents);
    const refunded = sumOf(back, (g) => g.cents);
    return [{ payment_method: method, count: sumOf(paid, (g) => g.count), amount: fromCents(amount), refund_amount: fromCents(refunded), net_amount: fromCents(amount - refunded) }];
  });
  return {
    payment_count: sumOf(taken, (g) => g.count),
    gross_amount: fromCents(grossCents),
    refund_count: sumOf(refunds, (g) => g.count),
    refund_amount: fromCents(refundCents),
    net_amount: fromCents(grossCents - refundCents),
    by_method: byMethod,
  };
}

/** GET /payments/daily-summary/{date} and GET /payments/summary, on the salon's days. */
@Injectable()
export class PaymentSummariesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
    private readonly clock: SalonClock,
  ) {}

  async daily(date: string): Promise<DailySummary> {
    return { date, ...moneyTotals(await this.groups(date, date)) };
  }

  async range({ from, to }: PaymentSummaryQuery): Promise<PaymentSummary> {
    const groups = await this.groups(from, to);
    const taken = groups.filter(tookMoney);
    const refunds = groups.filter(isRefund);
    const payments = groups.filter((g) => g.transaction_type === 'payment');
    return {
      from,
      to,
      ...moneyTotals(groups),
      by_type: [
        { transaction_type: 'payment', count: sumOf(taken, (g) => g.count), amount: fromCents(sumOf(taken, (g) => g.cents)) },
        { transaction_type: 'refund', count: sumOf(refunds, (g) => g.count), amount: fromCents(sumOf(refunds, (g) => g.cents)) },
      ],
      by_status: PAYMENT_STATUSES.flatMap((status) => {
        const inStatus = payments.filter((g) => g.payment_status === status);
        return inStatus.length === 0 ? [] : [{ payment_status: status, count: sumOf(inStatus, (g) => g.count), amount: fromCents(sumOf(inStatus, (g) => g.cents)) }];
      }),
    };
  }

  private async groups(from: string, to: string): Promise<Group[]> {
    const rows: (Omit<Group, 'cents'> & { cents: string })[] = await this.dataSource.query(GROUPS_SQL, [this.tenant.salonId(), from, to, await this.clock.timeZone()]);
    // bigint arrives as text; a salon's sums stay far below 2^53 cents.
    return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
  }
}
