import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, type TimeSlot } from '@salon/contracts';
import { bearer, signIn } from '../../common/testing/accounts';
import { employeeBody, nextWeekday, scheduleDay } from '../../common/testing/factories';
import { bookingStage } from '../../common/testing/booking-stage';
import { defaultOpeningHours, openAroundTheClock } from '../../common/testing/opening-hours';
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
  ({ t, reception, owner, clientId, serviceId } = await bookingStage({ service: { name: 'Cut', duration_minutes: 60, base_price: 60 } }));
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function newEmployee(week?: unknown[], overrides: Record<string, unknown> = {}) {
  const body = employeeBody({ email: `a${++counter}@example.com`, first_name: `Emp${String.fromCharCode(64 + counter)}`, ...overrides });
  const employeeId = (await t.http.post('/api/employees').set(owner).send(body).expect(201)).body.data.employee_id as number;
  if (week) await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: week }).expect(200);
  return employeeId;
}
const book = (employee_id: number, appointment_date: string, start_time: string, duration_minutes = 60) =>
  t.http.post('/api/appointments').set(reception).send({ client_id: clientId, employee_id, service_id: serviceId, appointment_date, start_time, duration_minutes, total_price: 60 });
const slotsOf = async (employeeId: number, query: Record<string, string | number>, auth = reception) => {
  const response = await t.http.get(`/api/availability/employee/${employeeId}`).query(query).set(auth).expect(200);
  return contract.availability.employeeSlots.responses[200].parse(response.body).data;
};
const reasonAt = (slots: TimeSlot[], time: string) => slots.find((slot) => slot.start_time === time)?.conflict_reason;
const available = (slots: TimeSlot[]) => slots.filter((slot) => slot.is_available).map((slot) => slot.start_time);

