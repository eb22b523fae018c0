import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// A day that is not over is compared up to the same time of day (review finding 4). The salon
// (New York, EST) sees a client at 08:00, one at 12:00 and one at 18:00 every day from November
// 20, and takes $100 at noon and $20 at 18:00. It is Monday December 2, 2030, 09:00: today's
// 08:00 visit is done, nothing is taken yet, and the 12:00 client walks in later.
usePretendClock(new Date('2030-12-02T14:00:00Z'));

let t: TestApp;
let manager: Record<string, string>;
const ids: Record<string, number> = {};

/** Completed appointments straight in the table (holds_slot false, so none blocks another). */
async function visits(dates: string[], start: string) {
  await t.dataSource.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id, holds_slot)
     SELECT 1, $1, $2, $3, day::date, $4::time, $4::time + interval '45 minutes', 45, 50, status_id, false
       FROM unnest($5::date[]) AS day, appointment_statuses WHERE salon_id = 1 AND name = 'completed'`,
    [ids.sam, ids.rosa, ids.cut, start, dates],
  );
}

/** Money taken at a time of day, New York time, on each date. */
async function payments(dates: string[], at: string, amount: number) {
  await t.dataSource.query(
    `INSERT INTO payments (salon_id, client_id, amount, payment_method, payment_status, transaction_type, payment_date)
     SELECT 1, $1, $2, 'cash', 'completed', 'payment', (day::date + $3::time) AT TIME ZONE 'America/New_York' FROM unnest($4::date[]) AS day`,
    [ids.sam, amount, at, dates],
  );
}

const novemberTwentiethToDecemberFirst = Array.from({ length: 12 }, (_, index) => (index < 11 ? `2030-11-${20 + index}` : '2030-12-01'));

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  manager = await signedInAs(t, 'marco', ['manager']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  ids.sam = await create('/api/clients', clientBody({ first_name: 'Sam', last_name: 'Test', email: 'sam@example.com', phone: null }), 'client_id');
  ids.rosa = await create('/api/employees', employeeBody({ first_name: 'Rosa', last_name: 'Staff', email: 'rosa@example.com' }), 'employee_id');
  ids.cut = await create('/api/services', serviceBody({ name: 'Cut' }), 'service_id');
  await visits([...novemberTwentiethToDecemberFirst, '2030-12-02'], '08:00');
  await visits(novemberTwentiethToDecemberFirst, '12:00');
  await visits(novemberTwentiethToDecemberFirst, '18:00');
  await payments(novemberTwentiethToDecemberFirst, '12:00', 100);
  await payments(novemberTwentiethToDecemberFirst, '18:00', 20);
});
afterAll(async () => {
  await t?.close();
});

const dashboard = async (start: string, end: string) =>
  (await t.http.get('/api/reports/dashboard').query({ start_date: start, end_date: end }).set(manager).expect(200)).body.data;

describe('a range that reaches today, compared up to the same time of day', () => {
  it('at 09:00 compares the month so far with November 29 whole and November 30 up to 09:00', async () => {
    expect(await dashboard('2030-12-01', '2030-12-31')).toEqual({
      period: { startDate: '2030-12-01', endDate: '2030-12-31' },
      previousPeriod: { startDate: '2030-11-29', endDate: '2030-11-30' },
      // $120 against $120 (not $240); 4 appointments against 4 (November 30's 12:00 and 18:00 ones had not started by 09:00).
      revenue: { total: 120, change: 0 },
      appointments: { total: 4, completed: 4, change: 0 },
      clients: { total: 1, new: 0 },
      averageTicket: { value: 30, change: 0 },
      // Now is a few seconds past 09:00: the quarter hour begun counts whole on both sides.
      comparedUntil: '09:15',
      previousLastDay: { date: '2030-11-30', revenue: 0, appointments: 1, completed: 1, averageTicket: 0 },
    });
  });

  it('at 09:00 compares today with yesterday up to 09:00: nothing taken on either, so no revenue change', async () => {
    expect(await dashboard('2030-12-02', '2030-12-02')).toEqual({
      period: { startDate: '2030-12-02', endDate: '2030-12-02' },
      previousPeriod: { startDate: '2030-12-01', endDate: '2030-12-01' },
      revenue: { total: 0, change: null },
      appointments: { total: 1, completed: 1, change: 0 },
      clients: { total: 1, new: 0 },
      averageTicket: { value: 0, change: null },
      comparedUntil: '09:15',
      previousLastDay: { date: '2030-12-01', revenue: 0, appointments: 1, completed: 1, averageTicket: 0 },
    });
  });

  it('leaves a range that is over compared on whole days', async () => {
    expect(await dashboard('2030-11-30', '2030-12-01')).toMatchObject({
      previousPeriod: { startDate: '2030-11-28', endDate: '2030-11-29' },
      comparedUntil: null,
      previousLastDay: null,
      revenue: { total: 240, change: 0 },
      appointments: { total: 6, completed: 6, change: 0 },
    });
  });

  it('at 13:00 compares today, its noon money and walk-in taken, with yesterday up to 13:00 (not its 18:00 client)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-02T18:00:00Z') });
    // The morning's token has expired by the afternoon.
    manager = await signedInAs(t, 'marie', ['manager']);
    await visits(['2030-12-02'], '12:00');
    await payments(['2030-12-02'], '12:00', 100);
    expect(await dashboard('2030-12-02', '2030-12-02')).toEqual({
      period: { startDate: '2030-12-02', endDate: '2030-12-02' },
      previousPeriod: { startDate: '2030-12-01', endDate: '2030-12-01' },
      revenue: { total: 100, change: 0 },
      appointments: { total: 2, completed: 2, change: 0 },
      clients: { total: 1, new: 0 },
      averageTicket: { value: 50, change: 0 },
      // The clock stands at 13:00:00 in this test: a quarter hour's start is its own cut.
      comparedUntil: '13:00',
      previousLastDay: { date: '2030-12-01', revenue: 100, appointments: 2, completed: 2, averageTicket: 50 },
    });
  });
});
