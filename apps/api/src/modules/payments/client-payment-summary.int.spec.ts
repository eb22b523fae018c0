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

const summaryOf = async (clientId: number, headers = s.reception) =>
  contract.paymentBalances.clientSummary.responses[200].parse((await s.t.http.get(`/api/payments/clients/${clientId}/summary`).set(headers).expect(200)).body).data;

const newClient = async (first_name: string) =>
  (await s.t.http.post('/api/clients').set(s.reception).send(clientBody({ first_name, email: `${first_name.toLowerCase()}@example.com` })).expect(201)).body.data.client_id as number;

const paidAt = (paymentId: number, iso: string) => s.t.dataSource.query(`UPDATE payments SET payment_date = $2 WHERE payment_id = $1`, [paymentId, iso]);

describe('GET /api/payments/clients/{clientId}/summary', () => {
  it("counts the money taken net of refunds, the last payment, and what the completed, in-progress and no-show visits still owe", async () => {
    const ivy = await newClient('Ivy');
    // Completed: 85.00 − (20.00 deposit + 50.00 − 10.00) = 25.00 owed; the deposit is a payment of 2026-02-23.
    const completed = await s.appointment({ client: ivy, total: 85, deposit: 20 });
    const first = await s.pay({ appointment_id: completed, amount: 50 });
    await s.t.http.post(`/api/payments/${first.payment_id}/refund`).set(s.manager).send({ amount: 10, reason: 'Fringe redone' }).expect(201);
    await paidAt(first.payment_id, '2026-03-02T15:00:00.000Z');
    // No-show, nothing paid: 40.00 owed. In progress, paid in full: nothing owed.
    await s.appointment({ client: ivy, total: 40, status: 'no_show' });
    const inProgress = await s.appointment({ client: ivy, total: 60, status: 'in_progress' });
    const second = await s.pay({ appointment_id: inProgress, amount: 60, payment_method: 'credit_card' });
    await paidAt(second.payment_id, '2026-03-09T18:45:00.000Z');
    // Cancelled and confirmed visits owe nothing yet.
    await s.appointment({ client: ivy, total: 70, status: 'cancelled' });
    await s.appointment({ client: ivy, total: 30, status: 'confirmed' });
    // A sale at the desk counts; pending and voided payments do not.
    const sale = await s.pay({ client_id: ivy, amount: 12.5 });
    await paidAt(sale.payment_id, '2026-03-05T12:00:00.000Z');
    const pending = await s.pay({ client_id: ivy, amount: 30, payment_status: 'pending' });
    await paidAt(pending.payment_id, '2026-03-10T12:00:00.000Z');
    const voided = await s.pay({ client_id: ivy, amount: 99 });
    await s.t.http.put(`/api/payments/${voided.payment_id}/void`).set(s.manager).send({ reason: 'Wrong client' }).expect(200);

    expect(await summaryOf(ivy)).toEqual({
      client_id: ivy,
      total_payments: 4,
      total_amount: 132.5,
      total_refunded: 10,
      average_payment: 33.13,
      last_payment_date: '2026-03-09T18:45:00.000Z',
      outstanding_balance: 65,
    });
  });

  it('averages in cents, rounding to the nearest cent: 100.00 over three payments is 33.33', async () => {
    const max = await newClient('Max');
    for (const amount of [40, 30, 30]) await s.pay({ client_id: max, amount });
    expect(await summaryOf(max)).toMatchObject({ total_payments: 3, total_amount: 100, average_payment: 33.33, outstanding_balance: 0 });
  });

  it('is all zeros for a client without payments', async () => {
    const zoe = await newClient('Zoe');
    expect(await summaryOf(zoe)).toEqual({
      client_id: zoe,
      total_payments: 0,
      total_amount: 0,
      total_refunded: 0,
      average_payment: 0,
      last_payment_date: null,
      outstanding_balance: 0,
    });
  });

  it("answers 404 'Client not found' for an unknown id and another salon's client; refuses users without payments:read", async () => {
    const missing = await s.t.http.get('/api/payments/clients/999999/summary').set(s.reception).expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
    const elsewhere = await signedInAtAnotherSalon(s.t, 'elsa', ['payments:read']);
    await s.t.http.get(`/api/payments/clients/${s.nora}/summary`).set(elsewhere).expect(404);
    await s.t.http.get(`/api/payments/clients/${s.nora}/summary`).set(s.stylist).expect(403);
  });

  it("lists the client's payments with GET /payments?client_id=", async () => {
    const una = await newClient('Una');
    await s.pay({ client_id: una, amount: 20 });
    await s.pay({ client_id: una, amount: 25 });
    const list = (await s.t.http.get(`/api/payments?client_id=${una}`).set(s.reception).expect(200)).body.data;
    expect(list.total_count).toBe(2);
    expect(list.items.map((item: { amount: number }) => item.amount).sort()).toEqual([20, 25]);
  });
});
