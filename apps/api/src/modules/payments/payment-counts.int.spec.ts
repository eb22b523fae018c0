import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn } from '../../common/testing/accounts';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { paymentStage, type PaymentStage } from './payment-stage';

// payment_counts (migration PaymentCounts): kept by triggers, whoever writes the payments; the list's total_count reads it.
usePretendClock();

let s: PaymentStage;
beforeAll(async () => {
  s = await paymentStage();
});
afterAll(async () => {
  await s?.t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const GRAIN_ROWS = `grain, payment_status AS status, payment_method AS method, transaction_type AS type`;

/** The counts as stored, leaving out those back at zero. */
const stored = () =>
  s.t.dataSource.query(
    `SELECT ${GRAIN_ROWS}, CASE grain WHEN 'all' THEN 'all' WHEN 'day' THEN to_char(period AT TIME ZONE 'UTC', 'YYYY-MM-DD')
                                      ELSE to_char(period AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') END AS period, payments::int
       FROM payment_counts WHERE payments <> 0 ORDER BY 1, 5, 2, 3, 4`,
  );

/** The same counted afresh from the payments: what the counts must always equal. */
const counted = () =>
  s.t.dataSource.query(
    `SELECT grain, status, method, type, period, count(*)::int AS payments
       FROM (SELECT p.payment_status AS status, p.payment_method AS method, p.transaction_type AS type, g.grain, g.period
               FROM payments p CROSS JOIN LATERAL (VALUES
                 ('all', 'all'),
                 ('day', to_char(p.payment_date AT TIME ZONE 'UTC', 'YYYY-MM-DD')),
                 ('quarter', to_char(p.payment_date AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:') ||
                             lpad((extract(minute FROM p.payment_date AT TIME ZONE 'UTC')::int / 15 * 15)::text, 2, '0'))) AS g(grain, period)) AS rows
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 5, 2, 3, 4`,
  );

const refund = (paymentId: number, amount: number) => s.t.http.post(`/api/payments/${paymentId}/refund`).set(s.manager).send({ amount, reason: 'Client unhappy' });

describe('the payment counts', () => {
  it('follow payments taken, processed, refunded, voided, edited, moved and deleted', async () => {
    const cash = await s.pay({ client_id: s.nora, amount: 60 });
    const card = await s.pay({ client_id: s.maya, amount: 120, payment_method: 'credit_card' });
    const later = await s.pay({ client_id: s.nora, amount: 45, payment_status: 'pending' });
    const declined = await s.pay({ client_id: s.nora, amount: 30, payment_method: 'debit_card', payment_status: 'pending' });
    const mistake = await s.pay({ client_id: s.maya, amount: 15 });
    expect(await stored()).toEqual(await counted());
    expect((await stored()).filter((row: { grain: string }) => row.grain === 'all')).toEqual([
      { grain: 'all', status: 'completed', method: 'cash', type: 'payment', period: 'all', payments: 2 },
      { grain: 'all', status: 'completed', method: 'credit_card', type: 'payment', period: 'all', payments: 1 },
      { grain: 'all', status: 'pending', method: 'cash', type: 'payment', period: 'all', payments: 1 },
      { grain: 'all', status: 'pending', method: 'debit_card', type: 'payment', period: 'all', payments: 1 },
    ]);

    await s.t.http.put(`/api/payments/${later.payment_id}`).set(s.manager).send({ payment_method: 'gift_card', notes: 'Voucher' }).expect(200);
    await s.t.http.post(`/api/payments/${later.payment_id}/process`).set(s.manager).send({}).expect(200);
    await s.t.http.post(`/api/payments/${declined.payment_id}/process`).set(s.manager).send({ outcome: 'failed' }).expect(200);
    await refund(card.payment_id, 20).expect(201);
    await refund(card.payment_id, 100).expect(201);
    await refund(cash.payment_id, 10).expect(201);
    await s.t.http.put(`/api/payments/${mistake.payment_id}/void`).set(s.manager).send({ reason: 'Wrong client' }).expect(200);
    expect(await stored()).toEqual(await counted());
    expect((await stored()).filter((row: { grain: string }) => row.grain === 'all')).toEqual([
      { grain: 'all', status: 'completed', method: 'cash', type: 'refund', period: 'all', payments: 1 },
      { grain: 'all', status: 'completed', method: 'credit_card', type: 'refund', period: 'all', payments: 2 },
      { grain: 'all', status: 'completed', method: 'gift_card', type: 'payment', period: 'all', payments: 1 },
      { grain: 'all', status: 'failed', method: 'debit_card', type: 'payment', period: 'all', payments: 1 },
      { grain: 'all', status: 'partially_refunded', method: 'cash', type: 'payment', period: 'all', payments: 1 },
      { grain: 'all', status: 'refunded', method: 'credit_card', type: 'payment', period: 'all', payments: 1 },
      { grain: 'all', status: 'voided', method: 'cash', type: 'payment', period: 'all', payments: 1 },
    ]);

    // Moved across days and quarters, one statement moving several; then refunds deleted.
    await s.t.dataSource.query(`UPDATE payments SET payment_date = '2030-11-30T23:59:59Z' WHERE payment_id = $1`, [cash.payment_id]);
    await s.t.dataSource.query(`UPDATE payments SET payment_date = payment_date - interval '7 minutes' WHERE transaction_type = 'refund'`);
    await s.t.dataSource.query(`UPDATE payments SET notes = 'Checked' WHERE payment_id = $1`, [card.payment_id]);
    expect(await stored()).toEqual(await counted());
    await s.t.dataSource.query(`DELETE FROM payments WHERE transaction_type = 'refund' AND payment_method = 'credit_card'`);
    expect(await stored()).toEqual(await counted());
    expect((await stored()).filter((row: { grain: string }) => row.grain === 'day')).toContainEqual({
      grain: 'day',
      status: 'partially_refunded',
      method: 'cash',
      type: 'payment',
      period: '2030-11-30',
      payments: 1,
    });
  });

  it('lose no count when payments and refunds arrive at once', async () => {
    await s.t.dataSource.query(`TRUNCATE payments CASCADE`);
    const big = await s.pay({ client_id: s.nora, amount: 500, payment_method: 'credit_card' });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => refund(big.payment_id, 50)),
      ...Array.from({ length: 6 }, (_, index) => s.t.http.post('/api/payments').set(s.reception).send({ client_id: s.maya, amount: 10 + index, payment_method: 'credit_card' })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201]);
    expect(await stored()).toEqual(await counted());
    const [{ refunds }] = await s.t.dataSource.query(
      `SELECT payments::int AS refunds FROM payment_counts WHERE grain = 'all' AND payment_status = 'completed' AND payment_method = 'credit_card' AND transaction_type = 'refund'`,
    );
    expect(refunds).toBe(6);
  });

  it('empty with the payments', async () => {
    await s.t.dataSource.query(`TRUNCATE payments CASCADE`);
    expect(await stored()).toEqual([]);
    expect(await counted()).toEqual([]);
  });
});

