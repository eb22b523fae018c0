import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@salon/contracts';
import { signIn, bearer } from '../../common/testing/accounts';
import { clientBody, daysFromNow, employeeBody, nextWeekday, openDay, scheduleDay, serviceBody } from '../../common/testing/factories';
import { bookingStage } from '../../common/testing/booking-stage';
import { defaultOpeningHours, openAroundTheClock } from '../../common/testing/opening-hours';
import type { TestApp } from '../../common/testing/test-app';

let t: TestApp;
let reception: Record<string, string>;
let stylist: Record<string, string>;
let owner: Record<string, string>;
let clientId: number;
let serviceId: number;
let counter = 0;

beforeAll(async () => {
  ({ t, reception, stylist, owner, clientId, serviceId } = await bookingStage({ service: { name: 'Cut & Finish', duration_minutes: 60, base_price: 75 } }));
});
afterAll(async () => {
  await t?.close();
});

/** A fresh employee with no week set up (the salon's opening hours apply) unless a week is given. */
async function newEmployee(week?: unknown[]) {
  const employeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody({ email: `e${++counter}@example.com` })).expect(201)).body.data.employee_id as number;
  if (week) await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: week }).expect(200);
  return employeeId;
}

const booking = (employee_id: number, overrides: Record<string, unknown> = {}) => ({
  client_id: clientId,
  employee_id,
  service_id: serviceId,
  appointment_date: openDay(0, daysFromNow(10)),
  start_time: '10:00',
  duration_minutes: 60,
  total_price: 75,
  ...overrides,
});
const book = (body: Record<string, unknown>) => t.http.post('/api/appointments').set(reception).send(body);

describe('POST /api/appointments', () => {
  it('books with the end time computed, status pending, made by the signed-in user, with its history', async () => {
    const employeeId = await newEmployee();
    const response = await book(booking(employeeId, { start_time: '14:15', duration_minutes: 75, total_price: 82.5, end_time: '09:00', notes: 'First visit' })).expect(201);
    const appointment = contract.appointments.create.responses[201].parse(response.body).data;
    const [{ user_id }] = await t.dataSource.query(`SELECT user_id FROM users WHERE username = 'priya'`);
    expect(appointment).toMatchObject({
      start_time: '14:15',
      end_time: '15:30',
      total_price: 82.5,
      deposit_amount: 0,
      status_id: 1,
      status: { name: 'pending', is_billable: false },
      created_by: user_id,
      client: { client_id: clientId, first_name: 'Nora' },
      service: { service_id: serviceId, name: 'Cut & Finish' },
      notes: 'First visit',
    });
    const history = await t.http.get(`/api/appointments/${appointment.appointment_id}/history`).set(stylist).expect(200);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ change_type: 'created', changedBy: { first_name: 'Priya' } });
    expect(JSON.parse(history.body.data[0].new_values)).toMatchObject({ start_time: '14:15', end_time: '15:30' });
  });

  it.each([
    ['client_id', 'Client is required'],
    ['employee_id', 'Employee is required'],
    ['service_id', 'Service is required'],
    ['appointment_date', 'Date is required'],
    ['start_time', 'Start time is required'],
    ['duration_minutes', 'Duration is required'],
    ['total_price', 'Price is required'],
  ])('requires %s: "%s"', async (field, message) => {
    const response = await book(booking(1, { [field]: '' })).expect(400);
    expect(response.body.details.fieldErrors[field]).toEqual([message]);
  });

  it('refuses a date before today: "Cannot book appointments in the past"', async () => {
    const response = await book(booking(1, { appointment_date: daysFromNow(-1) })).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ appointment_date: ['Cannot book appointments in the past'] });
  });

  it('refuses an appointment running past midnight', async () => {
    const employeeId = await newEmployee();
    const response = await book(booking(employeeId, { start_time: '23:30', duration_minutes: 60 })).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ duration_minutes: ['The appointment must end by midnight'] });
  });

  describe('the salon\'s today and now decide "the past"', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses 10:00 today when it is already 11:00 in New York', async () => {
      const employeeId = await newEmployee();
      // 15:00 UTC is 11:00 in New York in June.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-10T15:00:00Z') });
      const auth = bearer((await signIn(t, 'priya')).token);
      const early = await t.http.post('/api/appointments').set(auth).send(booking(employeeId, { appointment_date: '2031-06-10', start_time: '10:00' })).expect(400);
      expect(early.body.details.fieldErrors).toEqual({ appointment_date: ['Cannot book appointments in the past'] });
      await t.http.post('/api/appointments').set(auth).send(booking(employeeId, { appointment_date: '2031-06-10', start_time: '11:30' })).expect(201);
    });

    it("books tonight at a salon in Los Angeles though the server's date is already tomorrow", async () => {
      await t.dataSource.query(`UPDATE salons SET time_zone = 'America/Los_Angeles' WHERE salon_id = 1`);
      // Open late too: the employee's evening counts only while the salon is open.
      await openAroundTheClock(t.dataSource);
      try {
        const employeeId = await newEmployee([scheduleDay(2, { end_time: '23:00' })]);
        // 03:00 UTC on Wednesday 11 June 2031 is 8:00 PM on Tuesday the 10th in Los Angeles.
        vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-11T03:00:00Z') });
        const auth = bearer((await signIn(t, 'priya')).token);
        const early = await t.http.post('/api/appointments').set(auth).send(booking(employeeId, { appointment_date: '2031-06-10', start_time: '19:30' })).expect(400);
        expect(early.body.details.fieldErrors).toEqual({ appointment_date: ['Cannot book appointments in the past'] });
        await t.http.post('/api/appointments').set(auth).send(booking(employeeId, { appointment_date: '2031-06-10', start_time: '21:00' })).expect(201);
      } finally {
        await defaultOpeningHours(t.dataSource);
        await t.dataSource.query(`UPDATE salons SET time_zone = 'America/New_York' WHERE salon_id = 1`);
      }
    });
  });

  it('refuses an inactive employee or service, and unknown ones, at their fields', async () => {
    const employeeId = await newEmployee();
    await t.http.patch(`/api/employees/${employeeId}/status`).set(owner).send({ is_active: false }).expect(200);
    const inactive = await book(booking(employeeId)).expect(400);
    expect(inactive.body.details.fieldErrors).toEqual({ employee_id: ['This employee is inactive and cannot be booked'] });
    const retired = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Retired', is_active: false })).expect(201)).body.data.service_id;
    const unknown = await book(booking(await newEmployee(), { service_id: retired, client_id: 999999 })).expect(400);
    expect(unknown.body.details.fieldErrors).toEqual({ client_id: ['Client not found'], service_id: ['This service is inactive and cannot be booked'] });
  });

  it('keeps to the employee\'s week: day off, outside hours and breaks are refused', async () => {
    const employeeId = await newEmployee([scheduleDay(2, { start_time: '09:00', end_time: '17:00', break_start: '13:00', break_end: '14:00' })]);
    const tuesday = nextWeekday(2);
    const wednesday = nextWeekday(3);
    const dayOff = await book(booking(employeeId, { appointment_date: wednesday })).expect(400);
    expect(dayOff.body.details.fieldErrors.start_time[0]).toMatch(/does not work on Wednesdays/);
    const late = await book(booking(employeeId, { appointment_date: tuesday, start_time: '16:30' })).expect(400);
    expect(late.body.details.fieldErrors.start_time[0]).toMatch(/works 09:00–17:00 on Tuesdays/);
    const lunch = await book(booking(employeeId, { appointment_date: tuesday, start_time: '12:30' })).expect(400);
    expect(lunch.body.details.fieldErrors.start_time[0]).toMatch(/on a break 13:00–14:00/);
    await book(booking(employeeId, { appointment_date: tuesday, start_time: '14:00' })).expect(201);
  });
});

