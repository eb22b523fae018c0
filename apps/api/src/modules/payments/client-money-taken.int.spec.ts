import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { paymentStage, type PaymentStage } from './payment-stage';

// client_money_taken (migration ClientMoneyTaken): kept by triggers, whoever writes the payments; the reports' top spenders read it.
usePretendClock();

let s: PaymentStage;
let zoe: number;
beforeAll(async () => {
  s = await paymentStage();
  zoe = (await s.t.http.post('/api/clients').set(s.reception).send(clientBody({ first_name: 'Zoe', last_name: 'Park', email: null, phone: null })).expect(201)).body.data
    .client_id as number;
  const [keys] = await s.t.dataSource.query(
    `SELECT 2 * extract(year FROM now() AT TIME ZONE 'UTC')::int AS calendar, 2 * extract(year FROM now() AT TIME ZONE 'UTC' - interval '6 months')::int + 1 AS "fromJuly"`,
  );
  now = [keys.calendar, keys.fromJuly];
});
afterAll(async () => {
  await s?.t.close();
});

/** Each client's money taken as stored (year 0 all time, 2·Y calendar year Y, 2·Y + 1 July of Y to June), leaving out totals back at zero. */
const stored = () =>
  s.t.dataSource.query(`SELECT salon_id AS salon, client_id AS client, year, cents::int FROM client_money_taken WHERE cents <> 0 ORDER BY 1, 2, 3`);

/** The same counted afresh from the payments: what the totals must always equal. */
const counted = () =>
  s.t.dataSource.query(
    `SELECT salon_id AS salon, client_id AS client, y.year, (sum(amount) * 100)::int AS cents
       FROM payments CROSS JOIN LATERAL (VALUES (0), (2 * extract(year FROM payment_date AT TIME ZONE 'UTC')::int),
                                                (2 * extract(year FROM payment_date AT TIME ZONE 'UTC' - interval '6 months')::int + 1)) AS y(year)
      WHERE client_id IS NOT NULL AND transaction_type = 'payment' AND payment_status IN ('completed', 'partially_refunded', 'refunded')
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );

/** The year keys of a payment taken now, by the database's own clock (not the pretend one): its calendar year's and its July-to-June year's. */
let now: [number, number];
/** 1 January 2031 (UTC) is in calendar year 2031 and in the year from July 2030. */
const NEW_YEAR_2031: [number, number] = [4062, 4061];

/** A client's all-time row and its two years' rows, all holding `cents`. */
const rows = (client: number, cents: number, [calendar, fromJuly] = now) =>
  [
    { salon: 1, client, year: 0, cents },
    { salon: 1, client, year: calendar, cents },
    { salon: 1, client, year: fromJuly, cents },
  ].sort((a, b) => a.year - b.year);

const refund = (paymentId: number, amount: number) => s.t.http.post(`/api/payments/${paymentId}/refund`).set(s.manager).send({ amount, reason: 'Client unhappy' });

describe("each client's money taken", () => {
  it('follows payments taken, processed, refunded, voided, edited, moved and deleted', async () => {
    const cash = await s.pay({ client_id: s.nora, amount: 60 });
    const card = await s.pay({ client_id: s.maya, amount: 120, payment_method: 'credit_card' });
    const later = await s.pay({ client_id: s.nora, amount: 45, payment_status: 'pending' });
    const declined = await s.pay({ client_id: s.maya, amount: 30, payment_status: 'pending' });
    const mistake = await s.pay({ client_id: s.maya, amount: 15 });
    expect(await stored()).toEqual([
      ...rows(s.nora, 6000),
      ...rows(s.maya, 13500),
    ]);

    // A pending amount edited then taken, one declined, refunds (which leave the money taken as it was), a void.
    await s.t.http.put(`/api/payments/${later.payment_id}`).set(s.manager).send({ amount: 50, notes: 'Voucher' }).expect(200);
    await s.t.http.post(`/api/payments/${later.payment_id}/process`).set(s.manager).send({}).expect(200);
    await s.t.http.post(`/api/payments/${declined.payment_id}/process`).set(s.manager).send({ outcome: 'failed' }).expect(200);
    await refund(card.payment_id, 20).expect(201);
    await refund(card.payment_id, 100).expect(201);
    await refund(cash.payment_id, 10).expect(201);
    await s.t.http.put(`/api/payments/${mistake.payment_id}/void`).set(s.manager).send({ reason: 'Wrong client' }).expect(200);
    expect(await stored()).toEqual([
      ...rows(s.nora, 11000),
      ...rows(s.maya, 12000),
    ]);
    expect(await stored()).toEqual(await counted());

    // Straight in the table: a payment moved to another client and into 2031, one statement changing several, deletes.
    await s.t.dataSource.query(`UPDATE payments SET client_id = $1, payment_date = '2031-01-01T00:00:00Z' WHERE payment_id = $2`, [zoe, cash.payment_id]);
    await s.t.dataSource.query(`UPDATE payments SET amount = amount + 1 WHERE transaction_type = 'payment'`);
    expect(await stored()).toEqual(await counted());
    expect(await stored()).toContainEqual({ salon: 1, client: zoe, year: 4062, cents: 6100 });
    await s.t.dataSource.query(`DELETE FROM payments WHERE transaction_type = 'refund'`);
    await s.t.dataSource.query(`DELETE FROM payments WHERE payment_id = $1`, [card.payment_id]);
    expect(await stored()).toEqual(await counted());
    expect(await stored()).toEqual([
      ...rows(s.nora, 5100),
      ...rows(zoe, 6100, NEW_YEAR_2031),
    ]);
  });

  it('loses nothing when payments, refunds and voids arrive at once', async () => {
    await s.t.dataSource.query(`TRUNCATE payments CASCADE`);
    const big = await s.pay({ client_id: s.nora, amount: 500, payment_method: 'credit_card' });
    const twice = await Promise.all(Array.from({ length: 4 }, () => s.pay({ client_id: s.maya, amount: 25 })));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => refund(big.payment_id, 50)),
      ...Array.from({ length: 6 }, (_, index) => s.t.http.post('/api/payments').set(s.reception).send({ client_id: s.maya, amount: 10 + index, payment_method: 'cash' })),
      ...Array.from({ length: 6 }, () => s.t.http.post('/api/payments').set(s.reception).send({ client_id: s.nora, amount: 7, payment_method: 'cash' })),
      ...twice.map((payment) => s.t.http.put(`/api/payments/${payment.payment_id}/void`).set(s.manager).send({ reason: 'Taken twice' })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array.from({ length: 17 }, () => 201), 200, 200, 200, 200]);
    expect(await stored()).toEqual(await counted());
    expect(await stored()).toEqual([
      ...rows(s.nora, 54200),
      ...rows(s.maya, 7500),
    ]);
  });

  it('empties with the payments', async () => {
    await s.t.dataSource.query(`TRUNCATE payments CASCADE`);
    expect(await s.t.dataSource.query(`SELECT * FROM client_money_taken`)).toEqual([]);
  });
});
