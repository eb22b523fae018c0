/** Runs one SQL statement; a pg Client, a pool or a TypeORM DataSource all fit. */
export type Query = (sql: string, parameters?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Rows that only a half-written action could leave: each check names the rows that break a rule
 * the product keeps in one transaction. After a crash (of the API or of PostgreSQL) every list
 * must be empty. Ids are returned, so a failure shows what broke.
 */
export const HALF_WRITTEN_CHECKS = {
  /** A booking and its 'created' history row are one statement. */
  appointmentsWithoutHistory: `
    SELECT a.appointment_id FROM appointments a
     WHERE NOT EXISTS (SELECT 1 FROM appointment_history h WHERE h.appointment_id = a.appointment_id AND h.change_type = 'created')
     ORDER BY 1`,
  /** A refund row, its payment's refunded_amount and its status move together. */
  paymentsOutOfStepWithRefunds: `
    SELECT p.payment_id FROM payments p
      LEFT JOIN (SELECT original_payment_id, sum(amount) AS refunded FROM payments WHERE transaction_type = 'refund' GROUP BY 1) r
        ON r.original_payment_id = p.payment_id
     WHERE p.transaction_type = 'payment'
       AND (p.refunded_amount <> coalesce(r.refunded, 0)
            OR (p.refunded_amount = p.amount) <> (p.payment_status = 'refunded')
            OR (p.refunded_amount > 0 AND p.refunded_amount < p.amount) <> (p.payment_status = 'partially_refunded'))
     ORDER BY 1`,
  /** An item's quantity is the sum of its transactions' changes. */
  itemsOutOfStepWithTransactions: `
    SELECT i.item_id FROM inventory_items i
      LEFT JOIN (SELECT item_id, sum(quantity_change) AS total FROM inventory_transactions GROUP BY 1) t USING (item_id)
     WHERE i.quantity <> coalesce(t.total, 0)
     ORDER BY 1`,
  /** Each transaction's quantity_after is the running sum of the item's changes up to it. */
  brokenStockChains: `
    SELECT DISTINCT item_id FROM (
      SELECT item_id, quantity_after, sum(quantity_change) OVER (PARTITION BY item_id ORDER BY transaction_id) AS running
        FROM inventory_transactions) chain
     WHERE quantity_after <> running
     ORDER BY 1`,
  /** An Idempotency-Key is claimed and answered in the action's transaction: never a claim without its answer. */
  unansweredIdempotencyKeys: `SELECT key FROM idempotency_keys WHERE response_status IS NULL ORDER BY 1`,
  /** Waiting and notified entries hold the positions 1..n of their salon, without gaps. */
  waitlistPositionGaps: `
    SELECT salon_id FROM waitlist_entries WHERE status IN ('waiting', 'notified')
     GROUP BY 1 HAVING max(position) <> count(*) OR count(DISTINCT position) <> count(*)
     ORDER BY 1`,
  /** Rollups are written by triggers in the base rows' transaction. */
  clientCountsOff: `
    SELECT coalesce(c.salon_id, k.salon_id) AS salon_id FROM client_counts k
      FULL JOIN (SELECT salon_id, is_active, count(*) AS n FROM clients GROUP BY 1, 2) c USING (salon_id, is_active)
     WHERE coalesce(k.client_count, 0) <> coalesce(c.n, 0)
     ORDER BY 1`,
  paymentCountsOff: `
    SELECT coalesce(k.salon_id, p.salon_id) AS salon_id FROM (SELECT * FROM payment_counts WHERE grain = 'all') k
      FULL JOIN (SELECT salon_id, payment_status, payment_method, transaction_type, count(*) AS n FROM payments GROUP BY 1, 2, 3, 4) p
        USING (salon_id, payment_status, payment_method, transaction_type)
     WHERE coalesce(k.payments, 0) <> coalesce(p.n, 0)
     ORDER BY 1`,
  /** Each client's all-time money taken (year 0). */
  clientMoneyTakenOff: `
    SELECT coalesce(k.client_id, p.client_id) AS client_id FROM (SELECT * FROM client_money_taken WHERE year = 0) k
      FULL JOIN (SELECT salon_id, client_id, sum(payment_money_cents(transaction_type, payment_status, amount)) AS cents
                   FROM payments WHERE client_id IS NOT NULL AND transaction_type <> 'refund' GROUP BY 1, 2) p USING (salon_id, client_id)
     WHERE coalesce(k.cents, 0) <> coalesce(p.cents, 0)
     ORDER BY 1`,
  /** The salon-wide day totals, with the changes still waiting to be folded in, count every appointment. */
  appointmentDayTotalsOff: `
    SELECT coalesce(k.appointment_date, a.appointment_date)::text AS appointment_date FROM (
      SELECT salon_id, appointment_date, status_id, sum(appointments) AS n, sum(price_total) AS price FROM (
        SELECT salon_id, appointment_date, status_id, appointments, price_total FROM appointment_day_totals WHERE employee_id = 0 AND service_id = 0
        UNION ALL
        SELECT salon_id, appointment_date, status_id, appointments, price_total FROM appointment_totals_pending) parts
      GROUP BY 1, 2, 3) k
      FULL JOIN (SELECT salon_id, appointment_date, status_id, count(*) AS n, sum(total_price) AS price FROM appointments GROUP BY 1, 2, 3) a
        USING (salon_id, appointment_date, status_id)
     WHERE coalesce(k.n, 0) <> coalesce(a.n, 0) OR coalesce(k.price, 0) <> coalesce(a.price, 0)
     ORDER BY 1`,
} as const;

export type HalfWritten = Record<keyof typeof HALF_WRITTEN_CHECKS, unknown[]>;

/** Every check's offending rows (the first column of each): all lists empty when nothing is half-written. */
export async function findHalfWritten(query: Query): Promise<HalfWritten> {
  const found = {} as HalfWritten;
  for (const [name, sql] of Object.entries(HALF_WRITTEN_CHECKS) as [keyof HalfWritten, string][]) {
    found[name] = (await query(sql)).map((row) => Object.values(row)[0]);
  }
  return found;
}

/** What `findHalfWritten` answers for a database that is whole. */
export const NOTHING_HALF_WRITTEN: HalfWritten = Object.fromEntries(Object.keys(HALF_WRITTEN_CHECKS).map((name) => [name, []])) as unknown as HalfWritten;