describe('no double booking', () => {
  it('refuses an overlapping booking with 409 SLOT_TAKEN; back-to-back and other employees are fine', async () => {
    const employeeId = await newEmployee();
    const otherEmployee = await newEmployee();
    await book(booking(employeeId, { start_time: '10:00' })).expect(201);
    const overlap = await book(booking(employeeId, { start_time: '10:30' })).expect(409);
    expect(overlap.body).toEqual({
      success: false,
      status: 409,
      code: 'SLOT_TAKEN',
      message: 'Selected time slot is not available',
      details: { fieldErrors: { start_time: ['Selected time slot is not available'] } },
    });
    await book(booking(employeeId, { start_time: '11:00' })).expect(201);
    await book(booking(employeeId, { start_time: '09:00' })).expect(201);
    await book(booking(otherEmployee, { start_time: '10:30' })).expect(201);
  });

  it('50 people booking one slot at the same moment: exactly one succeeds, the rest get 409', async () => {
    const employeeId = await newEmployee();
    const attempts = await Promise.all(Array.from({ length: 50 }, (_, i) => book(booking(employeeId, { start_time: i % 2 ? '15:00' : '15:15' }))));
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM appointments WHERE employee_id = $1', [employeeId]);
    expect(n).toBe(1);
  });

  it('a cancelled or no-show appointment frees its time', async () => {
    const employeeId = await newEmployee();
    const first = (await book(booking(employeeId, { start_time: '12:00' })).expect(201)).body.data;
    await t.http.patch(`/api/appointments/${first.appointment_id}/cancel`).set(reception).send({ reason: 'Client is ill' }).expect(200);
    const second = (await book(booking(employeeId, { start_time: '12:00' })).expect(201)).body.data;
    // A no-show is marked once the start time has passed: 17:10 UTC is 12:10 or 13:10 in New York that day.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${second.appointment_date}T17:10:00Z`) });
    try {
      const thatDay = bearer((await signIn(t, 'priya')).token);
      await t.http.patch(`/api/appointments/${second.appointment_id}/no-show`).set(thatDay).send({}).expect(200);
    } finally {
      vi.useRealTimers();
    }
    await book(booking(employeeId, { start_time: '12:30' })).expect(201);
  });

  it('moving an appointment onto a taken time is refused and changes nothing', async () => {
    const employeeId = await newEmployee();
    await book(booking(employeeId, { start_time: '09:00' })).expect(201);
    const later = (await book(booking(employeeId, { start_time: '13:00' })).expect(201)).body.data;
    const response = await t.http.put(`/api/appointments/${later.appointment_id}`).set(reception).send(booking(employeeId, { start_time: '09:30' })).expect(409);
    expect(response.body.code).toBe('SLOT_TAKEN');
    const stored = await t.http.get(`/api/appointments/${later.appointment_id}`).set(reception).expect(200);
    expect(stored.body.data.start_time).toBe('13:00');
  });
});

