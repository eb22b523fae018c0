import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { NET_BY_DAY_SQL } from './report-money.repository';

// payment_money_quarters (migration PaymentMoneyQuarters): kept by triggers, whoever writes the payments.
let t: TestApp;
let client: number;

beforeAll(async () => {
  t = await createTestApp();
  [{ client_id: client }] = await t.dataSource.query(`INSERT INTO clients (salon_id, first_name, last_name) VALUES (1, 'Nora', 'Quinn') RETURNING client_id`);
});
afterAll(async () => {
  await t?.close();
});

async function pay(amount: number, at: string, status: string, options: { refundOf?: number; client?: number | null } = {}): Promise<number> {
  const [{ payment_id }] = await t.dataSource.query(
    `INSERT INTO payments (salon_id, client_id, amount, payment_method, payment_status, transaction_type, payment_date, original_payment_id)
     VALUES (1, $1, $2, 'cash', $3, $4, $5, $6) RETURNING payment_id`,
    [options.client === undefined ? client : options.client, amount, status, options.refundOf ? 'refund' : 'payment', at, options.refundOf ?? null],
  );
  return payment_id as number;
}

/** The quarters holding money, as stored. */
const stored = () =>
  t.dataSource.query(
    `SELECT to_char(quarter AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS quarter, cents::int, client_cents::int AS "clientCents"
       FROM payment_money_quarters WHERE cents <> 0 OR client_cents <> 0 ORDER BY quarter`,
  );

/** The same counted afresh from the payments, as PaymentRevenueQuery counts money. */
const counted = () =>
  t.dataSource.query(
    `SELECT to_char(date_bin('15 minutes', payment_date, timestamptz '2000-01-01 00:00+00') AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS quarter,
            (sum(m.cents))::int AS cents, (coalesce(sum(m.cents) FILTER (WHERE p.client_id IS NOT NULL), 0))::int AS "clientCents"
       FROM payments p
      CROSS JOIN LATERAL (SELECT (CASE WHEN p.transaction_type = 'refund' THEN -p.amount
                                       WHEN p.payment_status IN ('completed', 'partially_refunded', 'refunded') THEN p.amount ELSE 0 END * 100)::int AS cents) m
      GROUP BY 1 HAVING sum(m.cents) <> 0 OR coalesce(sum(m.cents) FILTER (WHERE p.client_id IS NOT NULL), 0) <> 0 ORDER BY 1`,
  );

describe('the money per quarter hour', () => {
  it('follows payments, refunds, voids, edits, moves and deletes', async () => {
    const cut = await pay(60, '2030-12-02T16:07:00Z', 'completed');
    const colour = await pay(180.5, '2030-12-02T16:14:59Z', 'completed');
    await pay(20, '2030-12-02T16:15:00Z', 'completed', { client: null });
    await pay(40, '2030-12-03T10:00:00Z', 'pending');
    await pay(30.25, '2030-12-04T09:00:00Z', 'completed', { refundOf: colour });
    expect(await stored()).toEqual([
      { quarter: '2030-12-02 16:00', cents: 24050, clientCents: 24050 },
      { quarter: '2030-12-02 16:15', cents: 2000, clientCents: 0 },
      { quarter: '2030-12-04 09:00', cents: -3025, clientCents: -3025 },
    ]);

    // The colour partly refunded (still money taken), the cut voided, the pending one completed and moved, the walk-in named.
    await t.dataSource.query(`UPDATE payments SET payment_status = 'partially_refunded', refunded_amount = 30.25 WHERE payment_id = $1`, [colour]);
    await t.dataSource.query(`UPDATE payments SET payment_status = 'voided' WHERE payment_id = $1`, [cut]);
    await t.dataSource.query(`UPDATE payments SET payment_status = 'completed', payment_date = '2030-12-03T11:50:00Z', amount = 45 WHERE payment_status = 'pending'`);
    await t.dataSource.query(`UPDATE payments SET client_id = $1 WHERE client_id IS NULL`, [client]);
    expect(await stored()).toEqual([
      { quarter: '2030-12-02 16:00', cents: 18050, clientCents: 18050 },
      { quarter: '2030-12-02 16:15', cents: 2000, clientCents: 2000 },
      { quarter: '2030-12-03 11:45', cents: 4500, clientCents: 4500 },
      { quarter: '2030-12-04 09:00', cents: -3025, clientCents: -3025 },
    ]);
    expect(await stored()).toEqual(await counted());

    await t.dataSource.query(`DELETE FROM payments WHERE transaction_type = 'refund'`);
    expect(await stored()).toEqual(await counted());
    expect(await stored()).toHaveLength(3);
  });

  it("puts each quarter on the salon's day, in a zone half an hour off the hour", async () => {
    // Midnight in Kolkata (UTC+5:30) is 18:30 UTC.
    await pay(10, '2030-12-09T18:29:59Z', 'completed');
    await pay(15, '2030-12-09T18:30:00Z', 'completed');
    const days = await t.dataSource.query(NET_BY_DAY_SQL, [1, '2030-12-09', '2030-12-10', 'Asia/Kolkata']);
    expect(days).toEqual([
      { date: '2030-12-09', cents: '1000' },
      { date: '2030-12-10', cents: '1500' },
    ]);
  });
});
