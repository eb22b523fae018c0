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
});
afterAll(async () => {
  await s?.t.close();
});

/** Each client's money taken as stored, leaving out totals back at zero. */
const stored = () => s.t.dataSource.query(`SELECT salon_id AS salon, client_id AS client, cents::int FROM client_money_taken WHERE cents <> 0 ORDER BY 1, 2`);

/** The same counted afresh from the payments: what the totals must always equal. */
const counted = () =>
  s.t.dataSource.query(
    `SELECT salon_id AS salon, client_id AS client, (sum(amount) * 100)::int AS cents FROM payments
      WHERE client_id IS NOT NULL AND transaction_type = 'payment' AND payment_status IN ('completed', 'partially_refunded', 'refunded')
      GROUP BY 1, 2 ORDER BY 1, 2`,
  );

const refund = (paymentId: number, amount: number) => s.t.http.post(`/api/payments/${paymentId}/refund`).set(s.manager).send({ amount, reason: 'Client unhappy' });

describe("each client's money taken", () => {
  it('follows payments taken, processed, refunded, voided, edited, moved and deleted', async () => {
    const cash = await s.pay({ client_id: s.nora, amount: 60 });
    const card = await s.pay({ client_id: s.maya, amount: 120, payment_method: 'credit_card' });
    const later = await s.pay({ client_id: s.nora, amount: 45, payment_status: 'pending' });
    const declined = await s.pay({ client_id: s.maya, amount: 30, payment_status: 'pending' });
    const mistake = await s.pay({ client_id: s.maya, amount: 15 });
    expect(await stored()).toEqual([
      { salon: 1, client: s.nora, cents: 6000 },
      { salon: 1, client: s.maya, cents: 13500 },
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
      { salon: 1, client: s.nora, cents: 11000 },
      { salon: 1, client: s.maya, cents: 12000 },
    ]);
    expect(await stored()).toEqual(await counted());

    // Straight in the table: a payment moved to another client, one statement changing several, deletes.
    await s.t.dataSource.query(`UPDATE payments SET client_id = $1 WHERE payment_id = $2`, [zoe, cash.payment_id]);
    await s.t.dataSource.query(`UPDATE payments SET amount = amount + 1, payment_date = payment_date - interval '1 day' WHERE transaction_type = 'payment'`);
    expect(await stored()).toEqual(await counted());
    expect(await stored()).toContainEqual({ salon: 1, client: zoe, cents: 6100 });
    await s.t.dataSource.query(`DELETE FROM payments WHERE transaction_type = 'refund'`);
    await s.t.dataSource.query(`DELETE FROM payments WHERE payment_id = $1`, [card.payment_id]);
    expect(await stored()).toEqual(await counted());
    expect(await stored()).toEqual([
      { salon: 1, client: s.nora, cents: 5100 },
      { salon: 1, client: zoe, cents: 6100 },
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
      { salon: 1, client: s.nora, cents: 54200 },
      { salon: 1, client: s.maya, cents: 7500 },
    ]);
  });

  it('empties with the payments', async () => {
    await s.t.dataSource.query(`TRUNCATE payments CASCADE`);
    expect(await s.t.dataSource.query(`SELECT * FROM client_money_taken`)).toEqual([]);
  });
});
