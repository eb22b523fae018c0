import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { paymentStage, type PaymentStage } from './payment-stage';

// Monday 2 December 2030, 09:00 in New York (the salon's zone): its today is 2030-12-02.
usePretendClock();

let s: PaymentStage;
const id: Record<string, number> = {};
let appointmentId: number;

/** Takes a payment through the API, then sets when it was taken (the database's now() is not pretend). */
async function placed(name: string, body: Record<string, unknown>, paymentDate: string) {
  const payment = await s.pay(body);
  await s.t.dataSource.query(`UPDATE payments SET payment_date = $2 WHERE payment_id = $1`, [payment.payment_id, paymentDate]);
  id[name] = payment.payment_id;
}

beforeAll(async () => {
  s = await paymentStage();
  appointmentId = await s.appointment({ client: s.maya, total: 45.5 });
  await placed('todayEarly', { client_id: s.nora, amount: 45, transaction_reference: 'VISA-1234' }, '2030-12-02T05:30:00Z'); // 00:30 in New York
  await placed('lateYesterday', { appointment_id: appointmentId, amount: 45.5, payment_method: 'credit_card', transaction_reference: 'AUTH_99%' }, '2030-12-02T04:30:00Z'); // 23:30 the day before
  await placed('sixDaysAgo', { client_id: s.nora, amount: 120, payment_method: 'debit_card', payment_status: 'pending' }, '2030-11-26T17:00:00Z');
  await placed('sevenDaysAgo', { client_id: s.maya, amount: 9.99, payment_method: 'gift_card' }, '2030-11-25T17:00:00Z');
  await placed('longAgo', { client_id: s.nora, amount: 12, payment_method: 'check' }, '2030-10-01T17:00:00Z');
  const refund = await s.t.http.post(`/api/payments/${id.lateYesterday}/refund`).set(s.manager).send({ amount: 10, reason: 'Fringe too short' }).expect(201);
  id.refund = refund.body.data.refund.payment_id;
  await s.t.dataSource.query(`UPDATE payments SET payment_date = '2030-12-02T13:00:00Z' WHERE payment_id = $1`, [id.refund]);
});
afterAll(async () => {
  await s?.t.close();
});

const list = async (query: Record<string, string | number>) => {
  const response = await s.t.http.get('/api/payments').query(query).set(s.reception).expect(200);
  const data = response.body.data as { items: { payment_id: number }[]; total_count: number };
  const nameOf = (paymentId: number) => Object.entries(id).find(([, value]) => value === paymentId)?.[0];
  return { names: data.items.map((item) => nameOf(item.payment_id)), total: data.total_count };
};

