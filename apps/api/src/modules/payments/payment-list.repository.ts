import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { paymentDateRangeDays, searchAmountCents, type PaymentList, type PaymentListQuery } from '@salon/contracts';
import type { Pool, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import { containsPattern, namePatterns, namesSomething } from '../../common/database/search-pattern';
import { TenantContext } from '../../common/tenant/tenant-context';
import { SalonClock } from '../salons';
import { fullNameOf } from '../clients';
import { paymentCountSql } from './payment-count.sql';
import { PAYMENT_COLUMNS, PAYMENT_JOINS, toPayment, type PaymentRow } from './payment-row';

/**
 * Each sort ends on the id, so pages never overlap; a payment without a client sorts last by name.
 * Amount sorts by the signed amount the list shows (a refund of $10.00 reads -$10.00, below every payment).
 */
const SORTS: Record<PaymentListQuery['sort_by'], string[]> = {
  payment_date: ['p.payment_date'],
  amount: [`CASE WHEN p.transaction_type = 'refund' THEN -p.amount ELSE p.amount END`],
  client_name: ['c.last_name', 'c.first_name'],
  payment_method: ['p.payment_method'],
  payment_status: ['p.payment_status'],
  transaction_type: ['p.transaction_type'],
};

/**
 * Only the client's name can be missing (a walk-in payment); NULLS LAST on a column that is never
 * null would stop the newest-first page from reading ix_payments_salon_date and sort every payment.
 */
const orderBy = ({ sort_by, sort_order }: PaymentListQuery) => {
  const nulls = sort_by === 'client_name' ? ' NULLS LAST' : '';
  return `ORDER BY ${[...SORTS[sort_by].map((column) => `${column} ${sort_order}${nulls}`), `p.payment_id ${sort_order}`].join(', ')}`;
};

/** The salon days a query covers, inclusive; date_range (from the salon's today) overrides date_from and date_to. */
const daysOf = async (query: PaymentListQuery, clock: SalonClock): Promise<{ from?: string; to?: string }> =>
  query.date_range ? paymentDateRangeDays(query.date_range, await clock.today()) : { from: query.date_from, to: query.date_to };

/**
 * A client, an appointment or a search narrows the list to few payments, counted directly; the
 * other filters (status, method, type, dates) are summed from payment_counts, however many match.
 */
const narrowsToFew = (query: PaymentListQuery) => query.client_id !== undefined || query.appointment_id !== undefined || Boolean(query.search);

/** GET /payments: filters, salon days, search over client name, reference and amount; a page and the count. */
@Injectable()
export class PaymentListRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
    private readonly clock: SalonClock,
  ) {}

  async list(query: PaymentListQuery): Promise<PaymentList> {
    const parameters: unknown[] = [this.tenant.salonId()];
    const where = ['p.salon_id = $1'];
    const add = (condition: (placeholder: string) => string, value: unknown) => {
      parameters.push(value);
      where.push(condition(`$${parameters.length}`));
    };
    if (query.client_id !== undefined) add((at) => `p.client_id = ${at}`, query.client_id);
    if (query.appointment_id !== undefined) add((at) => `p.appointment_id = ${at}`, query.appointment_id);
    if (query.payment_status) add((at) => `p.payment_status = ${at}`, query.payment_status);
    if (query.payment_method) add((at) => `p.payment_method = ${at}`, query.payment_method);
    if (query.transaction_type) add((at) => `p.transaction_type = ${at}`, query.transaction_type);
    const days = await daysOf(query, this.clock);
    const timeZone = days.from || days.to ? await this.clock.timeZone() : '';
    if (days.from || days.to) {
      parameters.push(timeZone);
      const zone = `$${parameters.length}`;
      // A salon day runs from its midnight to the next, on the salon's clock.
      if (days.from) add((at) => `p.payment_date >= (${at}::date)::timestamp AT TIME ZONE ${zone}`, days.from);
      if (days.to) add((at) => `p.payment_date < (${at}::date + 1)::timestamp AT TIME ZONE ${zone}`, days.to);
    }
    if (query.search) where.push(this.searchCondition(query.search, parameters));

    const filter = `FROM payments p ${PAYMENT_JOINS} WHERE ${where.join(' AND ')}`;
    const counting = narrowsToFew(query)
      ? { sql: `SELECT count(*)::int AS count ${filter}`, parameters }
      : paymentCountSql(this.tenant.salonId(), { ...query, ...days, timeZone });
    const page = `SELECT ${PAYMENT_COLUMNS} ${filter} ${orderBy(query)} LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}`;
    // The desk opens the list on its first page, unfiltered: those few texts run as named
    // statements, planned once per connection (the six-table join took 1.5 ms to plan, 0.2 ms to run).
    const opening = where.length === 1 && Number(query.offset) === 0 ? `payments-opening-${query.sort_by}-${query.sort_order}-${Number(query.limit)}` : undefined;
    const [rows, [{ count }]] = await Promise.all([
      this.run<PaymentRow>(page, parameters, opening),
      this.run<{ count: number }>(counting.sql, counting.parameters, opening && 'payments-opening-count'),
    ]);
    return { items: rows.map(toPayment), total_count: count };
  }

  /** A statement through the ORM, or under its name straight on the pool. */
  private async run<T extends QueryResultRow>(text: string, values: unknown[], name?: string): Promise<T[]> {
    if (!name) return this.dataSource.query<T[]>(text, values);
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    return (await pool.query<T>({ name, text, values })).rows;
  }

  /** The client's full name (as the clients' trigram index spells it), the reference (contains), or the amount typed. */
  private searchCondition(search: string, parameters: unknown[]): string {
    const next = (value: unknown) => {
      parameters.push(value);
      return `$${parameters.length}`;
    };
    const matches = [`p.transaction_reference ILIKE ${next(containsPattern(search))}`];
    if (namesSomething(search)) matches.push(...namePatterns(search).names.map((pattern) => `${fullNameOf('c')} ILIKE ${next(pattern)}`));
    const cents = searchAmountCents(search);
    if (cents !== null) matches.push(`p.amount = ${next(cents)}::numeric / 100`);
    return `(${matches.join(' OR ')})`;
  }
}
