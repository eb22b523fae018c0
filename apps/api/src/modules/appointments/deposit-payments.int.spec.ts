import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@salon/contracts';
import { DepositPayments1795522961318 } from '../../database/migrations/1795522961318-DepositPayments';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { clientBody, employeeBody } from '../../common/testing/factories';
import { PRETEND_NOW, usePretendClock } from '../../common/testing/pretend-clock';

// A deposit is money taken, so it is a payment of its appointment (second review, finding 1):
// revenue counts it, and the balance counts it once. Pretend now is Monday 2 December 2030, 09:00 in New York.
usePretendClock();

let s: BookingStage;
let counter = 0;

beforeAll(async () => {
  s = await bookingStage({ service: { name: 'Gloss', duration_minutes: 45, base_price: 62.5 } });
});
afterAll(async () => {
  await s?.t.close();
});
beforeEach(async () => {
  vi.setSystemTime(PRETEND_NOW);
  await s.t.http.post('/api/settings/reset').set(s.owner).send({}).expect(200);
});

const requireTwentyPercent = async () => {
  const { appointments } = DEFAULT_SETTINGS;
  await s.t.http
    .put('/api/settings/appointments')
    .set(s.owner)
    .send({ ...appointments, bookingRules: { ...appointments.bookingRules, requireDeposit: true, depositType: 'percentage', depositAmount: 20 } })
    .expect(200);
};

const newEmployee = async () =>
  (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody({ email: `deposit-payments${++counter}@example.com` })).expect(201)).body.data.employee_id as number;

const fields = (employee_id: number, overrides: Record<string, unknown> = {}) => ({
  client_id: s.clientId,
  employee_id,
  service_id: s.serviceId,
  appointment_date: '2030-12-09',
  start_time: '10:00',
  duration_minutes: 45,
  total_price: 62.5,
  ...overrides,
});
const book = (employee_id: number, overrides: Record<string, unknown> = {}) => s.t.http.post('/api/appointments').set(s.reception).send(fields(employee_id, overrides));
const change = (appointmentId: number, employee_id: number, overrides: Record<string, unknown>) =>
  s.t.http.put(`/api/appointments/${appointmentId}`).set(s.reception).send(fields(employee_id, overrides));

const balanceOf = async (appointmentId: number) => (await s.t.http.get(`/api/payments/appointments/${appointmentId}/balance`).set(s.reception).expect(200)).body.data;
const depositRows = (appointmentId: number) =>
  s.t.dataSource.query(
    `SELECT amount::float AS amount, payment_method, payment_status, transaction_type, client_id, notes FROM payments WHERE appointment_id = $1 ORDER BY payment_id`,
    [appointmentId],
  );
// payment_date is the database's now() (the real clock, not the pretend one): the salon day the money landed on.
const dayTaken = async (appointmentId: number) =>
  (await s.t.dataSource.query(`SELECT to_char(max(payment_date) AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS day FROM payments WHERE appointment_id = $1`, [appointmentId]))[0]
    .day as string;

