import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody } from '../../common/testing/factories';
import { paymentStage, type PaymentStage } from './payment-stage';

let s: PaymentStage;
let extraServiceId: number;
beforeAll(async () => {
  s = await paymentStage();
  await s.t.dataSource.query(
    `UPDATE salons SET name = 'Salon Aurora', phone = '+1 212 555 0100', email = 'hello@aurora.example', address_street = '12 Elm Street',
       address_city = 'Springfield', address_state = 'IL', address_zip_code = '62701' WHERE salon_id = 1`,
  );
  extraServiceId = (await s.t.http.post('/api/services').set(s.manager).send({ name: 'Deep Conditioning', service_type_id: 3, base_price: 25.5, duration_minutes: 20 }).expect(201))
    .body.data.service_id;
});
afterAll(async () => {
  await s?.t.close();
});

/** An appointment of Nora's at $95.50: the haircut ($70.00) and a Deep Conditioning extra ($25.50). */
async function haircutWithConditioning() {
  const appointmentId = await s.appointment({ total: 95.5, deposit: 20 });
  await s.t.dataSource.query(
    `INSERT INTO appointment_services (appointment_id, service_id, employee_id, duration_minutes, price, start_time_offset) VALUES ($1, $2, $3, 20, 25.5, 30)`,
    [appointmentId, extraServiceId, s.employeeId],
  );
  return appointmentId;
}

const outboxOf = (recipient: string) =>
  s.t.dataSource.query(`SELECT channel, recipient, subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY outbox_message_id`, [recipient]);

/** Pins a payment's date, so the texts that show it are literal. */
const paidAt = (paymentId: number, iso: string) => s.t.dataSource.query(`UPDATE payments SET payment_date = $2 WHERE payment_id = $1`, [paymentId, iso]);

describe('GET /api/payments/{id}/receipt', () => {
  it("builds the receipt from the salon's row, the client, the appointment's services and the payment", async () => {
    const appointmentId = await haircutWithConditioning();
    const payment = await s.pay({ appointment_id: appointmentId, amount: 75.5, payment_method: 'credit_card', transaction_reference: 'AUTH-1234', notes: 'Paid the rest' });
    await paidAt(payment.payment_id, '2026-03-02T15:30:00.000Z');

    const response = await s.t.http.get(`/api/payments/${payment.payment_id}/receipt`).set(s.reception).expect(200);
    const receipt = contract.paymentReceipts.receipt.responses[200].parse(response.body).data;
    // Payment 1 is the $20.00 deposit taken at booking (a payment with its own receipt); this one pays the rest.
    expect(receipt).toEqual({
      receipt_id: 'R-000002',
      payment_id: 2,
      salon: { name: 'Salon Aurora', address_lines: ['12 Elm Street', 'Springfield, IL 62701'], phone: '+1 212 555 0100', email: 'hello@aurora.example' },
      client: { name: 'Nora Quinn', email: 'nora.quinn@example.com', phone: '+1 212 555 0147' },
      payment: { amount: 75.5, payment_method: 'credit_card', payment_status: 'completed', payment_date: '2026-03-02T15:30:00.000Z', transaction_reference: 'AUTH-1234' },
      services: [
        { name: "Women's Haircut", price: 70 },
        { name: 'Deep Conditioning', price: 25.5 },
      ],
      subtotal: 95.5,
      tax_amount: 0,
      discount_amount: 0,
      total: 95.5,
      paid: 75.5,
      refunded: 0,
      notes: 'Paid the rest',
      generated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('shows what was refunded of the payment, and the refund row has its own receipt', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 60, payment_method: 'debit_card' });
    const refunded = await s.t.http.post(`/api/payments/${payment.payment_id}/refund`).set(s.manager).send({ amount: 20.1, reason: 'Colour redone' }).expect(201);

    const receipt = (await s.t.http.get(`/api/payments/${payment.payment_id}/receipt`).set(s.reception).expect(200)).body.data;
    expect(receipt).toMatchObject({ services: [], subtotal: 60, total: 60, paid: 60, refunded: 20.1, payment: { payment_status: 'partially_refunded' } });

    const refundReceipt = (await s.t.http.get(`/api/payments/${refunded.body.data.refund.payment_id}/receipt`).set(s.reception).expect(200)).body.data;
    expect(refundReceipt).toMatchObject({ subtotal: 20.1, total: 20.1, paid: 0, refunded: 20.1, payment: { amount: 20.1, payment_status: 'completed' } });
  });

  it('reads "Guest" for a payment without a client, and leaves out the address the salon has not filled in', async () => {
    await s.t.dataSource.query(`UPDATE salons SET address_street = NULL, address_state = NULL WHERE salon_id = 1`);
    const [{ payment_id }] = await s.t.dataSource.query(
      `INSERT INTO payments (salon_id, amount, payment_method, payment_status, transaction_type) VALUES (1, 12.5, 'cash', 'completed', 'payment') RETURNING payment_id`,
    );
    const receipt = (await s.t.http.get(`/api/payments/${payment_id}/receipt`).set(s.reception).expect(200)).body.data;
    expect(receipt).toMatchObject({
      client: { name: 'Guest', email: null, phone: null },
      salon: { name: 'Salon Aurora', address_lines: ['Springfield 62701'] },
      services: [],
      subtotal: 12.5,
      total: 12.5,
      paid: 12.5,
    });
    await s.t.dataSource.query(`UPDATE salons SET address_street = '12 Elm Street', address_state = 'IL' WHERE salon_id = 1`);

    const send = await s.t.http.post(`/api/payments/${payment_id}/receipt/send`).set(s.reception).expect(409);
    expect(send.body).toMatchObject({ code: 'NO_CONTACT', message: 'This client has no e-mail address or phone number' });
  });

  it('pays nothing on the receipt of a payment still pending', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 30, payment_status: 'pending' });
    const receipt = (await s.t.http.get(`/api/payments/${payment.payment_id}/receipt`).set(s.reception).expect(200)).body.data;
    expect(receipt).toMatchObject({ total: 30, paid: 0, refunded: 0, payment: { payment_status: 'pending' } });
  });

  it("answers 404 'Payment not found' for an unknown id and for another salon's payment", async () => {
    const missing = await s.t.http.get('/api/payments/999999/receipt').set(s.reception).expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Payment not found' });
    const payment = await s.pay({ client_id: s.nora, amount: 10 });
    const elsewhere = await signedInAtAnotherSalon(s.t, 'elsa', ['payments:read', 'payments:create']);
    await s.t.http.get(`/api/payments/${payment.payment_id}/receipt`).set(elsewhere).expect(404);
    await s.t.http.post(`/api/payments/${payment.payment_id}/receipt/send`).set(elsewhere).expect(404);
    expect(await outboxOf('nora.quinn@example.com')).toEqual([]);
  });

  it('is refused to users without payments:read, and sending to users without payments:create', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 10 });
    await s.t.http.get(`/api/payments/${payment.payment_id}/receipt`).set(s.stylist).expect(403);
    await s.t.http.post(`/api/payments/${payment.payment_id}/receipt/send`).set(s.stylist).expect(403);
  });
});

