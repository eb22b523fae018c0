import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type SalonSettings } from '@salon/contracts';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import { PRETEND_NOW, usePretendClock } from '../../common/testing/pretend-clock';

// The salon's settings drive booking (issue 16): business hours, the booking window, double
// booking, each saved through the settings API as the settings page saves them (deposits: booking-deposits.int.spec.ts).
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

type BookingRules = SalonSettings['appointments']['bookingRules'];

async function saveBookingRules(changes: Partial<BookingRules>) {
  const { appointments } = DEFAULT_SETTINGS;
  await s.t.http
    .put('/api/settings/appointments')
    .set(s.owner)
    .send({ ...appointments, bookingRules: { ...appointments.bookingRules, ...changes } })
    .expect(200);
}

/** Business hours: the defaults with one weekday changed. */
async function saveBusinessHours(dayOfWeek: number, day: { openTime?: string; closeTime?: string; isClosed?: boolean }) {
  const { general } = DEFAULT_SETTINGS;
  const businessHours = general.businessHours.map((entry) => (entry.dayOfWeek === dayOfWeek ? { ...entry, ...day } : entry));
  await s.t.http
    .put('/api/settings/general')
    .set(s.owner)
    .send({ ...general, businessPhone: '+1 212 555 0100', businessEmail: 'desk@example.com', businessHours })
    .expect(200);
}

/** An employee with the given weekly rows, or none (then they work the salon's hours). */
async function newEmployee(first_name: string, week: unknown[] = []) {
  const body = employeeBody({ first_name, email: `settings${++counter}@example.com` });
  const employeeId = (await s.t.http.post('/api/employees').set(s.owner).send(body).expect(201)).body.data.employee_id as number;
  if (week.length) await s.t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(s.owner).send({ schedules: week }).expect(200);
  return employeeId;
}

const booking = (employee_id: number, overrides: Record<string, unknown> = {}) => ({
  client_id: s.clientId,
  employee_id,
  service_id: s.serviceId,
  appointment_date: '2030-12-09',
  start_time: '10:00',
  duration_minutes: 45,
  total_price: 62.5,
  ...overrides,
});

const book = (employeeId: number, overrides: Record<string, unknown> = {}) => s.t.http.post('/api/appointments').set(s.reception).send(booking(employeeId, overrides));

const slotsOn = async (employeeId: number, date: string, query: Record<string, string> = {}) =>
  (await s.t.http.get(`/api/availability/employee/${employeeId}`).query({ date, service_id: s.serviceId, ...query }).set(s.reception).expect(200)).body.data;

const slotAt = (slots: { start_time: string }[], time: string) => slots.find((slot) => slot.start_time === time);

