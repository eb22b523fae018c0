/** The filters payment_counts can answer (migration PaymentCounts): status, method, type and salon days. */
export type CountableFilters = {
  payment_status?: string;
  payment_method?: string;
  transaction_type?: string;
  /** Salon days, inclusive, in the salon's time zone. */
  from?: string;
  to?: string;
  timeZone: string;
};

/**
 * The payments matching the filters, summed from payment_counts. Without dates it reads the
 * salon's 'all' rows. With dates, [lo, hi) is the range's instants: its whole UTC days [d1, d2)
 * come from the 'day' rows and the quarters outside them from the 'quarter' rows. When the range
 * holds no whole UTC day (d1 >= d2) every quarter of [lo, hi) counts, once.
 */
export function paymentCountSql(salonId: number, filters: CountableFilters): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [salonId];
  const next = (value: unknown) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  const where = ['c.salon_id = $1'];
  if (filters.payment_status) where.push(`c.payment_status = ${next(filters.payment_status)}`);
  if (filters.payment_method) where.push(`c.payment_method = ${next(filters.payment_method)}`);
  if (filters.transaction_type) where.push(`c.transaction_type = ${next(filters.transaction_type)}`);
  if (!filters.from && !filters.to) {
    return { sql: `SELECT coalesce(sum(c.payments), 0)::int AS count FROM payment_counts c WHERE ${where.join(' AND ')} AND c.grain = 'all'`, parameters };
  }
  const zone = next(filters.timeZone);
  // A salon day runs from its midnight to the next, on the salon's clock.
  const lo = filters.from ? `(${next(filters.from)}::date)::timestamp AT TIME ZONE ${zone}` : `timestamptz '-infinity'`;
  const hi = filters.to ? `(${next(filters.to)}::date + 1)::timestamp AT TIME ZONE ${zone}` : `timestamptz 'infinity'`;
  const sql = `
    WITH r AS (SELECT ${lo} AS lo, ${hi} AS hi),
         b AS (SELECT lo, hi, date_trunc('day', hi, 'UTC') AS d2,
                      CASE WHEN date_trunc('day', lo, 'UTC') = lo THEN lo ELSE date_trunc('day', lo, 'UTC') + interval '1 day' END AS d1
                 FROM r)
    SELECT coalesce(sum(c.payments), 0)::int AS count
      FROM b JOIN payment_counts c
        ON (c.grain = 'day' AND c.period >= b.d1 AND c.period < b.d2)
        OR (c.grain = 'quarter' AND c.period >= b.lo AND c.period < least(b.hi, b.d1))
        OR (c.grain = 'quarter' AND c.period >= greatest(b.lo, b.d1, b.d2) AND c.period < b.hi)
     WHERE ${where.join(' AND ')}`;
  return { sql, parameters };
}