describe('a deposit is a payment', () => {
  it('20% of $62.50: the $12.50 deposit by card then the prefilled $50.00 make revenue $62.50 and settle the visit', async () => {
    await requireTwentyPercent();
    const booked = (await book(await newEmployee(), { deposit_amount: 12.5, deposit_method: 'credit_card' }).expect(201)).body.data;
    expect(await depositRows(booked.appointment_id)).toEqual([
      { amount: 12.5, payment_method: 'credit_card', payment_status: 'completed', transaction_type: 'payment', client_id: s.clientId, notes: 'Deposit taken at booking' },
    ]);
    const before = await balanceOf(booked.appointment_id);
    expect(before).toMatchObject({ total_price: 62.5, deposit_amount: 12.5, paid_amount: 12.5, refunded_amount: 0, owed_amount: 50 });
    expect(before.payments).toHaveLength(1);

    await s.t.http.post('/api/payments').set(s.reception).send({ appointment_id: booked.appointment_id, amount: before.owed_amount, payment_method: 'cash' }).expect(201);
    expect(await balanceOf(booked.appointment_id)).toMatchObject({ paid_amount: 62.5, owed_amount: 0 });

    const day = await dayTaken(booked.appointment_id);
    const dashboard = (await s.t.http.get('/api/reports/dashboard').query({ start_date: day, end_date: day }).set(s.owner).expect(200)).body.data;
    expect(dashboard.revenue.total).toBe(62.5);
    const series = (await s.t.http.get('/api/reports/revenue').query({ start_date: day, end_date: day }).set(s.owner).expect(200)).body.data;
    expect(series).toEqual([expect.objectContaining({ date: day, revenue: 62.5 })]);
  });

  it('a deposit without how it was paid is refused at "Deposit paid by", and nothing is booked or taken', async () => {
    const employee = await newEmployee();
    const refused = await book(employee, { deposit_amount: 12.5 }).expect(400);
    expect(refused.body.details.fieldErrors).toEqual({ deposit_method: ['Choose how the deposit was paid'] });
    expect(await book(employee, { deposit_amount: 12.5, deposit_method: 'bitcoin' }).expect(400).then((r) => r.body.details.fieldErrors)).toEqual({
      deposit_method: ['Choose how the deposit was paid'],
    });
    const [{ n }] = await s.t.dataSource.query(`SELECT count(*)::int AS n FROM appointments WHERE employee_id = $1`, [employee]);
    expect(n).toBe(0);
  });

  it('no deposit, no payment: the method is not asked for', async () => {
    const booked = (await book(await newEmployee(), { deposit_amount: 0 }).expect(201)).body.data;
    expect(await depositRows(booked.appointment_id)).toEqual([]);
  });

  it('each date of a series takes its own deposit', async () => {
    const series = (
      await s.t.http
        .post('/api/appointments/recurring')
        .set(s.reception)
        .send({ ...fields(await newEmployee(), { deposit_amount: 10, deposit_method: 'cash' }), recurring_pattern: 'weekly', recurring_count: 2 })
        .expect(201)
    ).body.data;
    expect(series.booked).toHaveLength(2);
    for (const booked of series.booked) {
      expect(await depositRows(booked.appointment_id)).toEqual([expect.objectContaining({ amount: 10, payment_method: 'cash', notes: 'Deposit taken at booking' })]);
    }
  });

  it('an edit may enter a first deposit (taken then, by the method given) but not change one taken', async () => {
    const employee = await newEmployee();
    const booked = (await book(employee).expect(201)).body.data;
    expect((await change(booked.appointment_id, employee, { deposit_amount: 20 }).expect(400)).body.details.fieldErrors).toEqual({ deposit_method: ['Choose how the deposit was paid'] });
    await change(booked.appointment_id, employee, { deposit_amount: 20, deposit_method: 'debit_card' }).expect(200);
    expect(await depositRows(booked.appointment_id)).toEqual([expect.objectContaining({ amount: 20, payment_method: 'debit_card', payment_status: 'completed' })]);
    expect(await balanceOf(booked.appointment_id)).toMatchObject({ deposit_amount: 20, paid_amount: 20, owed_amount: 42.5 });

    // The same deposit again (the form sends it with every edit) changes nothing and takes nothing.
    await change(booked.appointment_id, employee, { deposit_amount: 20, notes: 'Bring the colour card' }).expect(200);
    for (const deposit_amount of [25, 0]) {
      const refused = await change(booked.appointment_id, employee, { deposit_amount, deposit_method: 'cash' }).expect(400);
      expect(refused.body.details.fieldErrors).toEqual({ deposit_amount: ['The deposit was taken as a payment: take another payment or refund that one instead'] });
    }
    expect(await depositRows(booked.appointment_id)).toHaveLength(1);
    expect((await s.t.http.get(`/api/appointments/${booked.appointment_id}`).set(s.reception).expect(200)).body.data.deposit_amount).toBe(20);
  });

  it('follows the appointment to another client, with its refund, when an edit corrects who booked', async () => {
    const employee = await newEmployee();
    const other = (await s.t.http.post('/api/clients').set(s.reception).send(clientBody({ first_name: 'Ines', email: 'ines.deposit@example.com', phone: null })).expect(201)).body.data
      .client_id as number;
    const booked = (await book(employee, { deposit_amount: 20, deposit_method: 'cash' }).expect(201)).body.data;
    const [{ payment_id: depositId }] = await s.t.dataSource.query(`SELECT payment_id FROM payments WHERE appointment_id = $1`, [booked.appointment_id]);
    await s.t.http.post(`/api/payments/${depositId}/refund`).set(s.owner).send({ amount: 5, reason: 'Shorter service' }).expect(201);

    await change(booked.appointment_id, employee, { client_id: other, deposit_amount: 20 }).expect(200);
    const clients = await s.t.dataSource.query(`SELECT transaction_type, client_id FROM payments WHERE appointment_id = $1 ORDER BY payment_id`, [booked.appointment_id]);
    expect(clients).toEqual([
      { transaction_type: 'payment', client_id: other },
      { transaction_type: 'refund', client_id: other },
    ]);
    expect(await balanceOf(booked.appointment_id)).toMatchObject({ client_id: other, paid_amount: 20, refunded_amount: 5, owed_amount: 47.5 });
  });
});