describe('GET /api/availability/employee/:id', () => {
  it("offers 15-minute slots of the service's length within the week, around the break and bookings", async () => {
    const employeeId = await newEmployee([scheduleDay(2, { start_time: '09:00', end_time: '17:00', break_start: '13:00', break_end: '14:00' })]);
    const tuesday = nextWeekday(2);
    await book(employeeId, tuesday, '10:00', 45).expect(201);
    const cancelled = (await book(employeeId, tuesday, '15:00').expect(201)).body.data.appointment_id;
    await t.http.patch(`/api/appointments/${cancelled}/cancel`).set(reception).send({}).expect(200);

    const day = await slotsOf(employeeId, { date: tuesday, service_id: serviceId });
    expect(day).toMatchObject({ employee_id: employeeId, date: tuesday, duration_minutes: 60, working_hours: { start_time: '09:00', end_time: '17:00' } });
    expect(day.slots).toHaveLength(32);
    expect(day.slots[0]).toEqual({ start_time: '09:00', end_time: '10:00', is_available: true, conflict_reason: null });
    expect(reasonAt(day.slots, '09:15')).toBe('booked');
    expect(reasonAt(day.slots, '10:30')).toBe('booked');
    expect(reasonAt(day.slots, '10:45')).toBeNull();
    expect(reasonAt(day.slots, '12:15')).toBe('break');
    expect(reasonAt(day.slots, '15:00')).toBeNull(); // the cancelled booking freed it
    expect(reasonAt(day.slots, '16:15')).toBe('outside_hours');
    expect(available(day.slots)).toContain('16:00');

    // A shorter duration fits where the hour did not.
    const short = await slotsOf(employeeId, { date: tuesday, duration_minutes: 15 });
    expect(reasonAt(short.slots, '09:45')).toBeNull();
    expect(reasonAt(short.slots, '12:45')).toBeNull();
  });

  it('says day_off on a day without hours, employee_inactive for an inactive employee', async () => {
    const employeeId = await newEmployee([scheduleDay(2)]);
    const offDay = await slotsOf(employeeId, { date: nextWeekday(3), service_id: serviceId });
    expect(offDay.working_hours).toBeNull();
    expect(offDay.slots.length).toBeGreaterThan(0);
    expect(new Set(offDay.slots.map((slot) => slot.conflict_reason))).toEqual(new Set(['day_off']));

    await t.http.patch(`/api/employees/${employeeId}/status`).set(owner).send({ is_active: false }).expect(200);
    const inactive = await slotsOf(employeeId, { date: nextWeekday(2), service_id: serviceId });
    expect(new Set(inactive.slots.map((slot) => slot.conflict_reason))).toEqual(new Set(['employee_inactive']));
  });

  it("uses the salon's opening hours for an employee without a week: closed on Sundays", async () => {
    const employeeId = await newEmployee();
    const friday = await slotsOf(employeeId, { date: nextWeekday(5), duration_minutes: 30 });
    expect(friday.working_hours).toEqual({ start_time: '09:00', end_time: '20:00' });
    const sunday = await slotsOf(employeeId, { date: nextWeekday(0), duration_minutes: 30 });
    expect(sunday.working_hours).toBeNull();
    expect(sunday.slots.every((slot) => slot.conflict_reason === 'salon_closed')).toBe(true);
  });

  it("marks the salon's past as past: earlier today in New York, and every slot of yesterday", async () => {
    const employeeId = await newEmployee();
    // 15:10 UTC is 11:10 in New York in June (a Tuesday).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-10T15:10:00Z') });
    const auth = bearer((await signIn(t, 'priya')).token);
    const today = await slotsOf(employeeId, { date: '2031-06-10', duration_minutes: 30 }, auth);
    expect(reasonAt(today.slots, '11:00')).toBe('past');
    expect(reasonAt(today.slots, '11:15')).toBeNull();
    const yesterday = await slotsOf(employeeId, { date: '2031-06-09', duration_minutes: 30 }, auth);
    expect(yesterday.slots.every((slot) => slot.conflict_reason === 'past')).toBe(true);
  });

  it.each([
    ['spring forward', '2031-03-09'],
    ['fall back', '2031-11-02'],
  ])('is right on the %s day in New York (%s)', async (_, sunday) => {
    // A Sunday night shift across the change, compared with an ordinary Sunday. Dates years ahead, so they never become the past.
    // The salon opens through the night for it: an employee's hours count only while it is open.
    await openAroundTheClock(t.dataSource);
    try {
      const employeeId = await newEmployee([scheduleDay(0, { start_time: '01:00', end_time: '05:00', break_start: null, break_end: null })]);
      const changeDay = await slotsOf(employeeId, { date: sunday, duration_minutes: 30 });
      expect(changeDay.working_hours).toEqual({ start_time: '01:00', end_time: '05:00' });
      expect(changeDay.slots.map((slot) => slot.start_time)).toEqual((await slotsOf(employeeId, { date: '2031-06-15', duration_minutes: 30 })).slots.map((slot) => slot.start_time));
      if (sunday === '2031-03-09') {
        // 02:00-02:59 does not exist that night: nothing there or running into it can be booked.
        expect(['01:45', '02:00', '02:30', '02:45'].map((time) => reasonAt(changeDay.slots, time))).toEqual(['outside_hours', 'outside_hours', 'outside_hours', 'outside_hours']);
        expect(available(changeDay.slots)).toEqual(['01:00', '01:15', '01:30', '03:00', '03:15', '03:30', '03:45', '04:00', '04:15', '04:30']);
        const refused = await book(employeeId, sunday, '02:15', 30).expect(400);
        expect(refused.body.details.fieldErrors.start_time[0]).toMatch(/does not exist/);
      } else {
        // 01:00-01:59 happens twice; on the wall clock every slot is there once and bookable.
        expect(changeDay.slots.every((slot) => slot.is_available || slot.start_time > '04:30')).toBe(true);
        await book(employeeId, sunday, '01:30', 60).expect(201);
      }
    } finally {
      await defaultOpeningHours(t.dataSource);
    }
  });

  it('leaves out the appointment being moved (exclude_appointment_id), 404s an unknown employee', async () => {
    const employeeId = await newEmployee([scheduleDay(4)]);
    const thursday = nextWeekday(4);
    const id = (await book(employeeId, thursday, '10:00').expect(201)).body.data.appointment_id;
    expect(reasonAt((await slotsOf(employeeId, { date: thursday, duration_minutes: 60 })).slots, '10:00')).toBe('booked');
    expect(reasonAt((await slotsOf(employeeId, { date: thursday, duration_minutes: 60, exclude_appointment_id: id })).slots, '10:00')).toBeNull();
    await t.http.get('/api/availability/employee/999999').query({ date: thursday }).set(reception).expect(404);
    await t.http.get(`/api/availability/employee/${employeeId}`).query({ date: '2031-02-30' }).set(reception).expect(400);
  });

  it('names an unknown employee before an unknown service, and an unknown service of a known employee', async () => {
    const employeeId = await newEmployee([scheduleDay(4)]);
    const thursday = nextWeekday(4);
    const both = await t.http.get('/api/availability/employee/999999').query({ date: thursday, service_id: 999_998 }).set(reception).expect(404);
    expect(both.body.message).toBe('Employee not found');
    const service = await t.http.get(`/api/availability/employee/${employeeId}`).query({ date: thursday, service_id: 999_998 }).set(reception).expect(404);
    expect(service.body.message).toBe('Service not found');
  });
});

