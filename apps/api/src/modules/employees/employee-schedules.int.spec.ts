import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { createRole, signedInAs } from '../../common/testing/accounts';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let manager: Record<string, string>;
let stylist: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const newEmployee = async () =>
  (await t.http.post('/api/employees').set(manager).send(employeeBody({ email: `s${++counter}@example.com` })).expect(201)).body.data.employee_id as number;
const replaceWeek = (employeeId: number, schedules: unknown[]) => t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(manager).send({ schedules });

describe('POST /api/employees/:id/schedules/bulk', () => {
  it('replaces the whole week; days left out become days off', async () => {
    const id = await newEmployee();
    await replaceWeek(id, [scheduleDay(1), scheduleDay(2), scheduleDay(3)]).expect(200);
    const response = await replaceWeek(id, [scheduleDay(6, { start_time: '10:00', end_time: '16:00', break_start: null, break_end: null }), scheduleDay(2)]).expect(200);
    const week = contract.employees.replaceSchedules.responses[200].parse(response.body).data;
    expect(week.map(({ day_of_week, start_time, end_time, break_start, break_end }) => ({ day_of_week, start_time, end_time, break_start, break_end }))).toEqual([
      { day_of_week: 2, start_time: '09:00', end_time: '17:00', break_start: '13:00', break_end: '14:00' },
      { day_of_week: 6, start_time: '10:00', end_time: '16:00', break_start: null, break_end: null },
    ]);
    const listed = await t.http.get(`/api/employees/${id}/schedules`).set(stylist).expect(200);
    expect(listed.body.data).toEqual(week);
  });

  it('an empty week means every day off', async () => {
    const id = await newEmployee();
    await replaceWeek(id, [scheduleDay(1)]).expect(200);
    const response = await replaceWeek(id, []).expect(200);
    expect(response.body.data).toEqual([]);
  });

  it.each([
    [[scheduleDay(1), scheduleDay(1)], 'schedules', 'Each day of the week can appear only once'],
    [[scheduleDay(7)], 'schedules.0.day_of_week', 'Day of week must be 0 (Sunday) to 6 (Saturday)'],
    [[scheduleDay(1, { end_time: '09:00' })], 'schedules.0.end_time', 'End time must be after start time'],
    [[scheduleDay(1, { start_time: '9am' })], 'schedules.0.start_time', 'Must be a time in the form HH:mm (24-hour)'],
    [[scheduleDay(1, { break_end: null })], 'schedules.0.break_end', 'Break start and end are both required for a break'],
    [[scheduleDay(1, { break_start: '14:00', break_end: '13:30' })], 'schedules.0.break_end', 'Break end must be after break start'],
    [[scheduleDay(1, { break_start: '16:30', break_end: '17:30' })], 'schedules.0.break_start', 'The break must fall within working hours'],
  ])('refuses a bad week and keeps the old one (%#)', async (schedules, field, message) => {
    const id = await newEmployee();
    await replaceWeek(id, [scheduleDay(4)]).expect(200);
    const response = await replaceWeek(id, schedules).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ [field]: [message] });
    const kept = await t.http.get(`/api/employees/${id}/schedules`).set(manager).expect(200);
    expect(kept.body.data.map((day: { day_of_week: number }) => day.day_of_week)).toEqual([4]);
  });

  it('two saves at the same moment leave one of the two weeks whole, never a mix', async () => {
    const id = await newEmployee();
    const weekA = [1, 2, 3].map((day) => scheduleDay(day, { start_time: '08:00' }));
    const weekB = [4, 5].map((day) => scheduleDay(day, { start_time: '11:00' }));
    const results = await Promise.all([replaceWeek(id, weekA), replaceWeek(id, weekB), replaceWeek(id, weekA), replaceWeek(id, weekB)]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    const final = (await t.http.get(`/api/employees/${id}/schedules`).set(manager)).body.data as Array<{ day_of_week: number; start_time: string }>;
    const shape = final.map((day) => `${day.day_of_week}@${day.start_time}`);
    expect([['1@08:00', '2@08:00', '3@08:00'], ['4@11:00', '5@11:00']]).toContainEqual(shape);
  });

  it('answers 404 for an unknown employee and 403 without employees:update', async () => {
    await replaceWeek(999999, []).expect(404);
    const id = await newEmployee();
    await t.http.post(`/api/employees/${id}/schedules/bulk`).set(stylist).send({ schedules: [] }).expect(403);
  });
});