describe('the DepositPayments migration', () => {
  it('gives each deposit taken before one payment, dated when it was booked, and adds nothing when run again', async () => {
    const employee = await newEmployee();
    // An appointment booked before deposits were payments: the deposit only on the appointment.
    const [{ appointment_id: old }] = await s.t.dataSource.query(
      `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, deposit_amount, status_id, holds_slot, created_at, created_by)
       SELECT 1, $1, $2, $3, '2030-11-20', '10:00', '10:45', 45, 62.5, 12.5, status_id, false, '2030-11-01T15:30:00Z', NULL FROM appointment_statuses WHERE salon_id = 1 AND name = 'completed'
       RETURNING appointment_id`,
      [s.clientId, employee, s.serviceId],
    );
    const taken = (await book(employee, { deposit_amount: 5, deposit_method: 'check' }).expect(201)).body.data;
    const none = (await book(employee, { start_time: '12:00' }).expect(201)).body.data;

    const migration = new DepositPayments1795522961318();
    const runner = s.t.dataSource.createQueryRunner();
    try {
      await migration.up(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }

    const backfilled = await s.t.dataSource.query(
      `SELECT amount::float AS amount, payment_method, payment_status, transaction_type, client_id, notes, payment_date = '2030-11-01T15:30:00Z'::timestamptz AS dated_when_booked
         FROM payments WHERE appointment_id = $1`,
      [old],
    );
    expect(backfilled).toEqual([
      { amount: 12.5, payment_method: 'other', payment_status: 'completed', transaction_type: 'payment', client_id: s.clientId, notes: 'Deposit taken at booking', dated_when_booked: true },
    ]);
    expect(await depositRows(taken.appointment_id)).toEqual([expect.objectContaining({ amount: 5, payment_method: 'check' })]);
    expect(await depositRows(none.appointment_id)).toEqual([]);
    // Its money is on the day it was booked, and the completed visit owes the rest.
    const dashboard = (await s.t.http.get('/api/reports/dashboard').query({ start_date: '2030-11-01', end_date: '2030-11-01' }).set(s.owner).expect(200)).body.data;
    expect(dashboard.revenue.total).toBe(12.5);
    expect(await balanceOf(old)).toMatchObject({ paid_amount: 12.5, owed_amount: 50 });
  });
});