describe('GET /api/payments', () => {
  it('pages by 10, newest first, refunds among the payments', async () => {
    expect(await list({})).toEqual({ names: ['refund', 'todayEarly', 'lateYesterday', 'sixDaysAgo', 'sevenDaysAgo', 'longAgo'], total: 6 });
    expect(await list({ limit: 2, offset: 2 })).toEqual({ names: ['lateYesterday', 'sixDaysAgo'], total: 6 });
  });

  it('sorts by amount, client name, method, status and type, each way, ties by id', async () => {
    // By the signed amount the list shows: the refund of $10.00 reads -$10.00, below the $9.99 payment.
    expect((await list({ sort_by: 'amount', sort_order: 'asc' })).names).toEqual(['refund', 'sevenDaysAgo', 'longAgo', 'todayEarly', 'lateYesterday', 'sixDaysAgo']);
    expect((await list({ sort_by: 'amount', sort_order: 'desc' })).names).toEqual(['sixDaysAgo', 'lateYesterday', 'todayEarly', 'longAgo', 'sevenDaysAgo', 'refund']);
    expect((await list({ sort_by: 'client_name', sort_order: 'asc' })).names).toEqual(['lateYesterday', 'sevenDaysAgo', 'refund', 'todayEarly', 'sixDaysAgo', 'longAgo']);
    expect((await list({ sort_by: 'payment_method', sort_order: 'ASC' })).names).toEqual(['todayEarly', 'longAgo', 'lateYesterday', 'refund', 'sixDaysAgo', 'sevenDaysAgo']);
    expect((await list({ sort_by: 'transaction_type', sort_order: 'desc' })).names[0]).toBe('refund');
    expect((await list({ sort_by: 'payment_status', sort_order: 'asc' })).names).toEqual(['todayEarly', 'sevenDaysAgo', 'longAgo', 'refund', 'lateYesterday', 'sixDaysAgo']);
    const bad = await s.t.http.get('/api/payments').query({ sort_by: 'notes; DROP TABLE payments' }).set(s.reception).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('filters by client, appointment, status, method and type', async () => {
    expect((await list({ client_id: s.maya })).names).toEqual(['refund', 'lateYesterday', 'sevenDaysAgo']);
    expect((await list({ appointment_id: appointmentId })).names).toEqual(['refund', 'lateYesterday']);
    expect((await list({ payment_status: 'pending' })).names).toEqual(['sixDaysAgo']);
    expect((await list({ payment_status: 'partially_refunded' })).names).toEqual(['lateYesterday']);
    expect((await list({ payment_method: 'check' })).names).toEqual(['longAgo']);
    expect((await list({ transaction_type: 'refund' })).names).toEqual(['refund']);
  });

  it("reads dates as the salon's days: from, to, and the ranges from its today (which override them)", async () => {
    expect((await list({ date_from: '2030-12-02', date_to: '2030-12-02' })).names).toEqual(['refund', 'todayEarly']);
    expect((await list({ date_to: '2030-12-01' })).names).toEqual(['lateYesterday', 'sixDaysAgo', 'sevenDaysAgo', 'longAgo']);
    expect((await list({ date_range: 'today' })).names).toEqual(['refund', 'todayEarly']);
    expect((await list({ date_range: 'yesterday' })).names).toEqual(['lateYesterday']);
    expect((await list({ date_range: 'last7days' })).names).toEqual(['refund', 'todayEarly', 'lateYesterday', 'sixDaysAgo']);
    expect((await list({ date_range: 'last30days' })).names).toEqual(['refund', 'todayEarly', 'lateYesterday', 'sixDaysAgo', 'sevenDaysAgo']);
    expect((await list({ date_range: 'today', date_from: '2030-10-01', date_to: '2030-10-01' })).names).toEqual(['refund', 'todayEarly']);
  });

  it('searches the client name, the reference and the amount typed', async () => {
    expect((await list({ search: 'quinn' })).names).toEqual(['todayEarly', 'sixDaysAgo', 'longAgo']);
    expect((await list({ search: 'Nora Q' })).names).toEqual(['todayEarly', 'sixDaysAgo', 'longAgo']);
    expect((await list({ search: 'ma' })).names).toEqual(['refund', 'lateYesterday', 'sevenDaysAgo']);
    expect((await list({ search: 'visa' })).names).toEqual(['todayEarly']);
    expect((await list({ search: '45' })).names).toEqual(['todayEarly']);
    expect((await list({ search: '45.5' })).names).toEqual(['lateYesterday']);
    expect((await list({ search: '$45.50' })).names).toEqual(['lateYesterday']);
    expect((await list({ search: '10' })).names).toEqual(['refund']);
  });

  it('takes the user\'s %, _ and \\ literally and never fails on hostile searches', async () => {
    expect((await list({ search: '%' })).names).toEqual(['lateYesterday']);
    expect((await list({ search: '_' })).names).toEqual(['lateYesterday']);
    expect((await list({ search: '\\' })).names).toEqual([]);
    for (const search of ["'", '"', ',', '1,2', '$', '$$', '.', '0', "'; DROP TABLE payments; --", '99999999999999999999', 'x'.repeat(100), '😀', '\u00a0a']) {
      await s.t.http.get('/api/payments').query({ search }).set(s.reception).expect(200);
    }
    await s.t.http.get('/api/payments').query({ search: 'x'.repeat(101) }).set(s.reception).expect(400);
  });

  it('refuses unknown filter values and inverted dates', async () => {
    for (const query of [{ payment_status: 'paid' }, { payment_method: 'bitcoin' }, { transaction_type: 'charge' }, { date_range: 'lastyear' }, { date_from: '2030-12-02', date_to: '2030-12-01' }, { client_id: 'abc' }]) {
      await s.t.http.get('/api/payments').query(query).set(s.reception).expect(400);
    }
  });
});
