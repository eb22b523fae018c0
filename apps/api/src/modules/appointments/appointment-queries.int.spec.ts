import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@salon/contracts';
import { parse } from 'csv-parse/sync';
import { bearer, signIn, signedInAs } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { openBookingWindow } from '../../common/testing/booking-window';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { usePretendClock } from '../../common/testing/pretend-clock';

// Fixed dates in 2031 stay in the future: the file runs at a pretend now (2 December 2030).
usePretendClock();

let t: TestApp;
let owner: Record<string, string>;
let clientId: number;
let otherClientId: number;
let employeeId: number;
let otherEmployeeId: number;
let serviceId: number;
let colourId: number;

/** Tuesday 2031-06-10, 09:00 in New York (13:00 UTC): the salon's "now" in these tests. */
const NOW = new Date('2031-06-10T13:00:00Z');
const TODAY = '2031-06-10';

/** Pretends it is `now` and signs in again (tokens are issued at the pretend time). */
async function at(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  return bearer((await signIn(t, 'olivia')).token);
}

beforeAll(async () => {
  t = await createTestApp();
  await openBookingWindow(t.dataSource);
  owner = await signedInAs(t, 'olivia', ['owner']);
  clientId = (await t.http.post('/api/clients').set(owner).send(clientBody({ first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.com', phone: '(212) 555-0199' })).expect(201)).body.data.client_id;
  otherClientId = (await t.http.post('/api/clients').set(owner).send(clientBody({ first_name: '=HYPERLINK("http://x")', last_name: 'Evil', email: null, phone: null })).expect(201)).body.data.client_id;
  employeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Rosa', last_name: 'Diaz', email: 'rosa@example.com' })).expect(201)).body.data.employee_id;
  otherEmployeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Ben', last_name: 'Okafor', email: 'ben@example.com' })).expect(201)).body.data.employee_id;
  serviceId = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Cut', duration_minutes: 60, base_price: 60 })).expect(201)).body.data.service_id;
  colourId = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Balayage', service_type_id: 2, duration_minutes: 120, base_price: 180 })).expect(201)).body.data.service_id;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const book = async (auth: Record<string, string>, overrides: Record<string, unknown>) =>
  (
    await t.http
      .post('/api/appointments')
      .set(auth)
      .send({ client_id: clientId, employee_id: employeeId, service_id: serviceId, appointment_date: TODAY, start_time: '10:00', duration_minutes: 60, total_price: 60, ...overrides })
      .expect(201)
  ).body.data.appointment_id as number;
const ids = (rows: Array<{ appointment_id: number }>) => rows.map((row) => row.appointment_id);

describe('work queues: today, upcoming, overdue, needs confirmation, needs reminders', () => {
  it('answers each from the salon\'s clock', async () => {
    let auth = await at(NOW);
    const morning = await book(auth, { start_time: '10:00' });
    const afternoon = await book(auth, { start_time: '15:00', employee_id: otherEmployeeId });
    const tomorrow = await book(auth, { appointment_date: '2031-06-11', start_time: '11:00' });
    const nextWeek = await book(auth, { appointment_date: '2031-06-20', start_time: '11:00' });
    const cancelled = await book(auth, { appointment_date: '2031-06-12', start_time: '11:00' });
    await t.http.patch(`/api/appointments/${cancelled}/cancel`).set(auth).send({ send_notification: false }).expect(200);
    await t.http.patch(`/api/appointments/${tomorrow}/confirm`).set(auth).send({}).expect(200);

    // 12:30 in New York: the 10:00 appointment is over but still pending.
    auth = await at(new Date('2031-06-10T16:30:00Z'));
    const today = (await t.http.get('/api/appointments/today').set(auth).expect(200)).body.data;
    expect(ids(today)).toEqual([morning, afternoon]);
    expect(ids((await t.http.get('/api/appointments/today').query({ employee_id: otherEmployeeId }).set(auth).expect(200)).body.data)).toEqual([afternoon]);
    expect(ids((await t.http.get('/api/appointments/upcoming').set(auth).expect(200)).body.data)).toEqual([afternoon, tomorrow]);
    expect(ids((await t.http.get('/api/appointments/upcoming').query({ days: 14 }).set(auth).expect(200)).body.data)).toEqual([afternoon, tomorrow, nextWeek]);
    await t.http.get('/api/appointments/upcoming').query({ days: 0 }).set(auth).expect(400);
    expect(ids((await t.http.get('/api/appointments/overdue').set(auth).expect(200)).body.data.rows)).toEqual([morning]);
    const inThreeDays = await book(auth, { appointment_date: '2031-06-13', start_time: '12:00', employee_id: otherEmployeeId });
    // Next week's is beyond the 72 hours the desk asks ahead.
    expect(ids((await t.http.get('/api/appointments/needs-confirmation').set(auth).expect(200)).body.data.rows)).toEqual([afternoon, inThreeDays]);

    // Asking for confirmation takes it off that queue, through the outbox.
    const sent = await t.http.post(`/api/appointments/${inThreeDays}/send-confirmation`).set(auth).send({}).expect(200);
    expect(contract.appointmentMessages.sendConfirmation.responses[200].parse(sent.body).data).toMatchObject({ method: 'email', recipient: 'maya@example.com' });
    expect(ids((await t.http.get('/api/appointments/needs-confirmation').set(auth).expect(200)).body.data.rows)).toEqual([afternoon]);
    const [message] = await t.dataSource.query(`SELECT channel, subject, body FROM outbox_messages WHERE recipient = 'maya@example.com' ORDER BY outbox_message_id DESC LIMIT 1`);
    expect(message).toMatchObject({ channel: 'email', subject: 'Please confirm your appointment' });
    expect(message.body).toContain('2031-06-13 at 12:00');

    // Reminders: within 24 hours the first, within 2 hours the second.
    expect(ids((await t.http.get('/api/appointments/needs-reminders').set(auth).expect(200)).body.data.rows)).toEqual([afternoon, tomorrow]);
    await t.http.post(`/api/appointments/${afternoon}/send-reminder`).set(auth).send({}).expect(200);
    expect(ids((await t.http.get('/api/appointments/needs-reminders').set(auth).expect(200)).body.data.rows)).toEqual([tomorrow]);
    // 13:15: the afternoon appointment is 1 h 45 min away: its second reminder is due.
    auth = await at(new Date('2031-06-10T17:15:00Z'));
    expect(ids((await t.http.get('/api/appointments/needs-reminders').set(auth).expect(200)).body.data.rows)).toEqual([afternoon, tomorrow]);
    const second = (await t.http.post(`/api/appointments/${afternoon}/send-reminder`).set(auth).send({}).expect(200)).body.data;
    expect(second.recipient).toBe('maya@example.com');
    expect((await t.http.get(`/api/appointments/${afternoon}`).set(auth)).body.data.reminder_count).toBe(2);
    expect(ids((await t.http.get('/api/appointments/needs-reminders').set(auth).expect(200)).body.data.rows)).toEqual([tomorrow]);
    const history = (await t.http.get(`/api/appointments/${afternoon}/history`).set(auth)).body.data;
    expect(history.map((entry: { change_type: string }) => entry.change_type)).toEqual(['created', 'reminder_sent', 'reminder_sent']);

    // No address, or a finished appointment: refused, nothing written.
    const noEmail = await book(auth, { client_id: otherClientId, appointment_date: '2031-06-13' });
    expect((await t.http.post(`/api/appointments/${noEmail}/send-reminder`).set(auth).send({}).expect(400)).body.message).toBe('This client has no e-mail address');
    expect((await t.http.post(`/api/appointments/${cancelled}/send-reminder`).set(auth).send({}).expect(409)).body.code).toBe('INVALID_TRANSITION');
    expect((await t.http.post(`/api/appointments/${tomorrow}/send-confirmation`).set(auth).send({}).expect(409)).body.message).toBe('This appointment is already confirmed');
  });
});

describe('search and appointments of one client, employee or service', () => {
  it('finds by client, employee or service name and client phone digits; lists per owner newest first', async () => {
    const auth = await at(new Date('2031-07-01T13:00:00Z'));
    const cut = await book(auth, { appointment_date: '2031-07-02' });
    const colour = await book(auth, { appointment_date: '2031-07-03', service_id: colourId, duration_minutes: 120, total_price: 180, employee_id: otherEmployeeId });
    const search = async (q: string) => ids((await t.http.get('/api/appointments/search').query({ q }).set(auth).expect(200)).body.data);
    expect(await search('balay')).toEqual([colour]);
    expect(await search('ben okafor')).toContain(colour);
    expect(await search('5550199')).toEqual(expect.arrayContaining([cut, colour]));
    expect(await search('maya lopez')).toEqual(expect.arrayContaining([cut, colour]));
    expect(await search('maya@example')).toEqual(expect.arrayContaining([cut, colour]));
    // One or two letters match where a word begins: "ok" is Okafor's, "af" nobody's.
    expect(await search('ok')).toContain(colour);
    expect(await search('ok')).not.toContain(cut);
    expect(await search('af')).toEqual([]);
    expect(await search('')).toEqual([]);

    const ofService = (await t.http.get(`/api/appointments/by-service/${colourId}`).set(auth).expect(200)).body.data;
    expect(ofService).toMatchObject({ count: 1, rows: [{ appointment_id: colour }] });
    const ofClient = (await t.http.get(`/api/appointments/by-client/${clientId}`).query({ limit: 2 }).set(auth).expect(200)).body.data;
    expect(ofClient.rows).toHaveLength(2);
    expect(ofClient.rows[0].appointment_date >= ofClient.rows[1].appointment_date).toBe(true);
    const ofEmployee = (await t.http.get(`/api/appointments/by-employee/${otherEmployeeId}`).query({ date_from: '2031-07-01' }).set(auth).expect(200)).body.data;
    expect(ids(ofEmployee.rows)).toEqual([colour]);
    await t.http.get('/api/appointments/by-client/999999').set(auth).expect(404);
  });
});

describe('statistics and no-show rate', () => {
  it('counts, rates, revenue in exact cents, ratings, top services and months over the range', async () => {
    let auth = await at(new Date('2031-08-04T13:00:00Z'));
    const appointment = (date: string, overrides: Record<string, unknown> = {}) => book(auth, { appointment_date: date, employee_id: otherEmployeeId, ...overrides });
    const a = await appointment('2031-08-05', { total_price: 10.1 });
    const b = await appointment('2031-08-06', { total_price: 20.2 });
    const c = await appointment('2031-09-02', { service_id: colourId, total_price: 180 });
    const d = await appointment('2031-09-03');
    const e = await appointment('2031-09-04');
    await t.http.patch(`/api/appointments/${d}/cancel`).set(auth).send({ send_notification: false }).expect(200);
    // The visits are recorded once they have happened: 16:00 in New York on 4 September, after e's start.
    auth = await at(new Date('2031-09-04T20:00:00Z'));
    await t.http.patch(`/api/appointments/${a}/complete`).set(auth).send({ rating: 5 }).expect(200);
    await t.http.patch(`/api/appointments/${b}/complete`).set(auth).send({ rating: 4 }).expect(200);
    await t.http.patch(`/api/appointments/${c}/complete`).set(auth).send({}).expect(200);
    await t.http.patch(`/api/appointments/${e}/no-show`).set(auth).send({}).expect(200);

    const query = { date_from: '2031-08-01', date_to: '2031-09-30', employee_id: otherEmployeeId };
    const response = await t.http.get('/api/appointments/statistics').query(query).set(auth).expect(200);
    const stats = contract.appointmentReports.statistics.responses[200].parse(response.body).data;
    expect(stats).toMatchObject({
      total_appointments: 5,
      completed: 3,
      cancelled: 1,
      no_show: 1,
      by_status: { completed: 3, cancelled: 1, no_show: 1 },
      completion_rate: 60,
      cancellation_rate: 20,
      no_show_rate: 25,
      revenue: 210.3,
      average_price: 70.1,
      average_rating: 4.5,
      rating_count: 2,
      unique_clients: 1,
    });
    expect(stats.top_services[0]).toMatchObject({ name: 'Cut', count: 4, revenue: 30.3 });
    expect(stats.by_month).toEqual([
      { month: '2031-08', appointments: 2, completed: 2, revenue: 30.3 },
      { month: '2031-09', appointments: 3, completed: 1, revenue: 180 },
    ]);
    const employeeStats = (await t.http.get(`/api/employees/${otherEmployeeId}/statistics`).query({ date_from: '2031-08-01', date_to: '2031-09-30' }).set(auth).expect(200)).body.data;
    expect(employeeStats).toEqual(stats);
    const serviceStats = (await t.http.get('/api/appointments/statistics').query({ date_from: '2031-08-01', date_to: '2031-09-30', service_id: colourId }).set(auth).expect(200)).body.data;
    expect(serviceStats).toMatchObject({ total_appointments: 1, revenue: 180, average_rating: null, top_employees: [{ first_name: 'Ben', count: 1 }] });
    await t.http.get('/api/appointments/statistics').query({ date_from: '2031-09-30', date_to: '2031-08-01' }).set(auth).expect(400);
    await t.http.get('/api/employees/999999/statistics').set(auth).expect(404);

    // Expected by 2031-09-04 (the salon's today then): a, b, c, e; one no-show.
    const later = await at(new Date('2031-09-04T20:00:00Z'));
    const rate = (await t.http.get('/api/appointments/no-show-rate').query(query).set(later).expect(200)).body.data;
    expect(rate).toEqual({ date_from: '2031-08-01', date_to: '2031-09-30', no_shows: 1, expected: 4, rate: 25 });
  });
});

describe('GET /api/appointments/export', () => {
  it("streams every matching appointment as CSV with the list's filters, neutralising formulas", async () => {
    const auth = await at(new Date('2031-10-01T13:00:00Z'));
    await book(auth, { appointment_date: '2031-10-02', client_id: otherClientId, notes: '+1 call first', special_requests: '@mention' });
    await book(auth, { appointment_date: '2031-10-03', notes: 'Ordinary, with "quotes", and commas' });
    await book(auth, { appointment_date: '2031-10-20' });

    const response = await t.http.get('/api/appointments/export').query({ date_from: '2031-10-01', date_to: '2031-10-10' }).set(auth).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(response.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ Date: '2031-10-02', Start: '10:00', Client: `'=HYPERLINK("http://x") Evil`, Notes: "'+1 call first", 'Special Requests': "'@mention", Price: '60.00', Status: 'pending' });
    expect(rows[1]).toMatchObject({ Client: 'Maya Lopez', 'Client Phone': '(212) 555-0199', Notes: 'Ordinary, with "quotes", and commas' });

    const bigger = await t.http.get('/api/appointments/export').query({ search: 'maya' }).set(auth).expect(200);
    expect((parse(bigger.text, { columns: true, bom: true }) as unknown[]).length).toBeGreaterThan(5);
    await t.http.get('/api/appointments/export').query({ format: 'xlsx' }).set(auth).expect(400);
  });

  it('answers a failing query in the envelope, and the process keeps serving', async () => {
    const auth = await at(new Date('2031-10-01T13:00:00Z'));
    await t.dataSource.query('ALTER TABLE appointment_statuses RENAME TO appointment_statuses_away');
    try {
      const failed = await t.http.get('/api/appointments/export').set(auth).expect(500);
      expect(failed.headers['content-type']).toMatch(/^application\/json/);
      expect(failed.headers['content-disposition']).toBeUndefined();
      expect(failed.body).toEqual({ success: false, status: 500, code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    } finally {
      await t.dataSource.query('ALTER TABLE appointment_statuses_away RENAME TO appointment_statuses');
    }
    await t.http.get('/api/appointments/export').set(auth).expect(200);
  });
});
