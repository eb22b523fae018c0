import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAtAnotherSalon } from '../../common/testing/accounts';
import { paymentStage, type PaymentStage } from './payment-stage';

let s: PaymentStage;
beforeAll(async () => {
  s = await paymentStage();
});
afterAll(async () => {
  await s?.t.close();
});

describe('POST /api/payments', () => {
  it('takes a completed payment for a client, with who took it, and answers it in the contract shape', async () => {
    const response = await s.t.http
      .post('/api/payments')
      .set(s.reception)
      .send({ client_id: s.nora, amount: 45.5, payment_method: 'cash', notes: ' Paid at the desk ', transaction_reference: '' })
      .expect(201);
    const payment = contract.payments.create.responses[201].parse(response.body).data;
    expect(payment).toMatchObject({
      client_id: s.nora,
      client: { first_name: 'Nora', last_name: 'Quinn', email: 'nora.quinn@example.com', phone: '+1 212 555 0147' },
      appointment_id: null,
      appointment: null,
      amount: 45.5,
      payment_method: 'cash',
      payment_status: 'completed',
      transaction_type: 'payment',
      transaction_reference: null,
      notes: 'Paid at the desk',
      original_payment_id: null,
      refunded_amount: 0,
      refundable_amount: 45.5,
      reason: null,
      created_by_name: 'Priya Tester',
      receipt_sent: false,
    });
  });

  it("takes the appointment's client for an appointment's payment, and shows the appointment", async () => {
    const appointmentId = await s.appointment({ client: s.maya, date: '2026-03-04', start: '10:30' });
    const payment = await s.pay({ appointment_id: appointmentId, amount: 80, payment_method: 'credit_card', payment_status: 'pending' });
    expect(payment).toMatchObject({
      client_id: s.maya,
      appointment_id: appointmentId,
      appointment: { appointment_date: '2026-03-04', start_time: '10:30', service_name: "Women's Haircut", employee_name: 'Sofia Marino' },
      payment_status: 'pending',
      refundable_amount: 0,
    });
  });

  it('refuses another client than the appointment\'s, a missing client, an unknown client and an unknown appointment', async () => {
    const appointmentId = await s.appointment({ client: s.maya });
    const mismatch = await s.t.http.post('/api/payments').set(s.reception).send({ appointment_id: appointmentId, client_id: s.nora, amount: 10, payment_method: 'cash' }).expect(400);
    expect(mismatch.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fieldErrors: { client_id: ['This appointment belongs to another client'] } } });
    const missing = await s.t.http.post('/api/payments').set(s.reception).send({ amount: 10, payment_method: 'cash' }).expect(400);
    expect(missing.body.details.fieldErrors).toEqual({ client_id: ['Please select a client'] });
    const unknown = await s.t.http.post('/api/payments').set(s.reception).send({ client_id: 999999, amount: 10, payment_method: 'cash' }).expect(400);
    expect(unknown.body.details.fieldErrors).toEqual({ client_id: ['Client not found'] });
    const noAppointment = await s.t.http.post('/api/payments').set(s.reception).send({ appointment_id: 999999, amount: 10, payment_method: 'cash' }).expect(404);
    expect(noAppointment.body).toMatchObject({ code: 'NOT_FOUND', message: 'Appointment not found' });
  });

  it('refuses to take money for a cancelled appointment (409 APPOINTMENT_NOT_BILLABLE)', async () => {
    const appointmentId = await s.appointment({ status: 'cancelled' });
    const response = await s.t.http.post('/api/payments').set(s.reception).send({ appointment_id: appointmentId, amount: 10, payment_method: 'cash' }).expect(409);
    expect(response.body).toMatchObject({ code: 'APPOINTMENT_NOT_BILLABLE', message: 'A cancelled appointment cannot be paid' });
  });

  it('does not cap the amount by what is owed (a tip, a product), and refuses zero, more than 99,999.99 and a third decimal', async () => {
    const appointmentId = await s.appointment({ total: 50 });
    expect((await s.pay({ appointment_id: appointmentId, amount: 65 })).amount).toBe(65);
    const zero = await s.t.http.post('/api/payments').set(s.reception).send({ client_id: s.nora, amount: 0, payment_method: 'cash' }).expect(400);
    expect(zero.body.details.fieldErrors).toEqual({ amount: ['Payment amount must be greater than zero'] });
    const big = await s.t.http.post('/api/payments').set(s.reception).send({ client_id: s.nora, amount: 100_000, payment_method: 'cash' }).expect(400);
    expect(big.body.details.fieldErrors).toEqual({ amount: ['Payment amount cannot exceed $99,999.99'] });
    const cents = await s.t.http.post('/api/payments').set(s.reception).send({ client_id: s.nora, amount: 10.005, payment_method: 'cash' }).expect(400);
    expect(cents.body.details.fieldErrors).toEqual({ amount: ['Amount must have at most two decimals'] });
  });

  it('refuses an amount below one cent (it would be stored as zero) with a 400 on create, refund and edit, never a 500', async () => {
    const create = (amount: unknown) => s.t.http.post('/api/payments').set(s.reception).send({ client_id: s.nora, amount, payment_method: 'cash' });
    for (const amount of [1e-9, '1e-9', 0.004]) {
      expect((await create(amount).expect(400)).body.details.fieldErrors).toEqual({ amount: ['Payment amount must be greater than zero'] });
    }
    const completed = await s.pay({ client_id: s.nora, amount: 20 });
    for (const amount of [1e-9, '1e-9', 0.004]) {
      const refund = await s.t.http.post(`/api/payments/${completed.payment_id}/refund`).set(s.manager).send({ amount, reason: 'Spilt dye' }).expect(400);
      expect(refund.body.details.fieldErrors).toEqual({ amount: ['Refund amount must be greater than zero'] });
    }
    const pending = await s.pay({ client_id: s.nora, amount: 20, payment_status: 'pending' });
    for (const amount of [1e-9, '1e-9', 0.004]) {
      const edit = await s.t.http.put(`/api/payments/${pending.payment_id}`).set(s.manager).send({ amount }).expect(400);
      expect(edit.body.details.fieldErrors).toEqual({ amount: ['Payment amount must be greater than zero'] });
    }
  });

  it('keeps exact cents: 0.1 + 0.2 taken twice reads back as written', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 0.3 });
    expect((await s.t.http.get(`/api/payments/${payment.payment_id}`).set(s.reception).expect(200)).body.data.amount).toBe(0.3);
    const [{ amount }] = await s.t.dataSource.query(`SELECT amount::text FROM payments WHERE payment_id = $1`, [payment.payment_id]);
    expect(amount).toBe('0.30');
  });
});