describe('business hours from settings', () => {
  it("are the hours of an employee without a week: slots, the day view and booking follow the saved hours", async () => {
    const noWeek = await newEmployee('Ada');
    // Sunday 8 December: closed by default.
    expect((await slotsOn(noWeek, '2030-12-08')).working_hours).toBeNull();
    await book(noWeek, { appointment_date: '2030-12-08' }).expect(400);

    await saveBusinessHours(0, { isClosed: false, openTime: '10:00', closeTime: '14:00' });
    const sunday = await slotsOn(noWeek, '2030-12-08');
    expect(sunday.working_hours).toEqual({ start_time: '10:00', end_time: '14:00' });
    expect(slotAt(sunday.slots, '10:00')).toMatchObject({ is_available: true });
    const day = (await s.t.http.get('/api/availability/day-schedule').query({ date: '2030-12-08' }).set(s.reception).expect(200)).body.data;
    expect(day.employees.find((row: { employee_id: number }) => row.employee_id === noWeek).day.working_hours).toEqual({ start_time: '10:00', end_time: '14:00' });
    await book(noWeek, { appointment_date: '2030-12-08' }).expect(201);

    // Mondays closing at 17:00: an 18:00 booking is now outside the salon's hours.
    await book(noWeek, { appointment_date: '2030-12-09', start_time: '18:00' }).expect(201);
    await saveBusinessHours(1, { closeTime: '17:00' });
    const refused = await book(noWeek, { appointment_date: '2030-12-16', start_time: '18:00' }).expect(400);
    expect(refused.body.details.fieldErrors).toEqual({ start_time: ['Ada works 09:00–17:00 on Mondays'] });
  });

  it('bound an employee with a weekly schedule too: their Sunday counts only once the salon opens on Sundays', async () => {
    const withWeek = await newEmployee('Bea', [scheduleDay(0, { start_time: '11:00', end_time: '15:00', break_start: null, break_end: null })]);
    const closed = await slotsOn(withWeek, '2030-12-08');
    expect(closed.working_hours).toBeNull();
    expect(new Set(closed.slots.map((slot: { conflict_reason: string }) => slot.conflict_reason))).toEqual(new Set(['salon_closed']));
    expect((await book(withWeek, { appointment_date: '2030-12-08', start_time: '11:00' }).expect(400)).body.details.fieldErrors).toEqual({
      start_time: ['The salon is closed on Sundays'],
    });
    await saveBusinessHours(0, { isClosed: false, openTime: '12:00', closeTime: '18:00' });
    expect((await slotsOn(withWeek, '2030-12-08')).working_hours).toEqual({ start_time: '12:00', end_time: '15:00' });
  });

  it('closing a weekday removes its slots for an employee with a schedule, refuses a booking, and keeps the bookings made before', async () => {
    const cam = await newEmployee('Cam', [scheduleDay(2, { start_time: '09:00', end_time: '17:00', break_start: null, break_end: null })]);
    const kept = (await book(cam, { appointment_date: '2030-12-10', start_time: '10:00' }).expect(201)).body.data;
    await saveBusinessHours(2, { isClosed: true });

    const tuesday = await slotsOn(cam, '2030-12-10');
    expect(tuesday.working_hours).toBeNull();
    expect(tuesday.slots.filter((slot: { is_available: boolean }) => slot.is_available)).toEqual([]);
    expect(slotAt(tuesday.slots, '14:00')).toMatchObject({ is_available: false, conflict_reason: 'salon_closed' });
    const check = (await s.t.http.post('/api/availability').set(s.reception).send({ employee_id: cam, date: '2030-12-17', start_time: '14:00', service_id: s.serviceId }).expect(200)).body.data;
    expect(check).toMatchObject({ is_available: false, conflict_reason: 'salon_closed', message: 'Salon closed' });
    const bulk = (await s.t.http.post('/api/appointments/availability/bulk').set(s.reception).send({ date: '2030-12-10', service_id: s.serviceId, employee_ids: [cam] }).expect(200)).body.data;
    expect(bulk[0].slots.some((slot: { is_available: boolean }) => slot.is_available)).toBe(false);
    const refused = await book(cam, { appointment_date: '2030-12-17', start_time: '14:00' }).expect(400);
    expect(refused.body.details.fieldErrors).toEqual({ start_time: ['The salon is closed on Tuesdays'] });

    // The booking made before stays, is still shown, and its notes can still be edited.
    const day = (await s.t.http.get('/api/availability/day-schedule').query({ date: '2030-12-10' }).set(s.reception).expect(200)).body.data;
    const row = day.employees.find((employee: { employee_id: number }) => employee.employee_id === cam);
    expect(row.day.working_hours).toBeNull();
    expect(row.day.appointments.map((appointment: { appointment_id: number }) => appointment.appointment_id)).toEqual([kept.appointment_id]);
    const edit = { ...booking(cam, { appointment_date: '2030-12-10', start_time: '10:00' }), notes: 'Kept after the salon closed Tuesdays' };
    await s.t.http.put(`/api/appointments/${kept.appointment_id}`).set(s.reception).send(edit).expect(200);
  });

  it("shorter hours cut an employee's slots, and a booking outside them is refused with the salon's hours", async () => {
    const dee = await newEmployee('Dee', [scheduleDay(3, { start_time: '08:00', end_time: '18:00', break_start: null, break_end: null })]);
    await saveBusinessHours(3, { openTime: '10:00', closeTime: '15:00' });
    const wednesday = await slotsOn(dee, '2030-12-11');
    expect(wednesday.working_hours).toEqual({ start_time: '10:00', end_time: '15:00' });
    const free = wednesday.slots.filter((slot: { is_available: boolean }) => slot.is_available).map((slot: { start_time: string }) => slot.start_time);
    expect(free[0]).toBe('10:00');
    expect(free.at(-1)).toBe('14:15');
    expect(slotAt(wednesday.slots, '14:30')).toMatchObject({ is_available: false, conflict_reason: 'outside_hours' });
    expect((await book(dee, { appointment_date: '2030-12-11', start_time: '09:00' }).expect(400)).body.details.fieldErrors).toEqual({
      start_time: ['The salon opens at 10:00 on Wednesdays'],
    });
    expect((await book(dee, { appointment_date: '2030-12-11', start_time: '14:30' }).expect(400)).body.details.fieldErrors).toEqual({
      start_time: ['The salon closes at 15:00 on Wednesdays'],
    });
    await book(dee, { appointment_date: '2030-12-11', start_time: '14:15' }).expect(201);
  });
});