describe('POST /api/availability and /api/appointments/conflicts/check', () => {
  it('answers whether a time can be booked, with the reason and the overlapping appointments', async () => {
    const employeeId = await newEmployee([scheduleDay(1)]);
    const monday = nextWeekday(1);
    const id = (await book(employeeId, monday, '10:00').expect(201)).body.data.appointment_id;
    for (const path of ['/api/availability', '/api/appointments/conflicts/check']) {
      const taken = await t.http.post(path).set(reception).send({ employee_id: employeeId, date: monday, start_time: '10:30', service_id: serviceId }).expect(200);
      expect(taken.body.data).toMatchObject({
        is_available: false,
        conflict_reason: 'booked',
        message: 'Selected time slot is not available',
        end_time: '11:30',
        conflicts: [{ appointment_id: id, start_time: '10:00', end_time: '11:00', status: 'pending', client_name: 'Nora Quinn', service_name: 'Cut' }],
      });
    }
    const lunch = await t.http.post('/api/availability').set(reception).send({ employee_id: employeeId, date: monday, start_time: '12:30', duration_minutes: 60 }).expect(200);
    expect(lunch.body.data).toMatchObject({ is_available: false, conflict_reason: 'break', conflicts: [] });
    const free = await t.http.post('/api/availability').set(reception).send({ employee_id: employeeId, date: monday, start_time: '11:00', duration_minutes: 60 }).expect(200);
    expect(free.body.data).toEqual({ is_available: true, conflict_reason: null, message: null, end_time: '12:00', conflicts: [] });
  });
});

