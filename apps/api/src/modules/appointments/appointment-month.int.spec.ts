import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let reception: Record<string, string>;
let elsewhere: Record<string, string>;
let rosa: number;
let ben: number;
let cut: number;
let colour: number;
const id: Record<string, number> = {};

/**
 * Stores an appointment as booked (the salon's wall-clock date and times), straight in the
 * table: this file is about reading a month, so it may place appointments in the past.
 */
async function place(name: string, row: { date: string; start: string; end: string; employee?: number; service?: number; client?: number; status?: string; salon?: number }) {
  const [{ appointment_id }] = await t.dataSource.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id)
     SELECT $1, $2, $3, $4, $5, $6, $7, 30, 40, status_id FROM appointment_statuses WHERE salon_id = $1 AND name = $8
     RETURNING appointment_id`,
    [row.salon ?? 1, row.client ?? id.maya, row.employee ?? rosa, row.service ?? cut, row.date, row.start, row.end, row.status ?? 'pending'],
  );
  id[name] = appointment_id;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  reception = await signedInAs(t, 'priya', ['receptionist']);
  id.maya = (await t.http.post('/api/clients').set(owner).send(clientBody({ first_name: 'Maya', last_name: 'Lopez' })).expect(201)).body.data.client_id;
  id.nora = (await t.http.post('/api/clients').set(owner).send(clientBody({ first_name: 'Nora', last_name: 'Quinn', email: 'nora@example.com' })).expect(201)).body.data.client_id;
  rosa = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Rosa', last_name: 'Diaz', email: 'rosa@example.com' })).expect(201)).body.data.employee_id;
  ben = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Ben', last_name: 'Okafor', email: 'ben@example.com' })).expect(201)).body.data.employee_id;
  cut = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Cut' })).expect(201)).body.data.service_id;
  colour = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Balayage', service_type_id: 2 })).expect(201)).body.data.service_id;

  // The salon is in New York: 22:30 on 31 March there is already 1 April in UTC, and still March here.
  await place('lastOfFebruary', { date: '2031-02-28', start: '23:00', end: '23:30' });
  await place('firstOfMarch', { date: '2031-03-01', start: '00:00', end: '00:30' });
  await place('lastOfMarch', { date: '2031-03-31', start: '22:30', end: '23:00' });
  await place('firstOfApril', { date: '2031-04-01', start: '00:00', end: '00:30' });
  // A busy day, stored out of order: five appointments, two employees, one cancelled.
  await place('noon', { date: '2031-03-12', start: '12:00', end: '12:30', client: id.nora });
  await place('nine', { date: '2031-03-12', start: '09:00', end: '09:30', status: 'confirmed' });
  await place('nineBen', { date: '2031-03-12', start: '09:00', end: '09:30', employee: ben, service: colour, client: id.nora });
  await place('ten', { date: '2031-03-12', start: '10:00', end: '10:30', status: 'cancelled' });
  await place('three', { date: '2031-03-12', start: '15:00', end: '15:30', employee: ben });
  await place('nextDay', { date: '2031-03-13', start: '11:00', end: '11:30', employee: ben, status: 'confirmed' });

  // Another salon's appointment on the busy day, with its own client, employee, service and status.
  elsewhere = await signedInAtAnotherSalon(t, 'lena', ['appointments:read']);
  const [{ salon_id: otherSalon }] = await t.dataSource.query(`SELECT salon_id FROM users WHERE username = 'lena'`);
  await t.dataSource.query(`INSERT INTO appointment_statuses (salon_id, name, is_billable, is_system) VALUES ($1, 'pending', false, true)`, [otherSalon]);
  const [{ client_id }] = await t.dataSource.query(`INSERT INTO clients (salon_id, first_name, last_name) VALUES ($1, 'Zoe', 'Elsewhere') RETURNING client_id`, [otherSalon]);
  const [{ employee_id }] = await t.dataSource.query(
    `INSERT INTO employees (salon_id, first_name, last_name, position, hire_date, employment_type) VALUES ($1, 'Yan', 'Elsewhere', 'stylist', '2021-03-01', 'full_time') RETURNING employee_id`,
    [otherSalon],
  );
  const [{ service_id }] = await t.dataSource.query(
    `INSERT INTO services (salon_id, name, service_type_id, base_price, duration_minutes) VALUES ($1, 'Elsewhere Cut', 1, 50, 30) RETURNING service_id`,
    [otherSalon],
  );
  await place('elsewhere', { date: '2031-03-12', start: '08:00', end: '08:30', salon: otherSalon, client: client_id, employee: employee_id, service: service_id });
});
afterAll(async () => {
  await t?.close();
});

const month = async (auth: Record<string, string>, query: Record<string, string | number>) => {
  const response = await t.http.get('/api/appointments/month').query(query).set(auth).expect(200);
  return contract.appointmentViews.month.responses[200].parse(response.body).data;
};
/** Each day as "date count: ids", to compare a month at a glance. */
const summary = (data: Awaited<ReturnType<typeof month>>) =>
  data.days.map((day) => `${day.date} ${day.count}: ${day.appointments.map((entry) => entry.appointment_id).join(' ')}`);

describe('GET /api/appointments/month', () => {
  it("answers each of the salon's days in the month with its count and first three by start time, as a cell shows them", async () => {
    const data = await month(reception, { month: '2031-03' });

    expect(data.month).toBe('2031-03');
    expect(summary(data)).toEqual([
      `2031-03-01 1: ${id.firstOfMarch}`,
      `2031-03-12 5: ${id.nine} ${id.nineBen} ${id.ten}`,
      `2031-03-13 1: ${id.nextDay}`,
      `2031-03-31 1: ${id.lastOfMarch}`,
    ]);
    expect(data.days[1].appointments[0]).toEqual({
      appointment_id: id.nine,
      start_time: '09:00',
      end_time: '09:30',
      client_name: 'Maya Lopez',
      service_name: 'Cut',
      employee_name: 'Rosa Diaz',
      status: { status_id: 2, name: 'confirmed' },
    });
    expect(data.days[1].appointments[1]).toMatchObject({ client_name: 'Nora Quinn', service_name: 'Balayage', employee_name: 'Ben Okafor', status: { name: 'pending' } });
  });

  it('answers as many a day as asked, and a month without appointments as no days', async () => {
    expect(summary(await month(reception, { month: '2031-03', per_day: 1 }))).toEqual([
      `2031-03-01 1: ${id.firstOfMarch}`,
      `2031-03-12 5: ${id.nine}`,
      `2031-03-13 1: ${id.nextDay}`,
      `2031-03-31 1: ${id.lastOfMarch}`,
    ]);
    expect(summary(await month(reception, { month: '2031-03', per_day: 5 }))[1]).toBe(`2031-03-12 5: ${id.nine} ${id.nineBen} ${id.ten} ${id.noon} ${id.three}`);
    expect(summary(await month(reception, { month: '2031-02' }))).toEqual([`2031-02-28 1: ${id.lastOfFebruary}`]);
    expect(summary(await month(reception, { month: '2031-04' }))).toEqual([`2031-04-01 1: ${id.firstOfApril}`]);
    expect(await month(reception, { month: '2031-05' })).toEqual({ month: '2031-05', days: [] });
  });

  it('counts and picks within the filters: employee, service, status', async () => {
    expect(summary(await month(reception, { month: '2031-03', employee_id: ben }))).toEqual([`2031-03-12 2: ${id.nineBen} ${id.three}`, `2031-03-13 1: ${id.nextDay}`]);
    expect(summary(await month(reception, { month: '2031-03', service_id: colour }))).toEqual([`2031-03-12 1: ${id.nineBen}`]);
    expect(summary(await month(reception, { month: '2031-03', status: 'confirmed' }))).toEqual([`2031-03-12 1: ${id.nine}`, `2031-03-13 1: ${id.nextDay}`]);
    expect(summary(await month(reception, { month: '2031-03', status: 'pending', employee_id: rosa }))).toEqual([
      `2031-03-01 1: ${id.firstOfMarch}`,
      `2031-03-12 1: ${id.noon}`,
      `2031-03-31 1: ${id.lastOfMarch}`,
    ]);
  });

  it("never shows another salon's appointments, nor counts them", async () => {
    expect(summary(await month(elsewhere, { month: '2031-03' }))).toEqual([`2031-03-12 1: ${id.elsewhere}`]);
    const ours = await month(reception, { month: '2031-03' });
    expect(ours.days.flatMap((day) => day.appointments.map((entry) => entry.appointment_id))).not.toContain(id.elsewhere);
  });

  it('refuses a missing or malformed month and an out-of-range per_day: 400', async () => {
    await t.http.get('/api/appointments/month').set(reception).expect(400);
    await t.http.get('/api/appointments/month').query({ month: '2031-13' }).set(reception).expect(400);
    await t.http.get('/api/appointments/month').query({ month: '2031-03-01' }).set(reception).expect(400);
    await t.http.get('/api/appointments/month').query({ month: '2031-03', per_day: 0 }).set(reception).expect(400);
    await t.http.get('/api/appointments/month').query({ month: '2031-03', per_day: 11 }).set(reception).expect(400);
  });

  it('needs a signed-in user who may read appointments', async () => {
    await t.http.get('/api/appointments/month').query({ month: '2031-03' }).expect(401);
    const stranger = await signedInAs(t, 'nobody', []);
    await t.http.get('/api/appointments/month').query({ month: '2031-03' }).set(stranger).expect(403);
  });
});