describe('PUT /api/appointments/:id', () => {
  it('reschedules and records the old and new values', async () => {
    const employeeId = await newEmployee();
    const appointment = (await book(booking(employeeId)).expect(201)).body.data;
    const response = await t.http
      .put(`/api/appointments/${appointment.appointment_id}`)
      .set(reception)
      .send(booking(employeeId, { start_time: '16:00', duration_minutes: 90, total_price: 95 }))
      .expect(200);
    expect(response.body.data).toMatchObject({ start_time: '16:00', end_time: '17:30', total_price: 95 });
    const history = (await t.http.get(`/api/appointments/${appointment.appointment_id}/history`).set(reception)).body.data;
    expect(history.map((entry: { change_type: string }) => entry.change_type)).toEqual(['created', 'rescheduled']);
    expect(JSON.parse(history[1].old_values)).toEqual({ start_time: '10:00', end_time: '11:00', duration_minutes: 60, total_price: 75 });
    expect(JSON.parse(history[1].new_values)).toEqual({ start_time: '16:00', end_time: '17:30', duration_minutes: 90, total_price: 95 });
  });

  it('answers 404 for an unknown appointment; a stylist may update, not delete', async () => {
    await t.http.put('/api/appointments/999999').set(reception).send(booking(1)).expect(404);
    const appointment = (await book(booking(await newEmployee())).expect(201)).body.data;
    await t.http.delete(`/api/appointments/${appointment.appointment_id}`).set(stylist).send({}).expect(403);
    await t.http.delete(`/api/appointments/${appointment.appointment_id}`).set(reception).send({ reason: 'Booked by mistake' }).expect(204);
    await t.http.get(`/api/appointments/${appointment.appointment_id}`).set(reception).expect(404);
  });

  it('keeps the history of a deleted appointment, closed by who deleted it and why, and frees its time', async () => {
    const employeeId = await newEmployee();
    const appointment = (await book(booking(employeeId)).expect(201)).body.data;
    await t.http.delete(`/api/appointments/${appointment.appointment_id}`).set(reception).send({ reason: 'Booked by mistake' }).expect(204);

    const history = (await t.http.get(`/api/appointments/${appointment.appointment_id}/history`).set(reception).expect(200)).body.data;
    expect(history.map((entry: { change_type: string }) => entry.change_type)).toEqual(['created', 'deleted']);
    expect(history[1]).toMatchObject({ change_reason: 'Booked by mistake', new_values: null, changedBy: { first_name: 'Priya', last_name: 'Tester' } });
    expect(JSON.parse(history[1].old_values)).toMatchObject({ start_time: '10:00', end_time: '11:00', total_price: 75, status: { name: 'pending' } });

    const listed = (await t.http.get('/api/appointments').query({ employee_id: employeeId }).set(reception).expect(200)).body.data;
    expect(listed.count).toBe(0);
    await book(booking(employeeId)).expect(201);
    await t.http.get('/api/appointments/999999/history').set(reception).expect(404);
  });
});

describe('deleting what appointments refer to', () => {
  it('refuses with 409 IN_USE for the client, the employee and the service', async () => {
    const employeeId = await newEmployee();
    const client = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Kept' })).expect(201)).body.data.client_id;
    const service = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Kept service' })).expect(201)).body.data.service_id;
    await book(booking(employeeId, { client_id: client, service_id: service })).expect(201);
    const clientRefusal = await t.http.delete(`/api/clients/${client}`).set(reception).expect(409);
    expect(clientRefusal.body).toEqual({
      success: false,
      status: 409,
      code: 'IN_USE',
      message: 'This client has appointments or payments and cannot be deleted; mark them inactive instead',
    });
    expect((await t.http.delete(`/api/employees/${employeeId}`).set(owner).expect(409)).body.code).toBe('IN_USE');
    expect((await t.http.delete(`/api/services/${service}`).set(owner).expect(409)).body.code).toBe('IN_USE');
  });
});