describe('day and week schedules', () => {
  it("shows every active employee's hours, breaks and bookings; those working first", async () => {
    const working = await newEmployee([scheduleDay(5, { start_time: '10:00', end_time: '18:00', break_start: '14:00', break_end: '14:30' })], { last_name: 'Zed' });
    const resting = await newEmployee([scheduleDay(1)], { last_name: 'Aaron' });
    const sunday = nextWeekday(0, '2031-01-01');
    const friday = nextWeekday(5, sunday);
    await book(working, friday, '11:00').expect(201);
    const day = (await t.http.get('/api/availability/day-schedule').query({ date: friday }).set(reception).expect(200)).body.data;
    // The salon's zone comes along, so the day view reads daylight-saving gaps on it, not the browser's.
    expect(day.time_zone).toBe('America/New_York');
    const ids = day.employees.map((employee: { employee_id: number }) => employee.employee_id);
    expect(ids.indexOf(working)).toBeLessThan(ids.indexOf(resting));
    expect(day.employees.find((employee: { employee_id: number }) => employee.employee_id === working).day).toEqual({
      date: friday,
      working_hours: { start_time: '10:00', end_time: '18:00' },
      breaks: [{ start_time: '14:00', end_time: '14:30' }],
      appointments: [expect.objectContaining({ start_time: '11:00', end_time: '12:00', client_name: 'Nora Quinn', service_name: 'Cut', status: 'pending' })],
    });
    expect(day.employees.find((employee: { employee_id: number }) => employee.employee_id === resting).day).toMatchObject({ working_hours: null, breaks: [], appointments: [] });

    const week = (await t.http.get('/api/availability/week-schedule').query({ start_date: sunday }).set(reception).expect(200)).body.data;
    expect(week.dates).toHaveLength(7);
    expect(week.dates[0]).toBe(sunday);
    const row = week.employees.find((employee: { employee_id: number }) => employee.employee_id === working);
    expect(row.days.map((entry: { working_hours: unknown }) => entry.working_hours !== null)).toEqual([false, false, false, false, false, true, false]);
    expect(row.days[5]).toMatchObject({
      count: 1,
      booked_minutes: 60,
      busy: [{ start_time: '11:00', end_time: '12:00' }],
      first: [expect.objectContaining({ start_time: '11:00', end_time: '12:00', client_name: 'Nora Quinn', service_name: 'Cut', status: 'pending' })],
    });
  });

  it("GET /api/employees/:id/availability gives each day of a range; GET /api/employees/available who is free", async () => {
    const busy = await newEmployee([scheduleDay(3)]);
    const idle = await newEmployee([scheduleDay(3)]);
    const wednesday = nextWeekday(3, '2031-02-01');
    await book(busy, wednesday, '09:00').expect(201);
    const range = (await t.http.get(`/api/employees/${busy}/availability`).query({ date_from: wednesday, date_to: nextWeekday(4, wednesday) }).set(owner).expect(200)).body.data;
    expect(range.map((entry: { date: string; working_hours: unknown }) => [entry.date, entry.working_hours !== null])).toEqual([
      [wednesday, true],
      [nextWeekday(4, wednesday), false],
    ]);
    expect(range[0].appointments).toHaveLength(1);
    await t.http.get(`/api/employees/${busy}/availability`).query({ date_from: wednesday, date_to: '2031-12-31' }).set(owner).expect(400);

    const free = (await t.http.get('/api/employees/available').query({ date: wednesday, start_time: '09:30', service_id: serviceId }).set(owner).expect(200)).body.data;
    const freeIds = free.map((employee: { employee_id: number }) => employee.employee_id);
    expect(freeIds).toContain(idle);
    expect(freeIds).not.toContain(busy);
  });
});

describe('next available and bulk slots', () => {
  it('finds the earliest free slot for a service, also within a preferred window', async () => {
    const employeeId = await newEmployee([scheduleDay(4, { start_time: '09:00', end_time: '12:00', break_start: null, break_end: null })]);
    const thursday = nextWeekday(4, '2031-03-01');
    await book(employeeId, thursday, '09:00', 90).expect(201);
    const next = await t.http.get('/api/availability/next-available').query({ service_id: serviceId, employee_id: employeeId, from_date: thursday }).set(reception).expect(200);
    expect(next.body.data).toEqual({ found: true, slot: { date: thursday, start_time: '10:30', end_time: '11:30', employee_id: employeeId, employee_name: expect.stringMatching(/^Emp/) } });
    const morning = await t.http
      .get('/api/availability/next-available')
      .query({ service_id: serviceId, employee_id: employeeId, from_date: thursday, preferred_time_start: '09:00', preferred_time_end: '10:00' })
      .set(reception)
      .expect(200);
    // Nothing fits 09:00-10:00 that Thursday: the next Thursday at 09:00.
    expect(morning.body.data.slot).toMatchObject({ date: nextWeekday(4, '2031-03-07'), start_time: '09:00' });
  });

  it('POST /api/appointments/availability/bulk gives the slots of several employees', async () => {
    const first = await newEmployee([scheduleDay(2)]);
    const second = await newEmployee([scheduleDay(3)]);
    const tuesday = nextWeekday(2, '2031-04-01');
    const response = await t.http.post('/api/appointments/availability/bulk').set(reception).send({ date: tuesday, service_id: serviceId, employee_ids: [first, second] }).expect(200);
    const byId = Object.fromEntries(response.body.data.map((row: { employee_id: number }) => [row.employee_id, row]));
    expect(byId[first].working_hours).toEqual({ start_time: '09:00', end_time: '17:00' });
    expect(byId[first].slots.some((slot: TimeSlot) => slot.is_available)).toBe(true);
    expect(byId[second].working_hours).toBeNull();
  });
});
