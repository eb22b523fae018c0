import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@salon/contracts';
import { bearer, signIn } from '../../common/testing/accounts';
import { employeeBody, nextWeekday, scheduleDay } from '../../common/testing/factories';
import { bookingStage } from '../../common/testing/booking-stage';
import type { TestApp } from '../../common/testing/test-app';
import { usePretendClock } from '../../common/testing/pretend-clock';

// Fixed dates in 2031 stay in the future: the file runs at a pretend now (2 December 2030).
usePretendClock();

let t: TestApp;
let reception: Record<string, string>;
let owner: Record<string, string>;
let clientId: number;
let serviceId: number;
let counter = 0;

beforeAll(async () => {
  ({ t, reception, owner, clientId, serviceId } = await bookingStage({ client: { email: 'nora@example.com' }, service: { duration_minutes: 60, base_price: 70 } }));
});
afterAll(async () => {
  await t?.close();
});

/** An employee working Monday to Saturday 09:00-17:00 with a 13:00-14:00 break. */
async function newEmployee() {
  const employeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody({ email: `m${++counter}@example.com` })).expect(201)).body.data.employee_id as number;
  await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: [1, 2, 3, 4, 5, 6].map((day) => scheduleDay(day)) }).expect(200);
  return employeeId;
}
const booking = (employee_id: number, appointment_date: string, start_time: string) => ({
  client_id: clientId,
  employee_id,
  service_id: serviceId,
  appointment_date,
  start_time,
  duration_minutes: 60,
  total_price: 70,
});
const book = async (employeeId: number, date: string, time: string) =>
  (await t.http.post('/api/appointments').set(reception).send(booking(employeeId, date, time)).expect(201)).body.data.appointment_id as number;
const reschedule = (id: number, body: Record<string, unknown>) => t.http.patch(`/api/appointments/${id}/reschedule`).set(reception).send(body);
const outboxFor = (recipient: string) => t.dataSource.query(`SELECT subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY outbox_message_id`, [recipient]);