describe("GET /api/payments total_count, from the counts, on the salon's days", () => {
  /** A payment straight in the table, taken at an instant (UTC). */
  async function placed(at: string, status: string, method: string, refundOf: number | null = null): Promise<number> {
    const [{ payment_id }] = await s.t.dataSource.query(
      `INSERT INTO payments (salon_id, client_id, amount, payment_method, payment_status, transaction_type, payment_date, original_payment_id)
       VALUES (1, $1, 20, $2, $3, $4, $5, $6) RETURNING payment_id`,
      [s.nora, method, status, refundOf === null ? 'payment' : 'refund', at, refundOf],
    );
    return payment_id as number;
  }

  let desk: Record<string, string>;
  const total = async (query: Record<string, string>) => {
    const response = await s.t.http.get('/api/payments').query({ limit: 100, ...query }).set(desk).expect(200);
    const data = response.body.data as { items: unknown[]; total_count: number };
    // Every matching payment fits one page here, so the count must be what the page lists.
    expect(data.total_count).toBe(data.items.length);
    return data.total_count;
  };

  it('counts each filter and their mix, in a zone 5:45 off UTC (Kathmandu, where a salon day starts at 18:15 UTC)', async () => {
    // 12:00 UTC on December 10 is 17:45 that day in Kathmandu; the desk signs in at that time.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-10T12:00:00Z'), shouldAdvanceTime: true });
    desk = bearer((await signIn(s.t, 'priya')).token);
    await s.t.dataSource.query(`TRUNCATE payments CASCADE`);
    await s.t.dataSource.query(`UPDATE salons SET time_zone = 'Asia/Kathmandu' WHERE salon_id = 1`);
    await placed('2030-11-01T00:00:00Z', 'completed', 'check'); // Nov 1, 05:45
    await placed('2030-12-09T18:14:59Z', 'completed', 'cash'); // Dec 9, 23:59:59
    const card = await placed('2030-12-09T18:15:00Z', 'completed', 'credit_card'); // Dec 10, 00:00
    await placed('2030-12-10T00:00:00Z', 'pending', 'cash'); // Dec 10, 05:45
    await placed('2030-12-10T18:14:00Z', 'completed', 'cash'); // Dec 10, 23:59
    await placed('2030-12-10T18:15:00Z', 'completed', 'credit_card', card); // Dec 11, 00:00
    await placed('2030-12-12T12:00:00Z', 'voided', 'cash'); // Dec 12

    expect(await total({})).toBe(7);
    // Within one UTC day's edges: no whole UTC day inside.
    expect(await total({ date_from: '2030-12-10', date_to: '2030-12-10' })).toBe(3);
    // Whole UTC days (December 9 and 10) and the quarters at both ends.
    expect(await total({ date_from: '2030-12-09', date_to: '2030-12-11' })).toBe(5);
    expect(await total({ date_from: '2030-12-11' })).toBe(2);
    expect(await total({ date_to: '2030-12-10' })).toBe(5);
    expect(await total({ date_to: '2030-11-30' })).toBe(1);
    expect(await total({ payment_status: 'completed' })).toBe(5);
    expect(await total({ payment_status: 'completed', date_from: '2030-12-10', date_to: '2030-12-10' })).toBe(2);
    expect(await total({ payment_method: 'cash', date_from: '2030-12-10' })).toBe(3);
    expect(await total({ transaction_type: 'refund' })).toBe(1);
    expect(await total({ transaction_type: 'payment', payment_method: 'credit_card', payment_status: 'completed' })).toBe(1);
    expect(await total({ payment_status: 'failed' })).toBe(0);

    expect(await total({ date_range: 'today' })).toBe(3);
    expect(await total({ date_range: 'yesterday' })).toBe(1);

    // The same payments on New York's days (UTC-5): December 9 runs 05:00 UTC to 05:00 UTC.
    await s.t.dataSource.query(`UPDATE salons SET time_zone = 'America/New_York' WHERE salon_id = 1`);
    expect(await total({ date_from: '2030-12-09', date_to: '2030-12-09' })).toBe(3);
    expect(await total({ date_from: '2030-10-31', date_to: '2030-10-31' })).toBe(1);
  });
});
