import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody } from '../../common/testing/factories';
import { paymentStage, type PaymentStage } from './payment-stage';

let s: PaymentStage;
beforeAll(async () => {
  s = await paymentStage();
});
afterAll(async () => {
  await s?.t.close();
});

const balanceOf = async (appointmentId: number, headers = s.reception) =>
  contract.paymentBalances.appointmentBalance.responses[200].parse((await s.t.http.get(`/api/payments/appointments/${appointmentId}/balance`).set(headers).expect(200)).body)
    .data;

const refund = (paymentId: number, amount: number) =>
  s.t.http.post(`/api/payments/${paymentId}/refund`).set(s.manager).send({ amount, reason: 'Fringe redone' }).expect(201);

describe('GET /api/payments/appointments/{appointmentId}/balance', () => {
  it('owes 85.00 − (20.00 deposit + 50.00 paid − 10.00 refunded) = 25.00, with the deposit, the payment and its refund oldest first', async () => {
    const appointmentId = await s.appointment({ total: 85, deposit: 20 });
    const payment = await s.pay({ appointment_id: appointmentId, amount: 50 });
    await refund(payment.payment_id, 10);

    const balance = await balanceOf(appointmentId);
    expect(balance).toMatchObject({
      appointment_id: appointmentId,
      client_id: s.nora,
      total_price: 85,
      deposit_amount: 20,
      // The deposit is a payment, so paid counts it and it is not taken off a second time.
      paid_amount: 70,
      refunded_amount: 10,
      owed_amount: 25,
    });
    expect(balance.payments.map((row) => [row.transaction_type, row.amount, row.payment_status, row.original_payment_id])).toEqual([
      ['payment', 20, 'completed', null],
      ['payment', 50, 'partially_refunded', null],
      ['refund', 10, 'completed', payment.payment_id],
    ]);
  });

  it('counts only money taken: pending, failed and voided payments are listed but not paid', async () => {
    const appointmentId = await s.appointment({ total: 60 });
    await s.pay({ appointment_id: appointmentId, amount: 15, payment_status: 'pending' });
    const failed = await s.pay({ appointment_id: appointmentId, amount: 20, payment_status: 'pending' });
    await s.t.http.post(`/api/payments/${failed.payment_id}/process`).set(s.manager).send({ outcome: 'failed' }).expect(200);
    const voided = await s.pay({ appointment_id: appointmentId, amount: 25 });
    await s.t.http.put(`/api/payments/${voided.payment_id}/void`).set(s.manager).send({ reason: 'Charged twice' }).expect(200);
    await s.pay({ appointment_id: appointmentId, amount: 10 });

    const balance = await balanceOf(appointmentId);
    expect(balance).toMatchObject({ total_price: 60, deposit_amount: 0, paid_amount: 10, refunded_amount: 0, owed_amount: 50 });
    expect(balance.payments.map((row) => row.payment_status)).toEqual(['pending', 'failed', 'voided', 'completed']);
  });

  it('owes nothing once paid in full, never less than nothing after a tip, and again after a full refund', async () => {
    const appointmentId = await s.appointment({ total: 85, deposit: 20 });
    const payment = await s.pay({ appointment_id: appointmentId, amount: 80 });
    expect(await balanceOf(appointmentId)).toMatchObject({ paid_amount: 100, owed_amount: 0 });

    await refund(payment.payment_id, 80);
    expect(await balanceOf(appointmentId)).toMatchObject({ paid_amount: 100, refunded_amount: 80, owed_amount: 65 });
  });

  it('adds in cents: 100.00 − (0.10 deposit + 33.30 + 33.30 + 33.29) leaves 0.01', async () => {
    const appointmentId = await s.appointment({ total: 100, deposit: 0.1 });
    for (const amount of [33.3, 33.3, 33.29]) await s.pay({ appointment_id: appointmentId, amount });
    expect(await balanceOf(appointmentId)).toMatchObject({ paid_amount: 99.99, owed_amount: 0.01 });
  });

  it('owes nothing for a cancelled appointment, which cannot be paid; its deposit stays paid until refunded', async () => {
    const appointmentId = await s.appointment({ total: 80, deposit: 10, status: 'cancelled' });
    expect(await balanceOf(appointmentId)).toMatchObject({ total_price: 80, deposit_amount: 10, paid_amount: 10, owed_amount: 0 });
  });

  it('adds sums past the int4 limit of cents: 220 payments of 99,999.99 on one appointment and one client', async () => {
    const client = (await s.t.http.post('/api/clients').set(s.reception).send(clientBody({ first_name: 'Rich', email: 'rich@example.com' })).expect(201)).body.data
      .client_id as number;
    const appointmentId = await s.appointment({ client, total: 80 });
    // Straight in the table: 220 requests would only slow the test; the sums are what is tested.
    await s.t.dataSource.query(
      `INSERT INTO payments (salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type)
       SELECT 1, $1, $2, 99999.99, 'cash', 'completed', 'payment' FROM generate_series(1, 220)`,
      [client, appointmentId],
    );
    expect(await balanceOf(appointmentId)).toMatchObject({ paid_amount: 21_999_997.8, refunded_amount: 0, owed_amount: 0 });
    const summary = await s.t.http.get(`/api/payments/clients/${client}/summary`).set(s.reception).expect(200);
    expect(summary.body.data).toMatchObject({ total_payments: 220, total_amount: 21_999_997.8, average_payment: 99_999.99, outstanding_balance: 0 });
  });

  it('starts with nothing paid for an appointment without payments', async () => {
    const appointmentId = await s.appointment({ total: 42.5, status: 'confirmed' });
    expect(await balanceOf(appointmentId)).toEqual({
      appointment_id: appointmentId,
      client_id: s.nora,
      total_price: 42.5,
      deposit_amount: 0,
      paid_amount: 0,
      refunded_amount: 0,
      owed_amount: 42.5,
      payments: [],
    });
  });

  it("answers 404 'Appointment not found' for an unknown id and another salon's appointment; refuses users without payments:read", async () => {
    const missing = await s.t.http.get('/api/payments/appointments/999999/balance').set(s.reception).expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Appointment not found' });
    const appointmentId = await s.appointment({ total: 30 });
    const elsewhere = await signedInAtAnotherSalon(s.t, 'elsa', ['payments:read']);
    const hidden = await s.t.http.get(`/api/payments/appointments/${appointmentId}/balance`).set(elsewhere).expect(404);
    expect(hidden.body.message).toBe('Appointment not found');
    await s.t.http.get(`/api/payments/appointments/${appointmentId}/balance`).set(s.stylist).expect(403);
  });
});