describe('PATCH /api/appointments/:id/reschedule', () => {
  it('moves the appointment keeping its length, records why, and tells the client', async () => {
    const employeeId = await newEmployee();
    const monday = nextWeekday(1);
    const id = await book(employeeId, monday, '10:00');
    const before = (await outboxFor('nora@example.com')).length;
    const response = await reschedule(id, { new_date: nextWeekday(2), new_start_time: '15:00', reason: 'Client asked' }).expect(200);
    expect(contract.appointments.reschedule.responses[200].parse(response.body).data).toMatchObject({ appointment_date: nextWeekday(2), start_time: '15:00', end_time: '16:00' });
    const history = (await t.http.get(`/api/appointments/${id}/history`).set(reception)).body.data;
    expect(history.at(-1)).toMatchObject({ change_type: 'rescheduled', change_reason: 'Client asked' });
    expect(JSON.parse(history.at(-1).old_values)).toEqual({ appointment_date: monday, start_time: '10:00', end_time: '11:00' });
    const messages = await outboxFor('nora@example.com');
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1).subject).toBe('Your appointment has been moved');

    await reschedule(id, { new_date: nextWeekday(3), new_start_time: '09:00', send_notification: false }).expect(200);
    expect(await outboxFor('nora@example.com')).toHaveLength(before + 1);
  });

  it('refuses the past, a break, a taken time (409 SLOT_TAKEN) and a checked-in appointment, changing nothing', async () => {
    const employeeId = await newEmployee();
    const tuesday = nextWeekday(2);
    const id = await book(employeeId, tuesday, '10:00');
    await book(employeeId, tuesday, '15:00');
    expect((await reschedule(id, { new_date: '2020-01-06', new_start_time: '10:00' }).expect(400)).body.details.fieldErrors).toEqual({ appointment_date: ['Cannot book appointments in the past'] });
    expect((await reschedule(id, { new_date: tuesday, new_start_time: '12:30' }).expect(400)).body.details.fieldErrors.start_time[0]).toMatch(/break/);
    expect((await reschedule(id, { new_date: tuesday, new_start_time: '14:30' }).expect(409)).body.code).toBe('SLOT_TAKEN');
    expect((await reschedule(id, { new_date: '', new_start_time: '' }).expect(400)).body.details.fieldErrors).toEqual({ new_date: ['Date is required'], new_start_time: ['Start time is required'] });

    await t.http.patch(`/api/appointments/${id}/confirm`).set(reception).send({}).expect(200);
    // The client arrives on the day (a check-in waits for it): 09:45 in New York, UTC-5 in these winter weeks.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${tuesday}T14:45:00Z`) });
    try {
      const onTheDay = bearer((await signIn(t, 'priya')).token);
      await t.http.patch(`/api/appointments/${id}/checkin`).set(onTheDay).send({}).expect(200);
      const refused = await t.http.patch(`/api/appointments/${id}/reschedule`).set(onTheDay).send({ new_date: tuesday, new_start_time: '11:00' }).expect(409);
      expect(refused.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Cannot reschedule an appointment that has been checked in; it is in progress' });
      expect((await t.http.get(`/api/appointments/${id}`).set(onTheDay)).body.data.start_time).toBe('10:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('50 appointments rescheduled onto one slot at once: exactly one moves, 49 get 409', async () => {
    const employeeId = await newEmployee();
    const wednesday = nextWeekday(3);
    const thursday = nextWeekday(4);
    // Fifty appointments spread over other days of other employees... all of one employee, on different weeks.
    const ids: number[] = [];
    for (let week = 0; week < 50; week += 1) ids.push(await book(employeeId, nextWeekday(4, addWeeks(thursday, week + 1)), '09:00'));
    const attempts = await Promise.all(ids.map((id) => reschedule(id, { new_date: wednesday, new_start_time: '11:00', send_notification: false })));
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM appointments WHERE employee_id = $1 AND appointment_date = $2`, [employeeId, wednesday]);
    expect(n).toBe(1);
  });
});

function addWeeks(date: string, weeks: number) {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * weeks);
  return day.toISOString().slice(0, 10);
}

describe('POST /api/appointments/bulk', () => {
  it('confirms, cancels and reschedules several, each with its own result', async () => {
    const employeeId = await newEmployee();
    const friday = nextWeekday(5);
    const [a, b, c] = [await book(employeeId, friday, '09:00'), await book(employeeId, friday, '10:00'), await book(employeeId, friday, '11:00')];
    await t.http.patch(`/api/appointments/${c}/cancel`).set(reception).send({ send_notification: false }).expect(200);

    const confirmed = (await t.http.post('/api/appointments/bulk').set(reception).send({ operation: 'confirm', appointment_ids: [a, b, c, 999999] }).expect(200)).body.data;
    expect(confirmed).toMatchObject({ operation: 'confirm', succeeded: 2, failed: 2 });
    expect(confirmed.results).toEqual([
      { appointment_id: a, success: true, code: null, message: null },
      { appointment_id: b, success: true, code: null, message: null },
      { appointment_id: c, success: false, code: 'INVALID_TRANSITION', message: 'Cannot confirm an appointment that is cancelled' },
      { appointment_id: 999999, success: false, code: 'NOT_FOUND', message: 'Appointment not found' },
    ]);

    // Moving both to Saturday keeps each one's own start time.
    const saturday = nextWeekday(6);
    const moved = (await t.http.post('/api/appointments/bulk').set(reception).send({ operation: 'reschedule', appointment_ids: [a, b], new_date: saturday, send_notifications: false }).expect(200)).body.data;
    expect(moved.succeeded).toBe(2);
    expect((await t.http.get(`/api/appointments/${b}`).set(reception)).body.data).toMatchObject({ appointment_date: saturday, start_time: '10:00' });
    // One start time for both: the second collides with the first.
    const clash = (await t.http.post('/api/appointments/bulk').set(reception).send({ operation: 'reschedule', appointment_ids: [a, b], new_date: friday, new_start_time: '15:00', send_notifications: false }).expect(200)).body.data;
    expect(clash.results.map((result: { code: string | null }) => result.code)).toEqual([null, 'SLOT_TAKEN']);

    const cancelled = (await t.http.post('/api/appointments/bulk').set(reception).send({ operation: 'cancel', appointment_ids: [a, b], reason: 'Salon closed for a burst pipe', send_notifications: false }).expect(200)).body.data;
    expect(cancelled.succeeded).toBe(2);
    expect((await t.http.get(`/api/appointments/${a}`).set(reception)).body.data).toMatchObject({ status: { name: 'cancelled' }, cancellation_reason: 'Salon closed for a burst pipe' });

    expect((await t.http.post('/api/appointments/bulk').set(reception).send({ operation: 'reschedule', appointment_ids: [a] }).expect(400)).body.details.fieldErrors).toEqual({ new_date: ['Date is required'] });
    expect((await t.http.post('/api/appointments/bulk').set(reception).send({ operation: 'archive', appointment_ids: [] }).expect(400)).body.details.fieldErrors).toHaveProperty('appointment_ids');
  });
});

describe('POST /api/appointments/recurring', () => {
  it('books a weekly series, skipping a taken date in the middle and saying why', async () => {
    const employeeId = await newEmployee();
    const first = '2031-05-06'; // a Tuesday
    await book(employeeId, '2031-05-20', '10:30');
    const response = await t.http
      .post('/api/appointments/recurring')
      .set(reception)
      .send({ ...booking(employeeId, first, '10:00'), recurring_pattern: 'weekly', recurring_count: 5 })
      .expect(201);
    const result = contract.appointments.createRecurring.responses[201].parse(response.body).data;
    expect(result.booked.map((appointment) => appointment.appointment_date)).toEqual(['2031-05-06', '2031-05-13', '2031-05-27', '2031-06-03']);
    expect(result.failed).toEqual([{ appointment_date: '2031-05-20', code: 'SLOT_TAKEN', message: 'Selected time slot is not available' }]);
    expect(result.booked.every((appointment) => appointment.series_id === result.series_id && appointment.is_recurring && appointment.recurring_pattern === 'weekly')).toBe(true);
  });

  it('runs monthly to an end date, keeping the day of the month; a day off is reported', async () => {
    const employeeId = await newEmployee();
    const response = await t.http
      .post('/api/appointments/recurring')
      .set(reception)
      .send({ ...booking(employeeId, '2031-01-31', '10:00'), recurring_pattern: 'monthly', recurring_end_date: '2031-05-31' })
      .expect(201);
    const { booked, failed } = response.body.data;
    // Jan 31 (Fri), Feb 28 (Fri), Mar 31 (Mon), Apr 30 (Wed), May 31 (Sat); the salon's Sunday rule does not apply (own week).
    expect([...booked.map((a: { appointment_date: string }) => a.appointment_date), ...failed.map((f: { appointment_date: string }) => f.appointment_date)].sort()).toEqual([
      '2031-01-31',
      '2031-02-28',
      '2031-03-31',
      '2031-04-30',
      '2031-05-31',
    ]);
    expect(failed).toEqual([]);

    const quarterly = await t.http
      .post('/api/appointments/recurring')
      .set(reception)
      .send({ ...booking(employeeId, '2031-06-01', '10:00'), recurring_pattern: 'quarterly', recurring_count: 2 })
      .expect(201);
    // 2031-06-01 is a Sunday, when this employee does not work.
    expect(quarterly.body.data.failed).toEqual([{ appointment_date: '2031-06-01', code: 'VALIDATION_FAILED', message: expect.stringMatching(/does not work on Sundays/) }]);
    expect(quarterly.body.data.booked.map((a: { appointment_date: string }) => a.appointment_date)).toEqual(['2031-09-01']);
  });

  it('needs an end date or a count, and an end after the start', async () => {
    const base = { ...booking(1, '2031-05-06', '10:00'), recurring_pattern: 'weekly' };
    expect((await t.http.post('/api/appointments/recurring').set(reception).send(base).expect(400)).body.details.fieldErrors).toEqual({ recurring_end_date: ['Choose an end date or a number of occurrences'] });
    expect((await t.http.post('/api/appointments/recurring').set(reception).send({ ...base, recurring_end_date: '2031-05-01' }).expect(400)).body.details.fieldErrors).toEqual({
      recurring_end_date: ['The series must end after the first appointment'],
    });
    expect((await t.http.post('/api/appointments/recurring').set(reception).send({ ...base, recurring_count: 60 }).expect(400)).body.details.fieldErrors).toEqual({ recurring_count: ['Occurrences must be between 2 and 52'] });
  });
});
