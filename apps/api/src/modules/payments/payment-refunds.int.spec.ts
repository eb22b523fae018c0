import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { paymentStage, type PaymentStage } from './payment-stage';

let s: PaymentStage;
beforeAll(async () => {
  s = await paymentStage();
});
afterAll(async () => {
  await s?.t.close();
});

const refund = (paymentId: number, body: Record<string, unknown>) => s.t.http.post(`/api/payments/${paymentId}/refund`).set(s.manager).send(body);
const stored = async (paymentId: number) =>
  (await s.t.dataSource.query(`SELECT payment_status, refunded_amount::text FROM payments WHERE payment_id = $1`, [paymentId]))[0] as {
    payment_status: string;
    refunded_amount: string;
  };

describe('POST /api/payments/:id/refund', () => {
  it('writes a refund row linked to its payment and makes the payment partially_refunded, then refunded', async () => {
    const appointmentId = await s.appointment({ client: s.maya, date: '2026-03-05', start: '11:00' });
    const payment = await s.pay({ appointment_id: appointmentId, amount: 85, payment_method: 'credit_card' });
    const first = await refund(payment.payment_id, { amount: 10.1, reason: 'Colour not as agreed' }).expect(201);
    const result = contract.payments.refund.responses[201].parse(first.body).data;
    expect(result.refund).toMatchObject({
      client_id: s.maya,
      appointment_id: appointmentId,
      amount: 10.1,
      payment_method: 'credit_card',
      payment_status: 'completed',
      transaction_type: 'refund',
      original_payment_id: payment.payment_id,
      refunded_amount: 0,
      refundable_amount: 0,
      reason: 'Colour not as agreed',
      created_by_name: 'Mark Tester',
    });
    expect(result.payment).toMatchObject({ payment_status: 'partially_refunded', refunded_amount: 10.1, refundable_amount: 74.9 });
    expect(result.payment.refunds.map((row) => row.payment_id)).toEqual([result.refund.payment_id]);

    const last = await refund(payment.payment_id, { amount: 74.9, reason: 'Client unhappy' }).expect(201);
    expect(last.body.data.payment).toMatchObject({ payment_status: 'refunded', refunded_amount: 85, refundable_amount: 0 });
    expect(await stored(payment.payment_id)).toEqual({ payment_status: 'refunded', refunded_amount: '85.00' });
    const detail = await s.t.http.get(`/api/payments/${payment.payment_id}`).set(s.reception).expect(200);
    expect(detail.body.data.refunds.map((row: { amount: number }) => row.amount)).toEqual([10.1, 74.9]);
  });

  it('answers 400 ALREADY_REFUNDED "Payment already refunded" once nothing remains', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 20 });
    await refund(payment.payment_id, { amount: 20, reason: 'Double charge' }).expect(201);
    const again = await refund(payment.payment_id, { amount: 1, reason: 'Again' }).expect(400);
    expect(again.body).toMatchObject({ code: 'ALREADY_REFUNDED', message: 'Payment already refunded' });
  });

  it('refuses more than what remains, naming what still can be refunded', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 1250 });
    await refund(payment.payment_id, { amount: 0.5, reason: 'Part' }).expect(201);
    const over = await refund(payment.payment_id, { amount: 1249.51, reason: 'Too much' }).expect(400);
    expect(over.body).toMatchObject({
      code: 'REFUND_EXCEEDS_BALANCE',
      message: 'Refund cannot exceed $1,249.50 still refundable',
      details: { fieldErrors: { amount: ['Refund cannot exceed $1,249.50 still refundable'] } },
    });
    expect(await stored(payment.payment_id)).toEqual({ payment_status: 'partially_refunded', refunded_amount: '0.50' });
  });

  it('refuses a pending, failed or voided payment and a refund itself (409 INVALID_TRANSITION)', async () => {
    const pending = await s.pay({ client_id: s.nora, amount: 20, payment_status: 'pending' });
    const notTaken = await refund(pending.payment_id, { amount: 1, reason: 'x' }).expect(409);
    expect(notTaken.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Only a completed payment can be refunded; this one is pending' });
    const voided = await s.pay({ client_id: s.nora, amount: 20 });
    await s.t.http.put(`/api/payments/${voided.payment_id}/void`).set(s.manager).send({ reason: 'Mistake' }).expect(200);
    expect((await refund(voided.payment_id, { amount: 1, reason: 'x' }).expect(409)).body.message).toBe('Only a completed payment can be refunded; this one is voided');
    const paid = await s.pay({ client_id: s.nora, amount: 20 });
    const made = await refund(paid.payment_id, { amount: 5, reason: 'x' }).expect(201);
    const ofRefund = await refund(made.body.data.refund.payment_id, { amount: 1, reason: 'x' }).expect(409);
    expect(ofRefund.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'A refund cannot be refunded' });
  });

  it('asks for an amount above zero and a reason', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 20 });
    const response = await refund(payment.payment_id, { amount: 0, reason: '' }).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ amount: ['Refund amount must be greater than zero'], reason: ['Please give a reason for the refund'] });
  });

  it('two concurrent refunds of 60% each: exactly one succeeds, and the payment holds that one refund', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 100 });
    const responses = await Promise.all([refund(payment.payment_id, { amount: 60, reason: 'A' }), refund(payment.payment_id, { amount: 60, reason: 'B' })]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(responses.find((response) => response.status === 400)!.body).toMatchObject({
      code: 'REFUND_EXCEEDS_BALANCE',
      message: 'Refund cannot exceed $40.00 still refundable',
    });
    expect(await stored(payment.payment_id)).toEqual({ payment_status: 'partially_refunded', refunded_amount: '60.00' });
    const [{ count }] = await s.t.dataSource.query(`SELECT count(*)::int AS count FROM payments WHERE original_payment_id = $1`, [payment.payment_id]);
    expect(count).toBe(1);
  });

  it('20 concurrent refunds of 10% each: exactly 10 succeed and the payment is refunded', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 123.4 });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => refund(payment.payment_id, { amount: 12.34, reason: `Part ${i}` })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(responses.filter((response) => response.status === 400).map((response) => response.body.code)).toEqual(Array(10).fill('ALREADY_REFUNDED'));
    expect(await stored(payment.payment_id)).toEqual({ payment_status: 'refunded', refunded_amount: '123.40' });
    const [{ count, total }] = await s.t.dataSource.query(
      `SELECT count(*)::int AS count, sum(amount)::text AS total FROM payments WHERE original_payment_id = $1`,
      [payment.payment_id],
    );
    expect({ count, total }).toEqual({ count: 10, total: '123.40' });
  });

  it('the table itself refuses a refunded sum beyond the amount', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 10 });
    await expect(s.t.dataSource.query(`UPDATE payments SET refunded_amount = 10.01 WHERE payment_id = $1`, [payment.payment_id])).rejects.toThrow(
      /chk_payments_refunded_amount/,
    );
  });
});
