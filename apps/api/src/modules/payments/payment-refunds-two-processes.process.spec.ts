import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAllApiProcesses, splitAcross, twoInstances, type ApiProcess, type HttpCall } from '../../common/testing/api-processes';
import { paymentStage, type PaymentStage } from './payment-stage';

// Two real API processes (A and B) on one database refunding one payment at once: the
// payment's row lock, not anything in one process's memory, keeps it from being over-refunded.
let s: PaymentStage;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  s = await paymentStage();
  [a, b] = await twoInstances(s.t.db);
});
afterAll(async () => {
  await stopAllApiProcesses();
  await s?.t.close();
});

const refund = (paymentId: number, amount: number, reason: string): HttpCall => ({
  method: 'POST',
  path: `/api/payments/${paymentId}/refund`,
  headers: s.manager,
  body: { amount, reason },
});
const stored = async (paymentId: number) =>
  (
    await s.t.dataSource.query(
      `SELECT p.payment_status, p.refunded_amount::text AS refunded, (SELECT count(*)::int FROM payments r WHERE r.original_payment_id = p.payment_id) AS refunds,
              (SELECT coalesce(sum(r.amount), 0)::text FROM payments r WHERE r.original_payment_id = p.payment_id) AS refunds_total
         FROM payments p WHERE p.payment_id = $1`,
      [paymentId],
    )
  )[0];

describe('refunds of one payment through two API processes at once', () => {
  it('20 refunds of 10% and 2 of 60%: never more than the amount, refunded_amount is the sum of the refunds, and the status agrees', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 200 });
    const requests = [
      ...Array.from({ length: 20 }, (_, i) => refund(payment.payment_id, 20, `Tenth ${i}`)),
      refund(payment.payment_id, 120, 'Most, once'),
      refund(payment.payment_id, 120, 'Most, twice'),
    ];
    const answers = await splitAcross([a, b], requests);

    const granted = answers.filter((answer) => answer.status === 201);
    const grantedTotal = granted.reduce((sum, answer) => sum + (answer.body.data.refund.amount as number), 0);
    // Which refunds win depends on the order the locks are taken; how much may not exceed 200 in any order,
    // and every refusal is one of the two the rules give.
    expect(grantedTotal).toBeLessThanOrEqual(200);
    expect(granted.filter((answer) => answer.body.data.refund.amount === 120).length).toBeLessThanOrEqual(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer.status).toBe(400);
      expect(['ALREADY_REFUNDED', 'REFUND_EXCEEDS_BALANCE']).toContain(answer.body.code);
    }
    const row = await stored(payment.payment_id);
    expect(row.refunds).toBe(granted.length);
    expect(Number(row.refunds_total)).toBe(grantedTotal);
    expect(Number(row.refunded)).toBe(grantedTotal);
    expect(row.payment_status).toBe(grantedTotal === 200 ? 'refunded' : 'partially_refunded');
    // Every order of these requests leaves nothing refundable: the last 20 always fits into what remains.
    expect(grantedTotal).toBe(200);
  });

  it('20 refunds of 10% of an odd amount: exactly 10 succeed, 10 answer ALREADY_REFUNDED, and the payment is refunded', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 123.4 });
    const answers = await splitAcross([a, b], Array.from({ length: 20 }, (_, i) => refund(payment.payment_id, 12.34, `Part ${i}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.code)).toEqual(Array(10).fill('ALREADY_REFUNDED'));
    expect(await stored(payment.payment_id)).toEqual({ payment_status: 'refunded', refunded: '123.40', refunds: 10, refunds_total: '123.40' });
  });
});
