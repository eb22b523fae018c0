import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type SalonSettings } from '@salon/contracts';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { employeeBody } from '../../common/testing/factories';
import { PRETEND_NOW, usePretendClock } from '../../common/testing/pretend-clock';

// The deposit is money the desk received at booking (issue 16, review finding 1): Require Deposit
// refuses a booking that took less, and never writes a deposit nobody paid. The deposit is a
// payment of the appointment (second review, finding 1), so revenue counts it and the balance counts it once.
// Pretend now is Monday 2 December 2030, 09:00 in New York (the salon's zone).
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

type Appointments = SalonSettings['appointments'];

async function saveAppointmentSettings(bookingRules: Partial<Appointments['bookingRules']>, cancellationPolicy: Partial<Appointments['cancellationPolicy']> = {}) {
  const { appointments } = DEFAULT_SETTINGS;
  await s.t.http
    .put('/api/settings/appointments')
    .set(s.owner)
    .send({ ...appointments, bookingRules: { ...appointments.bookingRules, ...bookingRules }, cancellationPolicy: { ...appointments.cancellationPolicy, ...cancellationPolicy } })
    .expect(200);
}

/** A stylist of their own (working the salon's hours), so no two tests' times collide. */
const newEmployee = async () =>
  (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody({ email: `deposits${++counter}@example.com` })).expect(201)).body.data.employee_id as number;

const book = (employee_id: number, overrides: Record<string, unknown> = {}) =>
  s.t.http
    .post('/api/appointments')
    .set(s.reception)
    .send({ client_id: s.clientId, employee_id, service_id: s.serviceId, appointment_date: '2030-12-09', start_time: '10:00', duration_minutes: 45, total_price: 62.5, ...overrides });

const CARD = { deposit_method: 'credit_card' };

const balanceOf = async (appointmentId: number) => (await s.t.http.get(`/api/payments/appointments/${appointmentId}/balance`).set(s.reception).expect(200)).body.data;
const countBookings = async (employeeId: number) =>
  (await s.t.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM appointments WHERE employee_id = $1', [employeeId]))[0].n;

describe('deposits', () => {
  it('without a required deposit, the appointment keeps the deposit the desk entered, or none', async () => {
    const pam = await newEmployee();
    expect((await book(pam, { deposit_amount: 5, ...CARD }).expect(201)).body.data.deposit_amount).toBe(5);
    const none = (await book(pam, { start_time: '11:00' }).expect(201)).body.data;
    expect(none.deposit_amount).toBe(0);
    expect(await balanceOf(none.appointment_id)).toMatchObject({ deposit_amount: 0, owed_amount: 62.5 });
  });

  it('with a percentage required, a booking that took less is refused at the deposit field and nothing is booked', async () => {
    const quinn = await newEmployee();
    await saveAppointmentSettings({ requireDeposit: true, depositType: 'percentage', depositAmount: 20 });
    const message = 'A deposit of $12.50 is required (20% of the price)';
    const refused = await book(quinn).expect(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message, details: { fieldErrors: { deposit_amount: [message] } } });
    expect((await book(quinn, { deposit_amount: 12.49, ...CARD }).expect(400)).body.message).toBe(message);
    expect(await countBookings(quinn)).toBe(0);
  });

  it('with the deposit taken, the balance and the payment form\'s prefill owe the rest, and paying it settles the visit', async () => {
    const quinn = await newEmployee();
    await saveAppointmentSettings({ requireDeposit: true, depositType: 'percentage', depositAmount: 20 });
    const booked = (await book(quinn, { deposit_amount: 12.5, ...CARD }).expect(201)).body.data;
    expect(booked.deposit_amount).toBe(12.5);
    // The deposit is in Paid, so the rest is owed once: 62.50 − 12.50 = 50.00, the form's prefill.
    expect(await balanceOf(booked.appointment_id)).toMatchObject({ total_price: 62.5, deposit_amount: 12.5, paid_amount: 12.5, owed_amount: 50 });
    await s.t.http.post('/api/payments').set(s.owner).send({ appointment_id: booked.appointment_id, amount: 50, payment_method: 'cash' }).expect(201);
    expect((await balanceOf(booked.appointment_id)).owed_amount).toBe(0);
  });

  it('with a fixed sum required, the desk may take more, and the deposit is what they took', async () => {
    const ray = await newEmployee();
    await saveAppointmentSettings({ requireDeposit: true, depositType: 'fixed', depositAmount: 25 });
    expect((await book(ray, { deposit_amount: 10, ...CARD }).expect(400)).body.message).toBe('A deposit of $25.00 is required');
    expect((await book(ray, { deposit_amount: 30, ...CARD }).expect(201)).body.data.deposit_amount).toBe(30);
  });

  it('a walk-in seated from the waitlist needs no deposit: they pay the whole price at the end', async () => {
    const sam = await newEmployee();
    await saveAppointmentSettings({ requireDeposit: true, depositType: 'percentage', depositAmount: 20 });
    const entry = (
      await s.t.http
        .post('/api/waitlist')
        .set(s.reception)
        .send({ clientName: 'Ana Walker', clientPhone: '+1 212 555 0199', partySize: 1, requestedServices: [{ serviceId: s.serviceId }], notificationPreference: 'sms' })
        .expect(201)
    ).body.data;
    const seated = (await s.t.http.post(`/api/waitlist/${entry.id}/convert-to-appointment`).set(s.reception).send({ employeeId: sam, date: '2030-12-02', startTime: '11:00' }).expect(201)).body.data
      .appointment;
    expect(seated.deposit_amount).toBe(0);
    expect(await balanceOf(seated.appointment_id)).toMatchObject({ deposit_amount: 0, owed_amount: 62.5 });
  });

  it('a late cancellation owes its fee less only the deposit really taken', async () => {
    const tia = await newEmployee();
    await saveAppointmentSettings({ minAdvanceBookingHours: 0, requireDeposit: true, depositType: 'percentage', depositAmount: 20 }, { cancellationFee: 25, cancellationFeeType: 'fixed' });
    // Today 15:00 is inside the 24-hour notice: the owner cancels late and the $25 fee applies.
    const booked = (await book(tia, { appointment_date: '2030-12-02', start_time: '15:00', deposit_amount: 12.5, ...CARD }).expect(201)).body.data;
    await s.t.http.patch(`/api/appointments/${booked.appointment_id}/cancel`).set(s.owner).send({ reason: 'Client called' }).expect(200);
    expect(await balanceOf(booked.appointment_id)).toMatchObject({ deposit_amount: 12.5, owed_amount: 12.5 });

    await saveAppointmentSettings({ minAdvanceBookingHours: 0 }, { cancellationFee: 25, cancellationFeeType: 'fixed' });
    const noDeposit = (await book(tia, { appointment_date: '2030-12-02', start_time: '16:00' }).expect(201)).body.data;
    await s.t.http.patch(`/api/appointments/${noDeposit.appointment_id}/cancel`).set(s.owner).send({ reason: 'Client called' }).expect(200);
    expect(await balanceOf(noDeposit.appointment_id)).toMatchObject({ deposit_amount: 0, owed_amount: 25 });
  });
});
