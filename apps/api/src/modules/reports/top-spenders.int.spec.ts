import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_TAKEN_STATUSES } from '@salon/contracts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { TOP_SPENDERS_SQL } from './report-clients.repository';

// The top spenders read each client's money taken (client_money_taken, migration ClientMoneyTaken) to find who can be among them.
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Nora', 'Maya', 'Zoe']) {
    [{ client_id: ids[name.toLowerCase()] }] = await t.dataSource.query(`INSERT INTO clients (salon_id, first_name, last_name) VALUES (1, $1, 'Quinn') RETURNING client_id`, [name]);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the top spenders, from the money taken', () => {
  /** Payments straight in the table: [client, dollars, instant (UTC), index of the payment a refund is of] each. */
  async function placed(rows: [number, number, string, number?][]): Promise<void> {
    const ids: number[] = [];
    for (const [client, amount, at, refundOf] of rows) {
      const [{ payment_id }] = await t.dataSource.query(
        `INSERT INTO payments (salon_id, client_id, amount, payment_method, payment_status, transaction_type, payment_date, original_payment_id)
         VALUES (1, $1, $2, 'cash', 'completed', $3, $4, $5) RETURNING payment_id`,
        [client, amount, refundOf === undefined ? 'payment' : 'refund', at, refundOf === undefined ? null : ids[refundOf]],
      );
      ids.push(payment_id as number);
    }
  }
  const args = (from: string, to: string, limit: number) => [1, from, to, 'UTC', MONEY_TAKEN_STATUSES, limit];
  /** The statement's plan as it ran, to see which of its two branches read the payments. */
  const plan = async (from: string, to: string, limit: number) =>
    (await t.dataSource.query(`EXPLAIN (ANALYZE, COSTS OFF) ${TOP_SPENDERS_SQL}`, args(from, to, limit))).map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
  const top = async (from: string, to: string, limit: number) =>
    (await t.dataSource.query(TOP_SPENDERS_SQL, args(from, to, limit))).map((row: { client_id: number; cents: string }) => [row.client_id, Number(row.cents)]);

  it('keeps a client refunded after the range, whose money net of refunds is small, among the range’s best', async () => {
    await t.dataSource.query(`TRUNCATE payments CASCADE`);
    // Nora paid most in March and was refunded most of it in April: her net over all time (50) is below Maya's March (300).
    await placed([
      [ids.nora, 500, '2031-03-10T12:00:00Z'],
      [ids.nora, 450, '2031-04-02T12:00:00Z', 0],
      [ids.maya, 300, '2031-03-11T12:00:00Z'],
      [ids.zoe, 200, '2031-03-12T12:00:00Z'],
      [ids.zoe, 900, '2031-05-12T12:00:00Z'],
    ]);
    // Read client by client: the branch adding up the range's payments never ran.
    expect(await plan('2031-03-01', '2031-03-31', 2)).toMatch(/One-Time Filter: \(NOT \(InitPlan \d+\)\.col1\)\n\s+-> {2}.+ on payments \w+ \(never executed\)/);
    expect(await top('2031-03-01', '2031-03-31', 2)).toEqual([
      [ids.nora, 50000],
      [ids.maya, 30000],
    ]);
    expect(await top('2031-03-01', '2031-04-30', 2)).toEqual([
      [ids.maya, 30000],
      [ids.zoe, 20000],
    ]);
    expect(await top('2031-03-01', '2031-05-31', 3)).toEqual([
      [ids.zoe, 110000],
      [ids.maya, 30000],
      [ids.nora, 5000],
    ]);
  });

  it('bounds a range crossing the new year by its July-to-June year, and one crossing 1 July too by all time, never by one calendar year', async () => {
    await t.dataSource.query(`TRUNCATE payments CASCADE`);
    // Nora's 600 is split across calendar years (and, for the longer range, across July-to-June years); Maya's 500 is in one of each.
    await placed([
      [ids.nora, 300, '2031-06-15T12:00:00Z'],
      [ids.nora, 300, '2031-12-20T12:00:00Z'],
      [ids.nora, 300, '2032-01-05T12:00:00Z'],
      [ids.maya, 500, '2032-01-06T12:00:00Z'],
      [ids.zoe, 700, '2032-03-01T12:00:00Z'],
      [ids.zoe, 50, '2032-01-01T03:00:00Z'],
    ]);
    expect(await top('2031-12-15', '2032-01-15', 1)).toEqual([[ids.nora, 60000]]);
    // Zoe paid at 22:00 on December 31 in New York, in 2032 in UTC: New York's last week of 2031 crosses the UTC new year.
    expect(
      (await t.dataSource.query(TOP_SPENDERS_SQL, [1, '2031-12-25', '2031-12-31', 'America/New_York', MONEY_TAKEN_STATUSES, 1])).map((row: { client_id: number }) => row.client_id),
    ).toEqual([ids.zoe]);
    expect(await top('2032-01-01', '2032-01-31', 1)).toEqual([[ids.maya, 50000]]);
    expect(await top('2031-06-01', '2032-01-05', 1)).toEqual([[ids.nora, 90000]]);
  });

  it('adds up the range’s payments by client when more clients reach the bar than it reads one by one, with the same answer', async () => {
    await t.dataSource.query(`TRUNCATE payments CASCADE`);
    // 5,010 guests who each paid $100 in June 2031: the 100 best clients of 2031 spent nothing in March, so everyone reaches the bar.
    await t.dataSource.query(
      `WITH many AS (INSERT INTO clients (salon_id, first_name, last_name) SELECT 1, 'Guest', n::text FROM generate_series(1, 5010) AS n RETURNING client_id)
       INSERT INTO payments (salon_id, client_id, amount, payment_method, payment_status, transaction_type, payment_date)
       SELECT 1, client_id, 100, 'cash', 'completed', 'payment', '2031-06-01T12:00:00Z' FROM many`,
    );
    await placed([
      [ids.nora, 40, '2031-03-10T12:00:00Z'],
      [ids.maya, 60, '2031-03-11T12:00:00Z'],
      [ids.zoe, 60, '2031-03-12T12:00:00Z'],
      [ids.zoe, 60, '2031-03-12T13:00:00Z', 2],
    ]);
    // The branch reading client by client never ran.
    expect(await plan('2031-03-01', '2031-03-31', 10)).toMatch(/One-Time Filter: \(InitPlan \d+\)\.col1\n(?:.*\n)*?\s+-> {2}Nested Loop \(never executed\)/);
    expect(await top('2031-03-01', '2031-03-31', 10)).toEqual([
      [ids.maya, 6000],
      [ids.nora, 4000],
    ]);
    // Every guest paid as much that day: the first two by id.
    const guests = await t.dataSource.query(`SELECT client_id FROM clients WHERE first_name = 'Guest' ORDER BY client_id LIMIT 2`);
    expect(await top('2031-06-01', '2031-06-01', 2)).toEqual(guests.map((row: { client_id: number }) => [row.client_id, 10000]));
  });
});