describe('one day at a time', () => {
  it('adds, reads, changes and removes a working day', async () => {
    const id = await newEmployee();
    const created = await t.http.post(`/api/employees/${id}/schedules`).set(manager).send(scheduleDay(2)).expect(201);
    const day = created.body.data;
    expect(day).toMatchObject({ employee_id: id, day_of_week: 2, start_time: '09:00', end_time: '17:00' });
    await t.http.get(`/api/employees/${id}/schedules/${day.schedule_id}`).set(stylist).expect(200);
    const changed = await t.http.put(`/api/employees/${id}/schedules/${day.schedule_id}`).set(manager).send(scheduleDay(2, { end_time: '18:30' })).expect(200);
    expect(changed.body.data.end_time).toBe('18:30');
    await t.http.delete(`/api/employees/${id}/schedules/${day.schedule_id}`).set(manager).expect(204);
    await t.http.get(`/api/employees/${id}/schedules/${day.schedule_id}`).set(manager).expect(404);
  });

  it('refuses a second row for the same day with 409 SCHEDULE_DAY_TAKEN', async () => {
    const id = await newEmployee();
    await t.http.post(`/api/employees/${id}/schedules`).set(manager).send(scheduleDay(2)).expect(201);
    const response = await t.http.post(`/api/employees/${id}/schedules`).set(manager).send(scheduleDay(2, { start_time: '10:00' })).expect(409);
    expect(response.body).toMatchObject({
      code: 'SCHEDULE_DAY_TAKEN',
      message: 'Tuesday already has working hours; change that day instead',
      details: { fieldErrors: { day_of_week: ['Tuesday already has working hours; change that day instead'] } },
    });
  });

  it('keeps schedules to their employee: another employee\'s schedule id is 404', async () => {
    const owner = await newEmployee();
    const other = await newEmployee();
    const day = (await t.http.post(`/api/employees/${owner}/schedules`).set(manager).send(scheduleDay(3)).expect(201)).body.data;
    const response = await t.http.put(`/api/employees/${other}/schedules/${day.schedule_id}`).set(manager).send(scheduleDay(3)).expect(404);
    expect(response.body.message).toBe('Schedule not found');
    await t.http.delete(`/api/employees/${other}/schedules/${day.schedule_id}`).set(manager).expect(404);
  });
});

describe('who may change a week (DECISIONS §4)', () => {
  it('employees:update changes a day and saves the whole week, but adding a day needs create and removing one delete', async () => {
    await createRole(t.dataSource, 'hours editor', ['employees:read', 'employees:update']);
    const editor = await signedInAs(t, 'henry', ['hours editor']);
    const id = await newEmployee();
    const day = (await t.http.post(`/api/employees/${id}/schedules`).set(manager).send(scheduleDay(2)).expect(201)).body.data;

    await t.http.put(`/api/employees/${id}/schedules/${day.schedule_id}`).set(editor).send(scheduleDay(2, { end_time: '18:00' })).expect(200);
    expect((await t.http.post(`/api/employees/${id}/schedules`).set(editor).send(scheduleDay(3)).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await t.http.delete(`/api/employees/${id}/schedules/${day.schedule_id}`).set(editor).expect(403)).body.code).toBe('FORBIDDEN');

    // The bulk save is an edit of the week (docs/product-choices.md), even when it adds and drops days.
    const week = (await t.http.post(`/api/employees/${id}/schedules/bulk`).set(editor).send({ schedules: [scheduleDay(4)] }).expect(200)).body.data;
    expect(week.map((saved: { day_of_week: number }) => saved.day_of_week)).toEqual([4]);
  });
});