describe('GET /api/payments/:id', () => {
  it('answers 404 "Payment not found" for an unknown id and another salon\'s payment', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 20 });
    const missing = await s.t.http.get('/api/payments/999999').set(s.reception).expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Payment not found' });
    const elsewhere = await signedInAtAnotherSalon(s.t, 'elsa', ['payments:read', 'payments:update', 'payments:refund', 'payments:void']);
    await s.t.http.get(`/api/payments/${payment.payment_id}`).set(elsewhere).expect(404);
    await s.t.http.put(`/api/payments/${payment.payment_id}`).set(elsewhere).send({ notes: 'x' }).expect(404);
    await s.t.http.post(`/api/payments/${payment.payment_id}/refund`).set(elsewhere).send({ amount: 1, reason: 'x' }).expect(404);
    await s.t.http.put(`/api/payments/${payment.payment_id}/void`).set(elsewhere).send({ reason: 'x' }).expect(404);
    await s.t.http.post(`/api/payments/${payment.payment_id}/process`).set(elsewhere).send({}).expect(404);
    const list = await s.t.http.get('/api/payments').set(elsewhere).expect(200);
    expect(list.body.data).toEqual({ items: [], total_count: 0 });
  });
});

describe('PUT /api/payments/:id', () => {
  it('edits the reference and notes of any payment; a blank one clears it', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 30, transaction_reference: 'TERM-1' });
    const edited = await s.t.http.put(`/api/payments/${payment.payment_id}`).set(s.manager).send({ transaction_reference: '', notes: 'Card slip filed' }).expect(200);
    expect(edited.body.data).toMatchObject({ transaction_reference: null, notes: 'Card slip filed', amount: 30 });
  });

  it('changes the amount and method only while pending (409 INVALID_TRANSITION otherwise); the same values pass', async () => {
    const pending = await s.pay({ client_id: s.nora, amount: 30, payment_status: 'pending' });
    const changed = await s.t.http.put(`/api/payments/${pending.payment_id}`).set(s.manager).send({ amount: 32.5, payment_method: 'debit_card' }).expect(200);
    expect(changed.body.data).toMatchObject({ amount: 32.5, payment_method: 'debit_card', payment_status: 'pending' });
    const completed = await s.pay({ client_id: s.nora, amount: 30 });
    const refused = await s.t.http.put(`/api/payments/${completed.payment_id}`).set(s.manager).send({ amount: 25 }).expect(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'The amount and method can be changed only while the payment is pending; this one is completed' });
    await s.t.http.put(`/api/payments/${completed.payment_id}`).set(s.manager).send({ amount: 30, payment_method: 'cash', notes: 'ok' }).expect(200);
  });
});