describe('the booking window (minimum advance hours, maximum advance days)', () => {
  it('refuses a booking sooner than the minimum or later than the maximum, with the rule in the message', async () => {
    const rosa = await newEmployee('Rosa', [scheduleDay(1)]);
    const soon = await book(rosa, { appointment_date: '2030-12-02', start_time: '10:45' }).expect(400);
    expect(soon.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Appointments must be booked at least 2 hours in advance',
      details: { fieldErrors: { start_time: ['Appointments must be booked at least 2 hours in advance'] } },
    });
    await book(rosa, { appointment_date: '2030-12-02', start_time: '11:00' }).expect(201);

    // 2031-03-03 is 91 days after today; 2031-02-24 is 84.
    const far = await book(rosa, { appointment_date: '2031-03-03' }).expect(400);
    expect(far.body).toMatchObject({
      message: 'Appointments cannot be booked more than 90 days ahead',
      details: { fieldErrors: { appointment_date: ['Appointments cannot be booked more than 90 days ahead'] } },
    });
    await book(rosa, { appointment_date: '2031-02-24' }).expect(201);
  });

  it('follows the saved rules', async () => {
    const ines = await newEmployee('Ines', [scheduleDay(1)]);
    await saveBookingRules({ minAdvanceBookingHours: 0, maxAdvanceBookingDays: 120 });
    await book(ines, { appointment_date: '2030-12-02', start_time: '09:30' }).expect(201);
    await book(ines, { appointment_date: '2031-03-03' }).expect(201);
    await saveBookingRules({ minAdvanceBookingHours: 24 });
    const refused = await book(ines, { appointment_date: '2030-12-02', start_time: '15:00' }).expect(400);
    expect(refused.body.message).toBe('Appointments must be booked at least 24 hours in advance');
  });

  it('refuses moving an appointment outside the window, and lets an edit that keeps its time stand', async () => {
    const jon = await newEmployee('Jon', [scheduleDay(1)]);
    const booked = (await book(jon, { appointment_date: '2030-12-09' }).expect(201)).body.data;
    const move = (new_date: string, new_start_time: string) =>
      s.t.http.patch(`/api/appointments/${booked.appointment_id}/reschedule`).set(s.reception).send({ new_date, new_start_time, send_notification: false });
    expect((await move('2030-12-02', '10:00').expect(400)).body.message).toBe('Appointments must be booked at least 2 hours in advance');
    expect((await move('2031-03-03', '10:00').expect(400)).body.message).toBe('Appointments cannot be booked more than 90 days ahead');

    // Saved with the rule tightened later, an edit that keeps the date and time still goes through.
    await saveBookingRules({ maxAdvanceBookingDays: 1 });
    const edit = { ...booking(jon, { appointment_date: '2030-12-09' }), notes: 'Bring the colour chart' };
    await s.t.http.put(`/api/appointments/${booked.appointment_id}`).set(s.reception).send(edit).expect(200);
  });

  it('books a recurring series inside the window and lists the later dates as skipped, with the rule', async () => {
    const uma = await newEmployee('Uma', [scheduleDay(1)]);
    const series = { ...booking(uma, { appointment_date: '2031-02-17' }), recurring_pattern: 'weekly', recurring_count: 3 };
    const result = (await s.t.http.post('/api/appointments/recurring').set(s.reception).send(series).expect(201)).body.data;
    expect(result.booked.map((appointment: { appointment_date: string }) => appointment.appointment_date)).toEqual(['2031-02-17', '2031-02-24']);
    expect(result.failed).toEqual([{ appointment_date: '2031-03-03', code: 'VALIDATION_FAILED', message: 'Appointments cannot be booked more than 90 days ahead' }]);
  });

  it('marks slots outside it too_soon or too_far, with the words a check gives', async () => {
    const kim = await newEmployee('Kim', [scheduleDay(1)]);
    const today = await slotsOn(kim, '2030-12-02');
    expect(slotAt(today.slots, '10:45')).toMatchObject({ is_available: false, conflict_reason: 'too_soon' });
    expect(slotAt(today.slots, '11:00')).toMatchObject({ is_available: true, conflict_reason: null });
    const tooFar = await slotsOn(kim, '2031-03-03');
    expect(new Set(tooFar.slots.map((slot: { conflict_reason: string }) => slot.conflict_reason))).toEqual(new Set(['too_far']));
    const check = (await s.t.http.post('/api/availability').set(s.reception).send({ employee_id: kim, date: '2030-12-02', start_time: '10:00', service_id: s.serviceId }).expect(200)).body.data;
    expect(check).toMatchObject({ is_available: false, conflict_reason: 'too_soon', message: 'Appointments must be booked at least 2 hours in advance' });
    // A walk-in seated now is not held to the minimum.
    expect(slotAt((await slotsOn(kim, '2030-12-02', { walk_in: 'true' })).slots, '09:15')).toMatchObject({ is_available: true });
  });

  it('lets the desk seat a walk-in from the waitlist at once: the minimum does not apply to it', async () => {
    const lea = await newEmployee('Lea', [scheduleDay(1)]);
    const entry = (
      await s.t.http
        .post('/api/waitlist')
        .set(s.reception)
        .send({ clientName: 'Ana Walker', clientPhone: '+1 212 555 0199', partySize: 1, requestedServices: [{ serviceId: s.serviceId }], notificationPreference: 'none' })
        .expect(201)
    ).body.data;
    const seated = await s.t.http.post(`/api/waitlist/${entry.id}/convert-to-appointment`).set(s.reception).send({ employeeId: lea, date: '2030-12-02', startTime: '09:15' }).expect(201);
    expect(seated.body.data.appointment).toMatchObject({ appointment_date: '2030-12-02', start_time: '09:15' });
  });
});
