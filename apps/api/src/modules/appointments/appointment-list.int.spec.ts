import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { parse } from 'csv-parse/sync';
import { signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { AppointmentListRepository, CLIENT_IDS_MAX } from './appointment-list.repository';
import { AppointmentListService } from './appointment-list.service';

let t: TestApp;
let reception: Record<string, string>;
let elsewhere: Record<string, string>;
const id: Record<string, number> = {};

/** Stores an appointment as booked, straight in the table: this file is about reading the list. */
async function place(name: string, row: { date: string; start: string; client: number; employee: number; service: number; status?: string; price?: number; salon?: number }) {
  const [{ appointment_id }] = await t.dataSource.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id)
     SELECT $1, $2, $3, $4, $5, $6::time, $6::time + interval '30 minutes', 30, $8, status_id FROM appointment_statuses WHERE salon_id = $1 AND name = $7
     RETURNING appointment_id`,
    [row.salon ?? 1, row.client, row.employee, row.service, row.date, row.start, row.status ?? 'pending', row.price ?? 40],
  );
  id[name] = appointment_id;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  reception = await signedInAs(t, 'priya', ['receptionist']);
  const client = async (first_name: string, last_name: string) =>
    (await t.http.post('/api/clients').set(owner).send(clientBody({ first_name, last_name, email: `${first_name.toLowerCase()}@example.com` })).expect(201)).body.data.client_id as number;
  id.maya = await client('Maya', 'Lopez');
  id.anna = await client('Anna', 'Bell');
  id.joanne = await client('Joanne', 'Smith');
  id.rosa = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Rosa', last_name: 'Diaz', email: 'rosa@example.com' })).expect(201)).body.data.employee_id;
  id.ben = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Ben', last_name: 'Okafor', email: 'ben@example.com' })).expect(201)).body.data.employee_id;
  id.cut = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Cut' })).expect(201)).body.data.service_id;
  id.colour = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Balayage', service_type_id: 2 })).expect(201)).body.data.service_id;

  const { maya, anna, joanne, rosa, ben, cut, colour } = id;
  await place('mayaFirst', { date: '2031-03-10', start: '09:00', client: maya, employee: rosa, service: cut, price: 50 });
  await place('annaColour', { date: '2031-03-10', start: '09:00', client: anna, employee: ben, service: colour, price: 180 });
  await place('joanneCut', { date: '2031-03-10', start: '11:00', client: joanne, employee: rosa, service: cut, status: 'confirmed', price: 45 });
  await place('mayaColour', { date: '2031-03-11', start: '10:00', client: maya, employee: ben, service: colour, status: 'cancelled', price: 200 });
  await place('annaCut', { date: '2031-03-12', start: '15:00', client: anna, employee: rosa, service: cut, price: 40 });
  await place('mayaLast', { date: '2031-03-20', start: '08:30', client: maya, employee: rosa, service: cut, status: 'confirmed', price: 60 });

  // Another salon's appointment, its client called Maya Lopez too.
  elsewhere = await signedInAtAnotherSalon(t, 'lena', ['appointments:read']);
  const [{ salon_id: otherSalon }] = await t.dataSource.query(`SELECT salon_id FROM users WHERE username = 'lena'`);
  await t.dataSource.query(`INSERT INTO appointment_statuses (salon_id, name, is_billable, is_system) VALUES ($1, 'pending', false, true)`, [otherSalon]);
  const [{ client_id }] = await t.dataSource.query(`INSERT INTO clients (salon_id, first_name, last_name) VALUES ($1, 'Maya', 'Lopez') RETURNING client_id`, [otherSalon]);
  const [{ employee_id }] = await t.dataSource.query(
    `INSERT INTO employees (salon_id, first_name, last_name, position, hire_date, employment_type) VALUES ($1, 'Yan', 'Elsewhere', 'stylist', '2021-03-01', 'full_time') RETURNING employee_id`,
    [otherSalon],
  );
  const [{ service_id }] = await t.dataSource.query(`INSERT INTO services (salon_id, name, service_type_id, base_price, duration_minutes) VALUES ($1, 'Cut', 1, 50, 30) RETURNING service_id`, [otherSalon]);
  await place('elsewhere', { date: '2031-03-10', start: '09:00', client: client_id, employee: employee_id, service: service_id, salon: otherSalon });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: Record<string, string | number>, auth = reception) => {
  const response = await t.http.get('/api/appointments').query(query).set(auth).expect(200);
  return contract.appointments.list.responses[200].parse(response.body).data;
};
const ids = (page: { rows: Array<{ appointment_id: number }> }) => page.rows.map((row) => row.appointment_id);
const names = (...keys: string[]) => keys.map((key) => id[key]);

describe('GET /api/appointments: search', () => {
  it('finds by client, employee or service name, counting only the matches', async () => {
    expect(await list({ search: 'lopez' })).toMatchObject({ count: 3, count_is_estimate: false });
    expect(ids(await list({ search: 'maya lop' }))).toEqual(names('mayaFirst', 'mayaColour', 'mayaLast'));
    expect(ids(await list({ search: 'okafor' }))).toEqual(names('annaColour', 'mayaColour'));
    expect(ids(await list({ search: 'BALAY' }))).toEqual(names('annaColour', 'mayaColour'));
    expect(ids(await list({ search: 'ben' }))).toEqual(names('annaColour', 'mayaColour'));
  });

  it('matches one or two letters where a word begins, longer terms anywhere', async () => {
    expect(ids(await list({ search: 'an' }))).toEqual(names('annaColour', 'annaCut'));
    expect(ids(await list({ search: 'ann' }))).toEqual(names('annaColour', 'joanneCut', 'annaCut'));
    expect(ids(await list({ search: 'b' }))).toEqual(names('annaColour', 'mayaColour', 'annaCut'));
  });

  it('answers nothing, counted as 0, when no name matches, and takes % and _ literally', async () => {
    expect(await list({ search: 'zzz' })).toEqual({ rows: [], count: 0, count_is_estimate: false });
    expect(await list({ search: '%' })).toEqual({ rows: [], count: 0, count_is_estimate: false });
    expect(await list({ search: 'a_a' })).toEqual({ rows: [], count: 0, count_is_estimate: false });
  });

  it('combines a search with the other filters', async () => {
    expect(ids(await list({ search: 'maya', status: 'confirmed' }))).toEqual(names('mayaLast'));
    expect(ids(await list({ search: 'rosa', date_to: '2031-03-11' }))).toEqual(names('mayaFirst', 'joanneCut'));
  });
});

describe('GET /api/appointments: filters, order and pages', () => {
  it('filters by dates, status, employee, service and client, and counts the same', async () => {
    expect(await list({ date_from: '2031-03-11', date_to: '2031-03-12' })).toMatchObject({ count: 2, rows: [{ appointment_id: id.mayaColour }, { appointment_id: id.annaCut }] });
    expect(ids(await list({ status: 'confirmed' }))).toEqual(names('joanneCut', 'mayaLast'));
    expect(ids(await list({ status: 'no such status' }))).toEqual([]);
    expect(ids(await list({ employee_id: id.ben }))).toEqual(names('annaColour', 'mayaColour'));
    expect(ids(await list({ service_id: id.cut, client_id: id.maya }))).toEqual(names('mayaFirst', 'mayaLast'));
  });

  it('sorts by any sortable column, then by id, and pages without overlap or gaps', async () => {
    const byClient = async (offset: number) => list({ sortBy: 'client_name', sortOrder: 'desc', limit: 2, offset });
    const pages = [await byClient(0), await byClient(2), await byClient(4)];
    expect(pages.map(ids)).toEqual([names('joanneCut', 'mayaLast'), names('mayaColour', 'mayaFirst'), names('annaCut', 'annaColour')]);
    expect(pages.map((page) => page.count)).toEqual([6, 6, 6]);
    expect(ids(await list({ sortBy: 'total_price', sortOrder: 'desc', limit: 3 }))).toEqual(names('mayaColour', 'annaColour', 'mayaLast'));
    expect(ids(await list({ sortBy: 'status', limit: 2 }))).toEqual(names('mayaColour', 'joanneCut'));
    expect(ids(await list({ sortBy: 'appointment_date', sortOrder: 'DESC', limit: 3, offset: 3 }))).toEqual(names('joanneCut', 'annaColour', 'mayaFirst'));
    expect((await list({ offset: 6 })).rows).toEqual([]);
  });

  it("never lists another salon's appointments, nor counts them", async () => {
    expect(await list({}, elsewhere)).toMatchObject({ count: 1, rows: [{ appointment_id: id.elsewhere }] });
    expect(await list({ search: 'maya' })).toMatchObject({ count: 3 });
    expect(ids(await list({ date_from: '2031-03-10', date_to: '2031-03-10' }))).toEqual(names('mayaFirst', 'annaColour', 'joanneCut'));
  });
});

describe('GET /api/appointments: the count past its cap', () => {
  it('stops counting at 10,000 (a search at 1,000) and says so; a narrower filter counts exactly again', async () => {
    await t.dataSource.query(
      `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id)
       SELECT 1, $1, $2, $3, DATE '2040-01-01' + (g / 20), TIME '08:00' + g % 20 * interval '30 minutes', TIME '08:30' + g % 20 * interval '30 minutes', 30, 40, 1
       FROM generate_series(0, 10000) g`,
      [id.joanne, id.ben, id.cut],
    );
    expect(await list({ date_from: '2040-01-01' })).toMatchObject({ count: 10_000, count_is_estimate: true });
    expect(await list({ date_from: '2040-01-01', date_to: '2040-01-10' })).toMatchObject({ count: 200, count_is_estimate: false });
    expect(await list({ search: 'okafor', date_to: '2039-12-31' })).toMatchObject({ count: 2, count_is_estimate: false });
    expect(await list({ search: 'okafor' })).toMatchObject({ count: 1_000, count_is_estimate: true });
    expect(await list({ search: 'okafor', date_from: '2040-01-01', date_to: '2040-02-19' })).toMatchObject({ count: 1_000, count_is_estimate: false });
    await t.dataSource.query(`DELETE FROM appointments WHERE appointment_date >= '2040-01-01'`);
  });
});

describe('a search naming more clients than are sent as ids', () => {
  const box = async (q: string, limit = 3) => (await t.http.get('/api/appointments/search').query({ q, limit }).set(reception).expect(200)).body.data.map((row: { appointment_id: number }) => row.appointment_id);

  beforeAll(async () => {
    // 2,001 clients called Zed Okafor0..2000, one visit each from 2045-01-01 on, 20 a day; and another salon's Zed Okafor.
    const [{ first }] = await t.dataSource.query(
      `WITH made AS (INSERT INTO clients (salon_id, first_name, last_name) SELECT 1, 'Zed', 'Okafor' || g FROM generate_series(0, 2000) g RETURNING client_id)
       SELECT min(client_id)::int AS first FROM made`,
    );
    await t.dataSource.query(
      `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id)
       SELECT 1, $1 + g, $2, $3, DATE '2045-01-01' + (g / 20), TIME '08:00' + g % 20 * interval '30 minutes', TIME '08:30' + g % 20 * interval '30 minutes', 30, 40, 1
       FROM generate_series(0, 2000) g`,
      [first, id.rosa, id.cut],
    );
    id.zedFirst = first;
    // Two past visits (today is the real clock's, so 2020 is past and 2045 to come).
    for (const [client, date] of [[first + 200, '2020-01-01'], [first + 2000, '2020-01-02']] as const) {
      await place(`past${client - first}`, { date, start: '09:00', client, employee: id.rosa, service: id.cut });
    }
    const [{ salon_id: otherSalon }] = await t.dataSource.query(`SELECT salon_id FROM users WHERE username = 'lena'`);
    await t.dataSource.query(`INSERT INTO clients (salon_id, first_name, last_name) VALUES ($1, 'Zed', 'Elsewhere')`, [otherSalon]);
  });
  afterAll(async () => {
    await t.dataSource.query(`DELETE FROM appointments WHERE appointment_date >= '2045-01-01' OR appointment_date < '2021-01-01'`);
    await t.dataSource.query(`DELETE FROM clients WHERE first_name = 'Zed'`);
  });

  it('keeps the match in SQL past CLIENT_IDS_MAX clients, and sends the ids of fewer', async () => {
    const matches = (text: string) => runAsSalon(1, () => t.app.get(AppointmentListRepository).matches(text));
    expect(CLIENT_IDS_MAX).toBe(2_000);
    expect(await matches('zed')).toMatchObject({ clientIds: [], manyClients: { parameters: { searchName0: '%zed%' } } });
    expect(await matches('zed okafor200')).toMatchObject({ clientIds: [id.zedFirst + 200, id.zedFirst + 2000], manyClients: null });
  });

  it('lists the first page in order and caps the count, as with fewer matches', async () => {
    const appointment = async (client: number) =>
      (await t.dataSource.query(`SELECT appointment_id FROM appointments WHERE client_id = $1 AND appointment_date >= '2045-01-01'`, [client]))[0].appointment_id as number;
    const first = await appointment(id.zedFirst);
    const last = await appointment(id.zedFirst + 2000);
    expect(await list({ search: 'zed' })).toMatchObject({ count: 1_000, count_is_estimate: true });
    expect(ids(await list({ search: 'zed', limit: 4 }))).toEqual([id.past200, id.past2000, first, first + 1]);
    expect(ids(await list({ search: 'zed', limit: 2, sortOrder: 'DESC' }))).toEqual([last, last - 1]);
    expect(ids(await list({ search: 'zed', sortBy: 'client_name', limit: 2 }))).toEqual([first, first + 1]);
    expect(await list({ search: 'zed', date_from: '2045-01-01', date_to: '2045-01-02' })).toMatchObject({ count: 40, count_is_estimate: false });
    expect(await list({ search: 'zed', date_from: '2045-01-01', date_to: '2045-01-02', offset: 40 })).toEqual({ rows: [], count: 40, count_is_estimate: false });
    expect(await list({ search: 'zed', status: 'cancelled' })).toEqual({ rows: [], count: 0, count_is_estimate: false });
  });

  it('still finds the employees and services the term names besides the clients', async () => {
    // "okafor" names Ben Okafor (annaColour, mayaColour) and the 2,001 Zed Okafors.
    const page = await list({ search: 'okafor', date_from: '2031-01-01', date_to: '2031-12-31' });
    expect(page).toMatchObject({ count: 2, count_is_estimate: false });
    expect(ids(page)).toEqual(names('annaColour', 'mayaColour'));
  });

  it('answers the search box and the export the same way', async () => {
    const appointment = async (client: number) =>
      (await t.dataSource.query(`SELECT appointment_id FROM appointments WHERE client_id = $1 AND appointment_date >= '2045-01-01'`, [client]))[0].appointment_id as number;
    const first = await appointment(id.zedFirst);
    expect(await box('zed')).toEqual([first, first + 1, first + 2]);
    // Coming ones soonest first, then past ones latest first.
    expect(await box('zed okafor200', 5)).toEqual([await appointment(id.zedFirst + 200), await appointment(id.zedFirst + 2000), id.past2000, id.past200]);
    const service = t.app.get(AppointmentListService);
    const csv = await runAsSalon(1, () => service.exportCsv({ format: 'csv', sortBy: 'appointment_date', sortOrder: 'ASC', search: 'zed', date_from: '2045-01-01', date_to: '2045-01-01' }, 7));
    let text = '';
    for await (const chunk of csv) text += String(chunk);
    expect((parse(text, { columns: true, bom: true }) as unknown[]).length).toBe(20);
  });
});

describe('the CSV export, through one cursor', () => {
  const exported = async (query: Record<string, unknown>, batch: number) => {
    const service = t.app.get(AppointmentListService);
    const csv = await runAsSalon(1, () => service.exportCsv({ format: 'csv', sortBy: 'appointment_date', sortOrder: 'ASC', ...query }, batch));
    let text = '';
    for await (const chunk of csv) text += String(chunk);
    return parse(text, { columns: true, bom: true }) as Array<Record<string, string>>;
  };
  const idle = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`))[0].open;

  it("streams every match in the list's order across several batches, then gives its connection back", async () => {
    const rows = await exported({}, 2);
    expect(rows.map((row) => Number(row['Appointment ID']))).toEqual(names('mayaFirst', 'annaColour', 'joanneCut', 'mayaColour', 'annaCut', 'mayaLast'));
    expect(rows[3]).toMatchObject({ Date: '2031-03-11', Start: '10:00', End: '10:30', Client: 'Maya Lopez', Employee: 'Ben Okafor', Service: 'Balayage', Status: 'cancelled', Price: '200.00', Deposit: '0.00' });
    expect(await idle()).toBe(0);
  });

  it('takes the search, the filters and the sort of the list', async () => {
    const rows = await exported({ search: 'maya', sortBy: 'total_price', sortOrder: 'DESC' }, 2);
    expect(rows.map((row) => Number(row['Appointment ID']))).toEqual(names('mayaColour', 'mayaLast', 'mayaFirst'));
    expect(await exported({ search: 'nobody at all' }, 2)).toEqual([]);
    expect((await exported({ status: 'confirmed', employee_id: id.rosa }, 1000)).map((row) => Number(row['Appointment ID']))).toEqual(names('joanneCut', 'mayaLast'));
  });
});