describe('POST /api/payments/:id/process', () => {
  it('completes a pending payment (the default outcome) or fails it; only a pending one', async () => {
    const first = await s.pay({ client_id: s.nora, amount: 12, payment_status: 'pending' });
    const done = await s.t.http.post(`/api/payments/${first.payment_id}/process`).set(s.manager).send({}).expect(200);
    expect(done.body.data).toMatchObject({ payment_status: 'completed', refundable_amount: 12 });
    const second = await s.pay({ client_id: s.nora, amount: 12, payment_status: 'pending' });
    const failed = await s.t.http.post(`/api/payments/${second.payment_id}/process`).set(s.manager).send({ outcome: 'failed' }).expect(200);
    expect(failed.body.data.payment_status).toBe('failed');
    const again = await s.t.http.post(`/api/payments/${first.payment_id}/process`).set(s.manager).send({}).expect(409);
    expect(again.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Only a pending payment can be processed; this one is completed' });
  });
});

describe('PUT /api/payments/:id/void', () => {
  it('voids a pending payment and a completed one with no refund, keeping the reason', async () => {
    const pending = await s.pay({ client_id: s.nora, amount: 10, payment_status: 'pending' });
    const voided = await s.t.http.put(`/api/payments/${pending.payment_id}/void`).set(s.manager).send({ reason: 'Entered twice' }).expect(200);
    expect(voided.body.data).toMatchObject({ payment_status: 'voided', reason: 'Entered twice', refundable_amount: 0 });
    const completed = await s.pay({ client_id: s.nora, amount: 10 });
    await s.t.http.put(`/api/payments/${completed.payment_id}/void`).set(s.manager).send({ reason: 'Wrong client' }).expect(200);
    const [{ voided_at }] = await s.t.dataSource.query(`SELECT voided_at FROM payments WHERE payment_id = $1`, [completed.payment_id]);
    expect(voided_at).not.toBeNull();
  });

  it('refuses a voided, failed or partly refunded payment, and asks for a reason', async () => {
    const message = 'Only a pending payment, or a completed one with no refund, can be voided';
    const refunded = await s.pay({ client_id: s.nora, amount: 10 });
    await s.t.http.post(`/api/payments/${refunded.payment_id}/refund`).set(s.manager).send({ amount: 1, reason: 'Spilt dye' }).expect(201);
    const partly = await s.t.http.put(`/api/payments/${refunded.payment_id}/void`).set(s.manager).send({ reason: 'x' }).expect(409);
    expect(partly.body).toMatchObject({ code: 'INVALID_TRANSITION', message });
    const voided = await s.pay({ client_id: s.nora, amount: 10 });
    await s.t.http.put(`/api/payments/${voided.payment_id}/void`).set(s.manager).send({ reason: 'x' }).expect(200);
    expect((await s.t.http.put(`/api/payments/${voided.payment_id}/void`).set(s.manager).send({ reason: 'x' }).expect(409)).body.message).toBe(message);
    const failed = await s.pay({ client_id: s.nora, amount: 10, payment_status: 'pending' });
    await s.t.http.post(`/api/payments/${failed.payment_id}/process`).set(s.manager).send({ outcome: 'failed' }).expect(200);
    await s.t.http.put(`/api/payments/${failed.payment_id}/void`).set(s.manager).send({ reason: 'x' }).expect(409);
    const noReason = await s.t.http.put(`/api/payments/${voided.payment_id}/void`).set(s.manager).send({ reason: '  ' }).expect(400);
    expect(noReason.body.details.fieldErrors).toEqual({ reason: ['Please give a reason for voiding'] });
  });
});

describe('records others point at', () => {
  it('keeps a payment when its appointment is deleted, and keeps a client with payments', async () => {
    const appointmentId = await s.appointment({ client: s.maya });
    const payment = await s.pay({ appointment_id: appointmentId, amount: 40 });
    await s.t.http.delete(`/api/appointments/${appointmentId}`).set(s.manager).send({ reason: 'Booked by mistake' }).expect(204);
    const kept = await s.t.http.get(`/api/payments/${payment.payment_id}`).set(s.reception).expect(200);
    expect(kept.body.data).toMatchObject({ appointment_id: null, appointment: null, client_id: s.maya, amount: 40 });
    const walkIn = (await s.t.http.post('/api/clients').set(s.reception).send({ first_name: 'Walk', last_name: 'In' }).expect(201)).body.data.client_id;
    await s.pay({ client_id: walkIn, amount: 18.5 });
    const refused = await s.t.http.delete(`/api/clients/${walkIn}`).set(s.manager).expect(409);
    expect(refused.body.code).toBe('IN_USE');
  });
});

describe('who may do what', () => {
  it('lets the front desk take and read payments but not refund, void, edit or process; the stylist none of it', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 15 });
    await s.t.http.get('/api/payments').set(s.reception).expect(200);
    await s.t.http.post(`/api/payments/${payment.payment_id}/refund`).set(s.reception).send({ amount: 1, reason: 'x' }).expect(403);
    await s.t.http.put(`/api/payments/${payment.payment_id}/void`).set(s.reception).send({ reason: 'x' }).expect(403);
    await s.t.http.put(`/api/payments/${payment.payment_id}`).set(s.reception).send({ notes: 'x' }).expect(403);
    await s.t.http.get('/api/payments').set(s.stylist).expect(403);
    await s.t.http.get(`/api/payments/${payment.payment_id}`).set(s.stylist).expect(403);
    await s.t.http.post('/api/payments').set(s.stylist).send({ client_id: s.nora, amount: 1, payment_method: 'cash' }).expect(403);
  });
});