describe('POST /api/payments/{id}/receipt/send', () => {
  it('e-mails the receipt to a client with an address, writing the outbox', async () => {
    const appointmentId = await haircutWithConditioning();
    const payment = await s.pay({ appointment_id: appointmentId, amount: 75.5, payment_method: 'credit_card', transaction_reference: 'AUTH-9' });
    await paidAt(payment.payment_id, '2026-03-02T15:30:00.000Z');
    await s.t.dataSource.query(`DELETE FROM outbox_messages`);

    const response = await s.t.http.post(`/api/payments/${payment.payment_id}/receipt/send`).set(s.reception).expect(200);
    expect(contract.paymentReceipts.sendReceipt.responses[200].parse(response.body).data).toEqual({ channel: 'email', recipient: 'nora.quinn@example.com' });
    const receiptId = `R-${String(payment.payment_id).padStart(6, '0')}`;
    expect(await outboxOf('nora.quinn@example.com')).toEqual([
      {
        channel: 'email',
        recipient: 'nora.quinn@example.com',
        subject: 'Your receipt from Salon Aurora',
        body: [
          'Hello Nora,',
          '',
          `thank you for your visit. Here is your receipt ${receiptId}.`,
          '',
          'Date: Mar 2, 2026, 10:30 AM',
          "Women's Haircut: $70.00",
          'Deep Conditioning: $25.50',
          'Total: $95.50',
          'Paid: $75.50 by Credit Card',
          'Reference: AUTH-9',
          '',
          'Salon Aurora',
          '12 Elm Street',
          'Springfield, IL 62701',
          '+1 212 555 0100',
          '',
        ].join('\n'),
      },
    ]);
  });

  it('texts it to a client with only a phone, and refuses a client with neither (409 NO_CONTACT), writing nothing', async () => {
    const sam = (await s.t.http.post('/api/clients').set(s.reception).send(clientBody({ first_name: 'Sam', last_name: 'Reed', email: null, phone: '+1 646 555 0199' })).expect(201)).body
      .data.client_id;
    const payment = await s.pay({ client_id: sam, amount: 42, payment_method: 'gift_card' });
    await paidAt(payment.payment_id, '2026-03-02T15:30:00.000Z');

    const sent = await s.t.http.post(`/api/payments/${payment.payment_id}/receipt/send`).set(s.reception).expect(200);
    expect(sent.body.data).toEqual({ channel: 'sms', recipient: '+1 646 555 0199' });
    const receiptId = `R-${String(payment.payment_id).padStart(6, '0')}`;
    expect(await outboxOf('+1 646 555 0199')).toEqual([
      { channel: 'sms', recipient: '+1 646 555 0199', subject: null, body: `Salon Aurora: receipt ${receiptId}, $42.00 paid by Gift Card on Mar 2, 2026, 10:30 AM. Thank you!` },
    ]);

    const before = await s.t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages`);
    const maya = await s.pay({ client_id: s.maya, amount: 15 });
    const refused = await s.t.http.post(`/api/payments/${maya.payment_id}/receipt/send`).set(s.reception).expect(409);
    expect(refused.body).toMatchObject({ success: false, status: 409, code: 'NO_CONTACT', message: 'This client has no e-mail address or phone number' });
    expect(await s.t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages`)).toEqual(before);
  });

  it('refuses a pending, failed or voided payment and a refund (409 INVALID_TRANSITION), writing nothing; a refunded payment still gets its receipt', async () => {
    await s.t.dataSource.query(`DELETE FROM outbox_messages`);
    const sendFor = (paymentId: number) => s.t.http.post(`/api/payments/${paymentId}/receipt/send`).set(s.reception);
    const pending = await s.pay({ client_id: s.nora, amount: 10, payment_status: 'pending' });
    const failed = await s.pay({ client_id: s.nora, amount: 10, payment_status: 'pending' });
    await s.t.http.post(`/api/payments/${failed.payment_id}/process`).set(s.manager).send({ outcome: 'failed' }).expect(200);
    const voided = await s.pay({ client_id: s.nora, amount: 10 });
    await s.t.http.put(`/api/payments/${voided.payment_id}/void`).set(s.manager).send({ reason: 'Wrong client' }).expect(200);
    const refunded = await s.pay({ client_id: s.nora, amount: 10 });
    const refund = (await s.t.http.post(`/api/payments/${refunded.payment_id}/refund`).set(s.manager).send({ amount: 10, reason: 'Spilt dye' }).expect(201)).body.data
      .refund.payment_id as number;

    for (const paymentId of [pending.payment_id, failed.payment_id, voided.payment_id, refund]) {
      const refused = await sendFor(paymentId).expect(409);
      expect(refused.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'A receipt can only be sent for a completed payment' });
    }
    expect(await s.t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages`)).toEqual([{ n: 0 }]);
    expect((await sendFor(refunded.payment_id).expect(200)).body.data).toEqual({ channel: 'email', recipient: 'nora.quinn@example.com' });
  });
});

describe('send_receipt on POST /api/payments', () => {
  it('sends no receipt for a pending payment, which took no money yet (receipt_sent false)', async () => {
    await s.t.dataSource.query(`DELETE FROM outbox_messages`);
    const pending = await s.pay({ client_id: s.nora, amount: 20, payment_status: 'pending', send_receipt: true });
    expect(pending).toMatchObject({ payment_status: 'pending', receipt_sent: false });
    expect(await s.t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages`)).toEqual([{ n: 0 }]);
  });

  it('writes the receipt to the outbox with the payment and says so; without a way to reach the client the payment still stands', async () => {
    await s.t.dataSource.query(`DELETE FROM outbox_messages`);
    const sent = await s.pay({ client_id: s.nora, amount: 33.3, send_receipt: true });
    expect(sent.receipt_sent).toBe(true);
    const rows = await outboxOf('nora.quinn@example.com');
    expect(rows.map((row: { channel: string; subject: string }) => [row.channel, row.subject])).toEqual([['email', 'Your receipt from Salon Aurora']]);
    expect(rows[0].body).toContain('Paid: $33.30 by Cash');

    const unreachable = await s.pay({ client_id: s.maya, amount: 20, send_receipt: true });
    expect(unreachable.receipt_sent).toBe(false);
    await s.t.http.get(`/api/payments/${unreachable.payment_id}`).set(s.reception).expect(200);

    const unasked = await s.pay({ client_id: s.nora, amount: 5 });
    expect(unasked.receipt_sent).toBe(false);
    expect(await outboxOf('nora.quinn@example.com')).toHaveLength(1);
  });

  it('writes nothing when the payment is refused', async () => {
    await s.t.dataSource.query(`DELETE FROM outbox_messages`);
    const cancelled = await s.appointment({ status: 'cancelled' });
    await s.t.http.post('/api/payments').set(s.reception).send({ appointment_id: cancelled, amount: 10, payment_method: 'cash', send_receipt: true }).expect(409);
    expect(await s.t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages`)).toEqual([{ n: 0 }]);
  });
});
