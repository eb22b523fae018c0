import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// It is June 2, 2031, after the ranges asked here, so each is compared whole (ranges not over
// yet: reports-elapsed.int.spec.ts). The salon is in New York (EST in
// December, UTC-5). December 1, 2030 is a Sunday. The range December 1-10 compares with
// November 21-30.
usePretendClock(new Date('2031-06-02T14:00:00Z'));

let t: TestApp;
let manager: Record<string, string>;
const ids: Record<string, number> = {};

/** An appointment straight in the table (past dates allowed); holds_slot false, so none blocks another. */
async function appointment(client: string, service: string, employee: string, date: string, start: string, minutes: number, price: number, status: string, rating: number | null = null) {
  await t.dataSource.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id, holds_slot, rating)
     SELECT 1, $1, $2, $3, $4, $5::time, $5::time + make_interval(mins => $6), $6, $7, status_id, false, $9 FROM appointment_statuses WHERE salon_id = 1 AND name = $8`,
    [ids[client], ids[employee], ids[service], date, start, minutes, price, status, rating],
  );
}

/** A payment or refund straight in the table, taken at an instant (UTC); client null for a walk-in sale. */
async function payment(client: string | null, amount: number, at: string, status: string, refundOf: number | null = null): Promise<number> {
  const [{ payment_id }] = await t.dataSource.query(
    `INSERT INTO payments (salon_id, client_id, amount, payment_method, payment_status, transaction_type, payment_date, original_payment_id)
     VALUES (1, $1, $2, 'cash', $3, $4, $5, $6) RETURNING payment_id`,
    [client === null ? null : ids[client], amount, status, refundOf === null ? 'payment' : 'refund', at, refundOf],
  );
  return payment_id as number;
}

/** A visit (completed, 30 minutes of a cut with Omar at 08:00) on each date, for the segments. */
async function visits(client: string, dates: string[]) {
  for (const date of dates) await appointment(client, 'cut', 'omar', date, '08:00', 30, 40, 'completed');
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  manager = await signedInAs(t, 'marco', ['manager']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  const clients = ['Nora', 'Maya', 'Ben', 'Zoe', 'Ivan', 'Lou', 'Ari', 'Val', 'Reg', 'Vic', 'Nia'];
  for (const name of clients) ids[name.toLowerCase()] = await create('/api/clients', clientBody({ first_name: name, last_name: 'Test', email: `${name.toLowerCase()}@example.com`, phone: null }), 'client_id');
  for (const name of ['Rosa', 'Omar', 'Lena', 'Ivy']) ids[name.toLowerCase()] = await create('/api/employees', employeeBody({ first_name: name, last_name: 'Staff', email: `${name.toLowerCase()}@example.com` }), 'employee_id');
  ids.cut = await create('/api/services', serviceBody({ name: 'Cut' }), 'service_id');
  ids.colour = await create('/api/services', serviceBody({ name: 'Colour' }), 'service_id');
  ids.blowDry = await create('/api/services', serviceBody({ name: 'Blow-dry' }), 'service_id');

  // When each client joined: Ben and Zoe during December 1-10 (Ivan too, but he books nothing); the rest before.
  for (const [client, at] of Object.entries({ ben: '2030-12-03T15:00:00Z', zoe: '2030-12-05T15:00:00Z', ivan: '2030-12-04T15:00:00Z' })) {
    await t.dataSource.query(`UPDATE clients SET created_at = $1 WHERE client_id = $2`, [at, ids[client]]);
  }
  await t.dataSource.query(`UPDATE clients SET created_at = '2030-01-15T15:00:00Z' WHERE client_id <> ALL($1)`, [[ids.ben, ids.zoe, ids.ivan]]);

  // Rosa works Monday to Friday 09:00-17:00 with a lunch hour (420 minutes a day); Lena, hired on
  // Thursday December 5, Monday to Saturday 10:00-14:00 (240); Omar has no weekly schedule, so he works the salon's hours
  // (Monday-Thursday 600 minutes, Friday 660, Saturday 540, Sunday closed). Ivy has left.
  for (let day = 1; day <= 5; day++) {
    await t.dataSource.query(`INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time, break_start, break_end) VALUES ($1, $2, '09:00', '17:00', '12:00', '13:00')`, [ids.rosa, day]);
  }
  for (let day = 1; day <= 6; day++) {
    await t.dataSource.query(`INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time) VALUES ($1, $2, '10:00', '14:00')`, [ids.lena, day]);
  }
  await t.dataSource.query(`UPDATE employees SET is_active = false WHERE employee_id = $1`, [ids.ivy]);
  await t.dataSource.query(`UPDATE employees SET hire_date = '2030-12-05' WHERE employee_id = $1`, [ids.lena]);

  // December 1-10.
  await appointment('nora', 'cut', 'rosa', '2030-12-02', '10:00', 60, 60, 'completed', 5);
  await appointment('maya', 'colour', 'rosa', '2030-12-03', '14:00', 120, 180, 'completed', 4);
  await appointment('ben', 'cut', 'omar', '2030-12-04', '15:00', 60, 60, 'no_show');
  await appointment('zoe', 'cut', 'omar', '2030-12-05', '10:00', 60, 60, 'cancelled');
  await appointment('ben', 'colour', 'omar', '2030-12-06', '16:00', 120, 150, 'completed');
  await appointment('nora', 'cut', 'rosa', '2030-12-09', '11:00', 60, 60, 'confirmed');
  // November 21-30.
  await appointment('nora', 'cut', 'rosa', '2030-11-22', '10:00', 60, 60, 'completed');
  await appointment('maya', 'cut', 'rosa', '2030-11-25', '10:00', 60, 60, 'completed');
  await appointment('maya', 'colour', 'omar', '2030-11-26', '10:00', 120, 180, 'cancelled');
  // Earlier visits, dated against December 10: Nora came in June; Lou last came 181 days before
  // (lost), Ari 180 (at risk), Val 91 (at risk); Reg 90 days before, and in May (regular). Vic
  // came 12 times in the 365 days up to December 10 (VIP); Nia 12 times too, but the first on
  // the 365th day before, outside the year (regular).
  await visits('nora', ['2030-06-10']);
  await visits('lou', ['2030-06-12']);
  await visits('ari', ['2030-06-13']);
  await visits('val', ['2030-09-10']);
  await visits('reg', ['2030-05-01', '2030-09-11']);
  const monthly = (day: string) => ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((month) => `2030-${month}-${day}`);
  await visits('vic', ['2029-12-11', ...monthly('05')]);
  await visits('nia', ['2029-12-10', ...monthly('06')]);

  // Money in December 1-10: 60 + 180 − 30 + 150 − 60 (November's payment refunded on December 1) + 20 = 320.
  await payment('nora', 60, '2030-12-02T16:00:00Z', 'completed');
  const partly = await payment('maya', 180, '2030-12-03T20:00:00Z', 'partially_refunded');
  await payment('maya', 30, '2030-12-04T15:00:00Z', 'completed', partly);
  // 22:00 on December 6 in New York.
  await payment('ben', 150, '2030-12-07T03:00:00Z', 'completed');
  await payment('ben', 40, '2030-12-08T15:00:00Z', 'pending');
  await payment('zoe', 25, '2030-12-05T15:00:00Z', 'voided');
  await payment('zoe', 35, '2030-12-05T16:00:00Z', 'failed');
  await payment(null, 20, '2030-12-09T15:00:00Z', 'completed');
  // November 21-30: 60 + 60 = 120; the second is refunded in full on December 1.
  await payment('nora', 60, '2030-11-22T15:00:00Z', 'completed');
  const refunded = await payment('maya', 60, '2030-11-25T15:00:00Z', 'refunded');
  await payment('maya', 60, '2030-12-01T15:00:00Z', 'completed', refunded);
  // Around the end of daylight saving time (2 AM, November 3, 2030): 23:30 on the 2nd (EDT), 00:30 and 23:30 on the 3rd.
  await payment(null, 10, '2030-11-03T03:30:00Z', 'completed');
  await payment(null, 20, '2030-11-03T04:30:00Z', 'completed');
  await payment(null, 30, '2030-11-04T04:30:00Z', 'completed');
});
afterAll(async () => {
  await t?.close();
});

const DECEMBER = { start_date: '2030-12-01', end_date: '2030-12-10' };
const EMPTY = { start_date: '2031-03-01', end_date: '2031-03-31' };

/** The route's data, checked against its contract. */
async function report(name: keyof typeof contract.reports, query: Record<string, string>, headers = manager): Promise<unknown> {
  const route = contract.reports[name] as { path: string; responses: { 200: { parse: (value: unknown) => { data: unknown } } } };
  const body = (await t.http.get(`/api${route.path}`).query(query).set(headers).expect(200)).body;
  return route.responses[200].parse(body).data;
}

describe('GET /api/reports/dashboard', () => {
  it('counts the range against the period of the same length before it', async () => {
    expect(await report('dashboard', DECEMBER)).toEqual({
      period: { startDate: '2030-12-01', endDate: '2030-12-10' },
      previousPeriod: { startDate: '2030-11-21', endDate: '2030-11-30' },
      // (320 − 120) / 120.
      revenue: { total: 320, change: 166.7 },
      // Not cancelled: five against two; completed: the 2nd, 3rd and 6th.
      appointments: { total: 5, completed: 3, change: 150 },
      // Nora, Maya, Ben and Zoe booked; Ben and Zoe joined in the range (Ivan joined but booked nothing).
      clients: { total: 4, new: 2 },
      // 320 / 3 against 120 / 2.
      averageTicket: { value: 106.67, change: 77.8 },
      // The range is over: whole days compared.
      comparedUntil: null,
      previousLastDay: null,
    });
  });

  it('gives zeros and nulls for a range with nothing in it, not an error', async () => {
    expect(await report('dashboard', EMPTY)).toEqual({
      period: { startDate: '2031-03-01', endDate: '2031-03-31' },
      previousPeriod: { startDate: '2031-01-29', endDate: '2031-02-28' },
      revenue: { total: 0, change: null },
      appointments: { total: 0, completed: 0, change: null },
      clients: { total: 0, new: 0 },
      averageTicket: { value: null, change: null },
      comparedUntil: null,
      previousLastDay: null,
    });
  });
});

describe('GET /api/reports/revenue', () => {
  it('lists every day of the range with its money net of refunds, appointments, visits and average ticket', async () => {
    expect(await report('revenue', DECEMBER)).toEqual([
      { date: '2030-12-01', revenue: -60, appointments: 0, completed: 0, averageTicket: null },
      { date: '2030-12-02', revenue: 60, appointments: 1, completed: 1, averageTicket: 60 },
      { date: '2030-12-03', revenue: 180, appointments: 1, completed: 1, averageTicket: 180 },
      { date: '2030-12-04', revenue: -30, appointments: 1, completed: 0, averageTicket: null },
      { date: '2030-12-05', revenue: 0, appointments: 0, completed: 0, averageTicket: null },
      { date: '2030-12-06', revenue: 150, appointments: 1, completed: 1, averageTicket: 150 },
      { date: '2030-12-07', revenue: 0, appointments: 0, completed: 0, averageTicket: null },
      { date: '2030-12-08', revenue: 0, appointments: 0, completed: 0, averageTicket: null },
      { date: '2030-12-09', revenue: 20, appointments: 1, completed: 0, averageTicket: null },
      { date: '2030-12-10', revenue: 0, appointments: 0, completed: 0, averageTicket: null },
    ]);
  });

  it("puts money on the salon's day across the end of daylight saving time", async () => {
    const days = (await report('revenue', { start_date: '2030-11-02', end_date: '2030-11-04' })) as { date: string; revenue: number }[];
    expect(days.map(({ date, revenue }) => ({ date, revenue }))).toEqual([
      { date: '2030-11-02', revenue: 10 },
      { date: '2030-11-03', revenue: 50 },
      { date: '2030-11-04', revenue: 0 },
    ]);
  });
});

describe('GET /api/reports/service-popularity and /api/reports/services', () => {
  it('ranks services by the value of their completed appointments, with their share of it', async () => {
    expect(await report('servicePopularity', DECEMBER)).toEqual([
      { serviceId: ids.colour, serviceName: 'Colour', count: 2, revenue: 330, percentage: 84.6 },
      { serviceId: ids.cut, serviceName: 'Cut', count: 3, revenue: 60, percentage: 15.4 },
    ]);
  });

  it('gives each service its cancellation and no-show rates and average price', async () => {
    expect(await report('services', DECEMBER)).toEqual([
      { serviceId: ids.colour, serviceName: 'Colour', count: 2, completed: 2, cancelled: 0, noShows: 0, revenue: 330, averagePrice: 165, cancellationRate: 0, noShowRate: 0 },
      // One of four cancelled; one no-show of the two whose outcome is known.
      { serviceId: ids.cut, serviceName: 'Cut', count: 3, completed: 1, cancelled: 1, noShows: 1, revenue: 60, averagePrice: 60, cancellationRate: 25, noShowRate: 50 },
    ]);
  });

  it('list nothing for an empty range', async () => {
    expect(await report('servicePopularity', EMPTY)).toEqual([]);
    expect(await report('services', EMPTY)).toEqual([]);
  });
});

describe('GET /api/reports/employee-performance', () => {
  it('gives utilization as booked over scheduled minutes, from the weekly schedule or else the salon hours', async () => {
    expect(await report('employeePerformance', DECEMBER)).toEqual([
      // Seven weekdays of 420 minutes; 60 + 120 + 60 booked.
      { employeeId: ids.rosa, employeeName: 'Rosa Staff', appointmentsCount: 3, revenue: 240, averageRating: 4.5, bookedMinutes: 240, scheduledMinutes: 2940, utilizationRate: 8.2 },
      // Salon hours: six days of 600, a Friday of 660, a Saturday of 540; the no-show's 60 and the colour's 120 booked, the cancellation not.
      { employeeId: ids.omar, employeeName: 'Omar Staff', appointmentsCount: 2, revenue: 150, averageRating: null, bookedMinutes: 180, scheduledMinutes: 4800, utilizationRate: 3.8 },
      // Hired on the 5th: five working days of 240 from then, none before.
      { employeeId: ids.lena, employeeName: 'Lena Staff', appointmentsCount: 0, revenue: 0, averageRating: null, bookedMinutes: 0, scheduledMinutes: 1200, utilizationRate: 0 },
    ]);
  });

  it('gives no utilization to an employee scheduled for nothing in the range', async () => {
    // Sunday December 1: the salon is closed and Rosa and Lena do not work.
    const sunday = (await report('employeePerformance', { start_date: '2030-12-01', end_date: '2030-12-01' })) as { employeeName: string; utilizationRate: number | null }[];
    expect(sunday.map(({ employeeName, utilizationRate }) => ({ employeeName, utilizationRate }))).toEqual([
      { employeeName: 'Lena Staff', utilizationRate: null },
      { employeeName: 'Omar Staff', utilizationRate: null },
      { employeeName: 'Rosa Staff', utilizationRate: null },
    ]);
  });
});

describe('GET /api/reports/client-metrics', () => {
  it('counts active, new and returning clients and ranks the top spenders by money net of refunds', async () => {
    expect(await report('clientMetrics', DECEMBER)).toEqual({
      totalClients: 4,
      newClients: 2,
      returningClients: 2,
      retentionRate: 50,
      // Three visits among four clients.
      averageVisitsPerClient: 0.75,
      topSpenders: [
        { clientId: ids.ben, clientName: 'Ben Test', totalSpent: 150, visitCount: 1, averagePerVisit: 150 },
        // 180 − 30 − 60 (November's payment refunded in December).
        { clientId: ids.maya, clientName: 'Maya Test', totalSpent: 90, visitCount: 1, averagePerVisit: 90 },
        { clientId: ids.nora, clientName: 'Nora Test', totalSpent: 60, visitCount: 1, averagePerVisit: 60 },
      ],
    });
  });

  it('gives zeros and nulls for an empty range', async () => {
    expect(await report('clientMetrics', EMPTY)).toEqual({ totalClients: 0, newClients: 0, returningClients: 0, retentionRate: null, averageVisitsPerClient: null, topSpenders: [] });
  });
});

describe('GET /api/reports/client-analytics', () => {
  it('segments clients at their boundaries and computes frequency, trend, busiest day, peak hours and lifetime value', async () => {
    const analytics = (await report('clientAnalytics', DECEMBER)) as Record<string, unknown>;
    expect((analytics.segments as { key: string; count: number; percentage: number }[]).map(({ key, count, percentage }) => ({ key, count, percentage }))).toEqual([
      { key: 'new', count: 2, percentage: 22.2 },
      { key: 'regular', count: 3, percentage: 33.3 },
      { key: 'vip', count: 1, percentage: 11.1 },
      { key: 'at_risk', count: 2, percentage: 22.2 },
      { key: 'lost', count: 1, percentage: 11.1 },
    ]);
    expect(analytics.visitFrequency).toEqual([
      { label: '1 visit', minVisits: 1, maxVisits: 1, clients: 3 },
      { label: '2-3 visits', minVisits: 2, maxVisits: 3, clients: 0 },
      { label: '4-6 visits', minVisits: 4, maxVisits: 6, clients: 0 },
      { label: '7-11 visits', minVisits: 7, maxVisits: 11, clients: 0 },
      { label: '12+ visits', minVisits: 12, maxVisits: null, clients: 0 },
    ]);
    expect(analytics.trendGranularity).toBe('week');
    expect(analytics.trend).toEqual([
      { startDate: '2030-12-01', endDate: '2030-12-07', activeClients: 4, newClients: 2, returningClients: 2, retentionRate: 50 },
      { startDate: '2030-12-08', endDate: '2030-12-10', activeClients: 1, newClients: 0, returningClients: 1, retentionRate: 100 },
    ]);
    // Two of the five bookings fall on Mondays; three start between 14:00 and 17:00.
    expect(analytics.busiestWeekday).toEqual({ weekday: 1, name: 'Monday', appointments: 2, share: 40 });
    expect(analytics.peakHours).toEqual({ startHour: 14, endHour: 17, appointments: 3, share: 60 });
    // Clients' money up to December 10 (420) over the nine clients with a visit.
    expect(analytics.averageLifetimeValue).toBe(46.67);
  });

  it('gives monthly parts past 92 days, and nulls where nothing was booked', async () => {
    const analytics = (await report('clientAnalytics', { start_date: '2031-01-15', end_date: '2031-04-30' })) as Record<string, unknown>;
    expect(analytics.trendGranularity).toBe('month');
    expect((analytics.trend as { startDate: string; endDate: string }[]).map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      ['2031-01-15', '2031-01-31'],
      ['2031-02-01', '2031-02-28'],
      ['2031-03-01', '2031-03-31'],
      ['2031-04-01', '2031-04-30'],
    ]);
    expect(analytics.busiestWeekday).toBeNull();
    expect(analytics.peakHours).toBeNull();
  });
});

describe('report access and ranges', () => {
  it('refuses a stylist (no reports:read) with 403', async () => {
    const stylist = await signedInAs(t, 'sofia', ['stylist']);
    const response = await t.http.get('/api/reports/dashboard').query(DECEMBER).set(stylist).expect(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it("shows another salon none of this salon's figures", async () => {
    const elsewhere = await signedInAtAnotherSalon(t, 'ada', ['reports:read']);
    expect(await report('dashboard', DECEMBER, elsewhere)).toMatchObject({ revenue: { total: 0 }, appointments: { total: 0 }, clients: { total: 0, new: 0 } });
    expect(await report('employeePerformance', DECEMBER, elsewhere)).toEqual([]);
    expect(await report('clientMetrics', DECEMBER, elsewhere)).toMatchObject({ totalClients: 0, topSpenders: [] });
    expect(await report('services', DECEMBER, elsewhere)).toEqual([]);
  });

  it.each([
    ['dashboard', { start_date: '1900-01-01', end_date: '1900-01-10' }],
    ['clientAnalytics', { start_date: '1900-01-01', end_date: '1900-12-31' }],
    ['revenue', { start_date: '2999-12-20', end_date: '2999-12-31' }],
    ['clientMetrics', { start_date: '2999-01-01', end_date: '2999-12-31' }],
  ] as const)('answers %s at the ends of the years it takes with figures, never a server error', async (name, query) => {
    const response = await t.http.get(`/api${contract.reports[name].path}`).query(query).set(manager);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it.each([
    [{ start_date: '2030-12-10', end_date: '2030-12-01' }, { end_date: ['end_date must not be before start_date'] }],
    [{ start_date: '2030-01-01', end_date: '2031-01-02' }, { end_date: ['The range must be at most 366 days'] }],
    [{ end_date: '2030-12-01' }, { start_date: ['Must be a date'] }],
    [{ start_date: '9999-12-20', end_date: '9999-12-31' }, { start_date: ['Must be a date between 1900 and 2999'], end_date: ['Must be a date between 1900 and 2999'] }],
  ])('refuses a bad range with the 400 envelope (%j)', async (query, fieldErrors) => {
    const response = await t.http.get('/api/reports/revenue').query(query).set(manager).expect(400);
    expect(response.body).toMatchObject({ success: false, status: 400, code: 'VALIDATION_FAILED', details: { fieldErrors } });
  });
});
