import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// A range that is not over yet (review finding 2): it is 10:00 on Sunday November 10, 2030 in
// New York (EST, UTC-5). The salon takes a steady $100 a day, one completed $100 visit a day,
// from October 1 to today; one appointment is booked for November 20.
usePretendClock(new Date('2030-11-10T15:00:00Z'));

let t: TestApp;
let manager: Record<string, string>;
const ids: Record<string, number> = {};

/** An appointment straight in the table (holds_slot false, so none blocks another). */
async function appointments(client: string, dates: string[], status: string) {
  await t.dataSource.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id, holds_slot)
     SELECT 1, $1, $2, $3, day::date, '09:00', '10:00', 60, 100, status_id, false
       FROM unnest($4::date[]) AS day, appointment_statuses WHERE salon_id = 1 AND name = $5`,
    [ids[client], ids.rosa, ids.cut, dates, status],
  );
}

/** Every date from one to another, both included. */
function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) dates.push(day.toISOString().slice(0, 10));
  return dates;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  manager = await signedInAs(t, 'marco', ['manager']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  for (const name of ['Sam', 'Al']) ids[name.toLowerCase()] = await create('/api/clients', clientBody({ first_name: name, last_name: 'Test', email: `${name.toLowerCase()}@example.com`, phone: null }), 'client_id');
  ids.rosa = await create('/api/employees', employeeBody({ first_name: 'Rosa', last_name: 'Staff', email: 'rosa@example.com' }), 'employee_id');
  ids.cut = await create('/api/services', serviceBody({ name: 'Cut' }), 'service_id');

  const steady = datesFrom('2030-10-01', '2030-11-10');
  await appointments('sam', steady, 'completed');
  await appointments('sam', ['2030-11-20'], 'confirmed');
  // Al's only visit, 87 days before today and 107 before November 30.
  await appointments('al', ['2030-08-15'], 'completed');
  // $100 at 09:00 each day, today's included.
  await t.dataSource.query(
    `INSERT INTO payments (salon_id, client_id, amount, payment_method, payment_status, transaction_type, payment_date)
     SELECT 1, $1, 100, 'cash', 'completed', 'payment', (day::date + time '09:00') AT TIME ZONE 'America/New_York' FROM unnest($2::date[]) AS day`,
    [ids.sam, steady],
  );
});
afterAll(async () => {
  await t?.close();
});

async function report(name: keyof typeof contract.reports, query: Record<string, string>): Promise<unknown> {
  const route = contract.reports[name] as { path: string; responses: { 200: { parse: (value: unknown) => { data: unknown } } } };
  const body = (await t.http.get(`/api${route.path}`).query(query).set(manager).expect(200)).body;
  return route.responses[200].parse(body).data;
}

describe('reports over a range that reaches past today', () => {
  it('compares the month so far with as many days just before it, while the figures cover the whole month', async () => {
    expect(await report('dashboard', { start_date: '2030-11-01', end_date: '2030-11-30' })).toEqual({
      period: { startDate: '2030-11-01', endDate: '2030-11-30' },
      // November 1-10 against October 22-31: $1,000 against $1,000, not against October 2-31's $3,000.
      previousPeriod: { startDate: '2030-10-22', endDate: '2030-10-31' },
      revenue: { total: 1000, change: 0 },
      // The booking of November 20 counts in the month, but not in the comparison of the ten days so far.
      appointments: { total: 11, completed: 10, change: 0 },
      clients: { total: 1, new: 0 },
      averageTicket: { value: 100, change: 0 },
      // Today and October 31 are both taken up to 10:15 (now, a few seconds past 10:00, rounded up to the quarter hour).
      comparedUntil: '10:15',
      previousLastDay: { date: '2030-10-31', revenue: 100, appointments: 1, completed: 1, averageTicket: 100 },
    });
  });

  it('compares today so far with yesterday up to the same time of day', async () => {
    expect(await report('dashboard', { start_date: '2030-11-10', end_date: '2030-11-10' })).toMatchObject({
      previousPeriod: { startDate: '2030-11-09', endDate: '2030-11-09' },
      revenue: { total: 100, change: 0 },
    });
  });

  it('compares nothing for a range that has not begun', async () => {
    expect(await report('dashboard', { start_date: '2030-11-20', end_date: '2030-11-30' })).toEqual({
      period: { startDate: '2030-11-20', endDate: '2030-11-30' },
      previousPeriod: { startDate: '2030-11-09', endDate: '2030-11-19' },
      revenue: { total: 0, change: null },
      appointments: { total: 1, completed: 0, change: null },
      clients: { total: 1, new: 0 },
      averageTicket: { value: null, change: null },
      comparedUntil: null,
      previousLastDay: null,
    });
  });

  it('judges the client segments as of today, not the end of the month', async () => {
    const analytics = (await report('clientAnalytics', { start_date: '2030-11-01', end_date: '2030-11-30' })) as { segments: { key: string; count: number; definition: string }[] };
    expect(analytics.segments[0].definition).toBe('First visit within the 90 days up to the end date (or today, if earlier)');
    // Al's first visit was 87 days ago: new today, at risk only as of November 30.
    expect(analytics.segments.map(({ key, count }) => ({ key, count }))).toEqual([
      { key: 'new', count: 1 },
      { key: 'regular', count: 0 },
      { key: 'vip', count: 1 },
      { key: 'at_risk', count: 0 },
      { key: 'lost', count: 0 },
    ]);
  });
});
