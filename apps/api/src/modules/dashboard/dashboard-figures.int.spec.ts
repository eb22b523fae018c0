import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@salon/contracts';
import { bearer, signIn, signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// Tuesday 10 December 2030, noon in New York (UTC-5): this month so far is December 1-10,
// the same days of last month November 1-10, the last 30 days November 11 - December 10.
const NOW = new Date('2030-12-10T17:00:00Z');
usePretendClock(NOW);

let t: TestApp;
let stylist: Record<string, string>;
let owner: Record<string, string>;
const ids: Record<string, number> = {};

/** An appointment straight in the table (past dates allowed); holds_slot false, so none blocks another. */
async function appointment(client: string, service: string, date: string, start: string, status: string, rating: number | null = null) {
  await t.dataSource.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id, holds_slot, rating)
     SELECT 1, $1, $2, $3, $4, $5::time, $5::time + interval '30 minutes', 30, 80, status_id, false, $7 FROM appointment_statuses WHERE salon_id = 1 AND name = $6`,
    [ids[client], ids.rosa, ids[service], date, start, status, rating],
  );
}

/** A payment or refund straight in the table, taken at an instant (UTC). */
async function payment(amount: number, at: string, status: string, refundOf: number | null = null): Promise<number> {
  const [{ payment_id }] = await t.dataSource.query(
    `INSERT INTO payments (salon_id, client_id, amount, payment_method, payment_status, transaction_type, payment_date, original_payment_id)
     VALUES (1, $1, $2, 'cash', $3, $4, $5, $6) RETURNING payment_id`,
    [ids.nora, amount, status, refundOf === null ? 'payment' : 'refund', at, refundOf],
  );
  return payment_id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAs(t, 'olivia', ['owner']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  for (const name of ['Nora', 'Maya', 'Ben', 'Zoe']) ids[name.toLowerCase()] = await create('/api/clients', clientBody({ first_name: name, email: `${name.toLowerCase()}@example.com`, phone: null }), 'client_id');
  ids.rosa = await create('/api/employees', employeeBody({ first_name: 'Rosa', email: 'rosa@example.com' }), 'employee_id');
  ids.cut = await create('/api/services', serviceBody({ name: 'Cut' }), 'service_id');
  ids.colour = await create('/api/services', serviceBody({ name: 'Colour' }), 'service_id');
  ids.blowDry = await create('/api/services', serviceBody({ name: 'Blow-dry' }), 'service_id');

  // This month so far (December 1-10) and later this month.
  await appointment('nora', 'cut', '2030-12-02', '10:00', 'completed', 5);
  await appointment('maya', 'colour', '2030-12-05', '10:00', 'completed', 4);
  await appointment('ben', 'cut', '2030-12-10', '10:00', 'confirmed');
  await appointment('zoe', 'cut', '2030-12-03', '10:00', 'cancelled');
  await appointment('ben', 'cut', '2030-12-20', '10:00', 'confirmed');
  await appointment('nora', 'cut', '2030-12-10', '14:00', 'pending');
  await appointment('zoe', 'colour', '2030-12-10', '07:30', 'confirmed');
  await appointment('ben', 'cut', '2030-12-10', '09:00', 'cancelled');
  // Last month: November 1-10 is the previous period; November 20 only the last 30 days.
  await appointment('nora', 'blowDry', '2030-11-04', '10:00', 'completed', 4);
  await appointment('nora', 'colour', '2030-11-06', '10:00', 'cancelled');
  await appointment('maya', 'cut', '2030-11-08', '10:00', 'no_show');
  await appointment('maya', 'cut', '2030-11-10', '10:00', 'completed');
  await appointment('maya', 'cut', '2030-11-20', '10:00', 'completed', 1);

  // Money: December 1-10 nets 80.00 + 120.50 − 20.50 − 100.00 = 80.00; November 1-10 nets 100.00 + 20.00 = 120.00.
  await payment(80, '2030-12-02T15:00:00Z', 'completed');
  const partly = await payment(120.5, '2030-12-05T15:00:00Z', 'partially_refunded');
  await payment(20.5, '2030-12-06T15:00:00Z', 'completed', partly);
  await payment(50, '2030-12-07T15:00:00Z', 'pending');
  await payment(10, '2030-12-03T15:00:00Z', 'voided');
  await payment(15, '2030-12-04T15:00:00Z', 'failed');
  // 22:00 on November 30 in New York: a salon day of neither period, but of the last 30 days.
  await payment(30, '2030-12-01T03:00:00Z', 'completed');
  const refunded = await payment(100, '2030-11-05T15:00:00Z', 'refunded');
  await payment(100, '2030-12-01T15:00:00Z', 'completed', refunded);
  await payment(20, '2030-11-09T15:00:00Z', 'completed');
  await t.dataSource.query(`UPDATE payments SET refunded_amount = amount WHERE payment_id = $1`, [refunded]);
  await t.dataSource.query(`UPDATE payments SET refunded_amount = 20.5 WHERE payment_id = $1`, [partly]);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The route's data, checked against its contract (every dashboard route answers { success, data }). */
const get = async (route: keyof typeof contract.dashboard, path: string, headers = stylist): Promise<unknown> => {
  const body = (await t.http.get(`/api/dashboard/${path}`).set(headers).expect(200)).body;
  const schema: { parse: (value: unknown) => { data: unknown } } = contract.dashboard[route].responses[200];
  return schema.parse(body).data;
};

/** Pretends it is `instant` and signs Sofia in again (tokens carry the pretend time). */
async function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  return bearer((await signIn(t, 'sofia')).token);
}

/** The days of a series that are not zero. */
const nonZero = (series: unknown, key: 'revenue' | 'bookings') => (series as Record<string, number | string>[]).filter((point) => point[key] !== 0);

describe('GET /api/dashboard/metrics', () => {
  it('counts this month so far against the same days of last month, with growth as (current − previous) / previous × 100', async () => {
    expect(await get('metrics', 'metrics')).toEqual({
      // Net of refunds: 80.00 + 120.50 − 20.50 (refund) − 100.00 (November's payment refunded December 1).
      totalRevenue: 80,
      // Not cancelled, dated December 1-10: the 2nd, the 5th and three today (the 20th is later).
      totalAppointments: 5,
      // Nora, Maya, Ben and Zoe each have an appointment dated December 1-10.
      activeClients: 4,
      averageRating: 4.5,
      // Growth compares today and November 10 up to now's time, 12:15 (the quarter hour begun at noon):
      // (80 − 120) / 120; (4 − 3) / 3, today's 14:00 booking not yet; (4 − 2) / 2; (4.5 − 4) / 4.
      revenueGrowth: -33.3,
      appointmentGrowth: 33.3,
      clientGrowth: 100,
      ratingGrowth: 12.5,
      periodStart: '2030-12-01',
      periodEnd: '2030-12-10',
      previousPeriodStart: '2030-11-01',
      previousPeriodEnd: '2030-11-10',
    });
  });

  it("compares last month's same day only up to now's time of day: at 09:00 on December 9, November 9's 10:00 payment is not yet", async () => {
    const headers = await at('2030-12-09T14:00:00Z');
    // 80.00 against November 1-8 and November 9 up to 09:00 (100.00), not the whole of November 9 (120.00).
    expect(await get('metrics', 'metrics', headers)).toMatchObject({ totalRevenue: 80, revenueGrowth: -20, previousPeriodStart: '2030-11-01', previousPeriodEnd: '2030-11-09' });
  });

  it('counts in growth only the clients and appointments of today that start before now: at 09:00 Ben, booked for 10:00, not yet', async () => {
    const headers = await at('2030-12-10T14:00:00Z');
    expect(await get('metrics', 'metrics', headers)).toMatchObject({
      // The cards still count all of today: Ben's 10:00 and Nora's 14:00 bookings included.
      totalAppointments: 5,
      activeClients: 4,
      // December 1-9 and today before 09:00 (Zoe's 07:30) against November 1-9 and November 10 before 09:00:
      // (3 − 2) / 2 appointments; Nora, Maya and Zoe against Nora and Maya; (80 − 120) / 120.
      appointmentGrowth: 50,
      clientGrowth: 50,
      revenueGrowth: -33.3,
      ratingGrowth: 12.5,
    });
  });

  it("agrees to the cent with the reports' revenue over the same salon days (both read the money per quarter hour)", async () => {
    const report = (await t.http.get('/api/reports/dashboard').query({ start_date: '2030-12-01', end_date: '2030-12-10' }).set(owner).expect(200)).body.data;
    const metrics = (await get('metrics', 'metrics')) as { totalRevenue: number };
    expect({ dashboard: metrics.totalRevenue, reports: report.revenue.total }).toEqual({ dashboard: 80, reports: 80 });
  });

  it('gives null, not an invented number, for a rating or growth with nothing to compare', async () => {
    const headers = await at('2031-06-15T16:00:00Z');
    expect(await get('metrics', 'metrics', headers)).toEqual({
      totalRevenue: 0,
      totalAppointments: 0,
      activeClients: 0,
      averageRating: null,
      revenueGrowth: null,
      appointmentGrowth: null,
      clientGrowth: null,
      ratingGrowth: null,
      periodStart: '2031-06-01',
      periodEnd: '2031-06-15',
      previousPeriodStart: '2031-05-01',
      previousPeriodEnd: '2031-05-15',
    });
  });

  it('falls to −100% when last month had figures and this month has none yet, the rating staying null', async () => {
    // January 1-20, 2031 against December 1-20, 2030 (which adds Ben's appointment on the 20th).
    const headers = await at('2031-01-20T17:00:00Z');
    expect(await get('metrics', 'metrics', headers)).toMatchObject({
      totalRevenue: 0,
      totalAppointments: 0,
      averageRating: null,
      revenueGrowth: -100,
      appointmentGrowth: -100,
      clientGrowth: -100,
      ratingGrowth: null,
    });
  });

  it('gives no revenue growth when last period netted a loss, rather than an arrow pointing the wrong way', async () => {
    // January 1, 2031 against December 1, 2030, whose only money is the 100.00 refund: (0 − (−100)) / (−100) would read −100%.
    const headers = await at('2031-01-01T17:00:00Z');
    expect(await get('metrics', 'metrics', headers)).toMatchObject({
      totalRevenue: 0,
      revenueGrowth: null,
      previousPeriodStart: '2030-12-01',
      previousPeriodEnd: '2030-12-01',
    });
  });

  it("shows another salon none of this salon's figures", async () => {
    const elsewhere = await signedInAtAnotherSalon(t, 'ada', ['dashboard:read']);
    expect(await get('metrics', 'metrics', elsewhere)).toMatchObject({ totalRevenue: 0, totalAppointments: 0, activeClients: 0, averageRating: null });
  });
});

describe('GET /api/dashboard/revenue', () => {
  it('gives each of the last 30 salon days its money taken net of refunds, refunds on their own day', async () => {
    const series = (await get('revenue', 'revenue')) as { date: string; revenue: number }[];
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: '2030-11-11', revenue: 0 });
    expect(series[29]).toEqual({ date: '2030-12-10', revenue: 0 });
    expect(nonZero(series, 'revenue')).toEqual([
      { date: '2030-11-30', revenue: 30 },
      { date: '2030-12-01', revenue: -100 },
      { date: '2030-12-02', revenue: 80 },
      { date: '2030-12-05', revenue: 120.5 },
      { date: '2030-12-06', revenue: -20.5 },
    ]);
  });
});

describe('GET /api/dashboard/booking-trends', () => {
  it('counts the appointments of each of the last 30 days, cancelled ones left out', async () => {
    const series = (await get('bookingTrends', 'booking-trends')) as { date: string; bookings: number }[];
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: '2030-11-11', bookings: 0 });
    expect(nonZero(series, 'bookings')).toEqual([
      { date: '2030-11-20', bookings: 1 },
      { date: '2030-12-02', bookings: 1 },
      { date: '2030-12-05', bookings: 1 },
      { date: '2030-12-10', bookings: 3 },
    ]);
  });

  it('gives 30 days of 0 when there were no appointments', async () => {
    const headers = await at('2031-06-15T16:00:00Z');
    const series = (await get('bookingTrends', 'booking-trends', headers)) as { date: string; bookings: number }[];
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: '2031-05-17', bookings: 0 });
    expect(nonZero(series, 'bookings')).toEqual([]);
  });
});

describe('GET /api/dashboard/popular-services', () => {
  it('ranks services by bookings over the last 30 days, cancelled ones and older ones left out', async () => {
    expect(await get('popularServices', 'popular-services')).toEqual([
      { serviceId: ids.cut, serviceName: 'Cut', bookingCount: 4 },
      { serviceId: ids.colour, serviceName: 'Colour', bookingCount: 2 },
    ]);
    expect(await get('popularServices', 'popular-services?limit=1')).toEqual([{ serviceId: ids.cut, serviceName: 'Cut', bookingCount: 4 }]);
  });

  it('is empty when nothing was booked', async () => {
    const headers = await at('2031-06-15T16:00:00Z');
    expect(await get('popularServices', 'popular-services', headers)).toEqual([]);
  });
});

describe('GET /api/dashboard/bookings-by-hour', () => {
  it("counts today's appointments per starting hour over the opening hours (Tuesday 09:00-19:00) and any booked hour outside them", async () => {
    expect(await get('bookingsByHour', 'bookings-by-hour')).toEqual([
      { hour: 7, bookings: 1 },
      { hour: 9, bookings: 0 },
      { hour: 10, bookings: 1 },
      { hour: 11, bookings: 0 },
      { hour: 12, bookings: 0 },
      { hour: 13, bookings: 0 },
      { hour: 14, bookings: 1 },
      { hour: 15, bookings: 0 },
      { hour: 16, bookings: 0 },
      { hour: 17, bookings: 0 },
      { hour: 18, bookings: 0 },
    ]);
  });

  it('is empty on a Sunday, when the salon is closed, with nothing booked', async () => {
    const headers = await at('2031-06-15T16:00:00Z');
    expect(await get('bookingsByHour', 'bookings-by-hour', headers)).toEqual([]);
  });
});

describe('who may read the dashboard', () => {
  it.each(['metrics', 'notifications', 'popular-services', 'bookings-by-hour', 'revenue', 'booking-trends'])('refuses /dashboard/%s without dashboard:read (403)', async (path) => {
    const nobody = await signedInAs(t, `nobody-${path}`, ['staff']);
    const response = await t.http.get(`/api/dashboard/${path}`).set(nobody).expect(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('refuses a limit above 50 (400)', async () => {
    await t.http.get('/api/dashboard/notifications?limit=51').set(stylist).expect(400);
  });
});
