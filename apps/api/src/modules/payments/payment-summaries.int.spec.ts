import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStage, type PaymentStage } from './payment-stage';

let s: PaymentStage;

/** Takes a payment through the API and sets when it was taken; its id. */
async function placed(body: Record<string, unknown>, paymentDate: string): Promise<number> {
  const payment = await s.pay(body);
  await s.t.dataSource.query(`UPDATE payments SET payment_date = $2 WHERE payment_id = $1`, [payment.payment_id, paymentDate]);
  return payment.payment_id;
}

async function refunded(paymentId: number, amount: number, refundDate: string) {
  const response = await s.t.http.post(`/api/payments/${paymentId}/refund`).set(s.manager).send({ amount, reason: 'Unhappy' }).expect(201);
  await s.t.dataSource.query(`UPDATE payments SET payment_date = $2 WHERE payment_id = $1`, [response.body.data.refund.payment_id, refundDate]);
}

beforeAll(async () => {
  s = await paymentStage();
  // 3 March 2026 in New York (UTC-5): from 05:00 UTC to 05:00 UTC the next day.
  const cash = await placed({ client_id: s.nora, amount: 40.1 }, '2026-03-03T05:00:00Z');
  await placed({ client_id: s.nora, amount: 20.2 }, '2026-03-04T04:59:59Z');
  const card = await placed({ client_id: s.maya, amount: 100, payment_method: 'credit_card' }, '2026-03-03T15:00:00Z');
  await refunded(card, 30.3, '2026-03-03T18:00:00Z');
  await refunded(cash, 40.1, '2026-03-05T15:00:00Z');
  await placed({ client_id: s.maya, amount: 55, payment_method: 'credit_card', payment_status: 'pending' }, '2026-03-03T16:00:00Z');
  const voided = await placed({ client_id: s.maya, amount: 7, payment_method: 'check' }, '2026-03-03T17:00:00Z');
  await s.t.http.put(`/api/payments/${voided}/void`).set(s.manager).send({ reason: 'Bounced' }).expect(200);
  // The days either side.
  await placed({ client_id: s.nora, amount: 1000 }, '2026-03-03T04:59:59Z');
});
afterAll(async () => {
  await s?.t.close();
});

describe('GET /api/payments/daily-summary/:date', () => {
  it("counts the money taken and refunded on one salon day, by method, in exact cents", async () => {
    const response = await s.t.http.get('/api/payments/daily-summary/2026-03-03').set(s.reception).expect(200);
    expect(response.body.data).toEqual({
      date: '2026-03-03',
      payment_count: 3,
      gross_amount: 160.3,
      refund_count: 1,
      refund_amount: 30.3,
      net_amount: 130,
      by_method: [
        { payment_method: 'cash', count: 2, amount: 60.3, refund_amount: 0, net_amount: 60.3 },
        { payment_method: 'credit_card', count: 1, amount: 100, refund_amount: 30.3, net_amount: 69.7 },
      ],
    });
  });

  it('puts a later refund on its own day, and a day with nothing at zero', async () => {
    const later = await s.t.http.get('/api/payments/daily-summary/2026-03-05').set(s.reception).expect(200);
    expect(later.body.data).toMatchObject({ payment_count: 0, gross_amount: 0, refund_count: 1, refund_amount: 40.1, net_amount: -40.1 });
    const empty = await s.t.http.get('/api/payments/daily-summary/2026-01-01').set(s.reception).expect(200);
    expect(empty.body.data).toEqual({ date: '2026-01-01', payment_count: 0, gross_amount: 0, refund_count: 0, refund_amount: 0, net_amount: 0, by_method: [] });
    await s.t.http.get('/api/payments/daily-summary/2026-02-30').set(s.reception).expect(400);
  });
});

describe('GET /api/payments/summary', () => {
  it('sums a range of salon days by method, type and status; pending and voided only by status', async () => {
    const response = await s.t.http.get('/api/payments/summary').query({ from: '2026-03-03', to: '2026-03-05' }).set(s.reception).expect(200);
    expect(response.body.data).toEqual({
      from: '2026-03-03',
      to: '2026-03-05',
      payment_count: 3,
      gross_amount: 160.3,
      refund_count: 2,
      refund_amount: 70.4,
      net_amount: 89.9,
      by_method: [
        { payment_method: 'cash', count: 2, amount: 60.3, refund_amount: 40.1, net_amount: 20.2 },
        { payment_method: 'credit_card', count: 1, amount: 100, refund_amount: 30.3, net_amount: 69.7 },
      ],
      by_type: [
        { transaction_type: 'payment', count: 3, amount: 160.3 },
        { transaction_type: 'refund', count: 2, amount: 70.4 },
      ],
      by_status: [
        { payment_status: 'pending', count: 1, amount: 55 },
        { payment_status: 'completed', count: 1, amount: 20.2 },
        { payment_status: 'refunded', count: 1, amount: 40.1 },
        { payment_status: 'partially_refunded', count: 1, amount: 100 },
        { payment_status: 'voided', count: 1, amount: 7 },
      ],
    });
  });

  it('needs from and to, in order, at most 366 days; the stylist may not read it', async () => {
    await s.t.http.get('/api/payments/summary').query({ from: '2026-03-03' }).set(s.reception).expect(400);
    await s.t.http.get('/api/payments/summary').query({ from: '2026-03-04', to: '2026-03-03' }).set(s.reception).expect(400);
    const tooLong = await s.t.http.get('/api/payments/summary').query({ from: '2026-01-01', to: '2027-01-02' }).set(s.reception).expect(400);
    expect(tooLong.body.details.fieldErrors).toEqual({ to: ['The range can cover at most 366 days'] });
    await s.t.http.get('/api/payments/summary').query({ from: '2026-03-03', to: '2026-03-03' }).set(s.stylist).expect(403);
  });
});
