import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryRunner } from 'typeorm';
import { bearer, signIn, signedInAs } from '../../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../../common/testing/factories';
import { usePretendClock } from '../../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../../common/testing/test-app';
import { hourRowsSql } from './appointment-hours.sql';
import { SqlParameters } from './appointment-totals.sql';

// Fixed dates in 2031 stay in the future: the file runs at a pretend now (2 December 2030).
usePretendClock();

/** The advisory lock a fold of a salon's totals holds: (FOLD_LOCK, salon_id) (migration AppointmentTotalsNeverWait). */
const FOLD_LOCK = 72_616_013;
const SALON = 1;

let t: TestApp;
let owner: Record<string, string>;
let maya: number;
let ben: number;
let zoe: number;
let rosa: number;
let omar: number;
let cut: number;
let colour: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAs(t, 'olivia', ['owner']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  maya = await create('/api/clients', clientBody({ first_name: 'Maya', email: 'maya@example.com', phone: null }), 'client_id');
  ben = await create('/api/clients', clientBody({ first_name: 'Ben', email: 'ben@example.com', phone: null }), 'client_id');
  zoe = await create('/api/clients', clientBody({ first_name: 'Zoe', email: 'zoe@example.com', phone: null }), 'client_id');
  rosa = await create('/api/employees', employeeBody({ first_name: 'Rosa', email: 'rosa@example.com' }), 'employee_id');
  omar = await create('/api/employees', employeeBody({ first_name: 'Omar', email: 'omar@example.com' }), 'employee_id');
  cut = await create('/api/services', serviceBody({ name: 'Cut', duration_minutes: 60, base_price: 60 }), 'service_id');
  colour = await create('/api/services', serviceBody({ name: 'Colour', service_type_id: 2, duration_minutes: 120, base_price: 180 }), 'service_id');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Pretends it is `now` and signs in again (tokens are issued at the pretend time). */
async function at(now: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
  return bearer((await signIn(t, 'olivia')).token);
}

type Fields = { client_id: number; employee_id: number; service_id: number; appointment_date: string; start_time: string; duration_minutes: number; total_price: number };
const fields = (overrides: Partial<Fields>): Fields => ({
  client_id: maya,
  employee_id: rosa,
  service_id: cut,
  appointment_date: '2031-08-05',
  start_time: '10:00',
  duration_minutes: 60,
  total_price: 60,
  ...overrides,
});
const book = async (auth: Record<string, string>, overrides: Partial<Fields>) =>
  (await t.http.post('/api/appointments').set(auth).send(fields(overrides)).expect(201)).body.data.appointment_id as number;
const change = async (auth: Record<string, string>, id: number, overrides: Partial<Fields>) => {
  await t.http.put(`/api/appointments/${id}`).set(auth).send(fields(overrides)).expect(200);
};

const TOTALS_COLUMNS = `t.employee_id, t.service_id, s.name AS status, t.appointments, t.price_total::text AS price, t.duration_minutes_total AS minutes, t.rating_total, t.ratings`;

/** What the totals hold: every row of the four grains, by day and by month, and the clients seen. */
async function stored() {
  const query = (sql: string) => t.dataSource.query(sql);
  return {
    days: await query(`SELECT t.appointment_date::text AS period, ${TOTALS_COLUMNS} FROM appointment_day_totals t JOIN appointment_statuses s USING (status_id) ORDER BY 1, 2, 3, 4`),
    months: await query(`SELECT to_char(t.month, 'YYYY-MM') AS period, ${TOTALS_COLUMNS} FROM appointment_month_totals t JOIN appointment_statuses s USING (status_id) ORDER BY 1, 2, 3, 4`),
    dayClients: await clientsSeen('appointment_day_clients', `c.appointment_date::text`),
    monthClients: await clientsSeen('appointment_month_clients', `to_char(c.month, 'YYYY-MM')`),
    dayHours: await query(`SELECT t.appointment_date::text AS period, ${HOURS_COLUMNS} FROM appointment_day_hours t JOIN appointment_statuses s USING (status_id) ORDER BY 1, 2, 3`),
    monthHours: await query(`SELECT to_char(t.month, 'YYYY-MM') AS period, ${HOURS_COLUMNS} FROM appointment_month_hours t JOIN appointment_statuses s USING (status_id) ORDER BY 1, 2, 3`),
  };
}

const HOURS_COLUMNS = `t.start_hour::int AS hour, s.name AS status, t.appointments`;

/** The clients whose bits are set, per day or month (blocks left empty list nothing). */
const clientsSeen = (table: string, period: string) =>
  t.dataSource.query(
    `SELECT ${period} AS period, array_agg(c.client_block * 8192 + bit.n ORDER BY c.client_block * 8192 + bit.n) AS clients
       FROM ${table} c CROSS JOIN generate_series(0, 8191) AS bit(n)
      WHERE get_bit(c.clients, bit.n) = 1
      GROUP BY 1 ORDER BY 1`,
  );

/** The same, counted afresh from the appointments: what the totals must always equal. */
async function counted() {
  const grains = (period: string) =>
    t.dataSource.query(
      `SELECT ${period} AS period, coalesce(a.employee_id, 0) AS employee_id, coalesce(a.service_id, 0) AS service_id, s.name AS status,
              count(*)::int AS appointments, sum(a.total_price)::text AS price, sum(a.duration_minutes)::int AS minutes,
              coalesce(sum(a.rating), 0)::int AS rating_total, count(a.rating)::int AS ratings
         FROM appointments a JOIN appointment_statuses s USING (status_id)
        GROUP BY 1, s.name, GROUPING SETS ((a.employee_id, a.service_id), (a.employee_id), (a.service_id), ())
        ORDER BY 1, 2, 3, 4`,
    );
  const clients = (period: string) =>
    t.dataSource.query(`SELECT ${period} AS period, array_agg(DISTINCT a.client_id ORDER BY a.client_id) AS clients FROM appointments a GROUP BY 1 ORDER BY 1`);
  const hours = (period: string) =>
    t.dataSource.query(
      `SELECT ${period} AS period, extract(hour FROM a.start_time)::int AS hour, s.name AS status, count(*)::int AS appointments
         FROM appointments a JOIN appointment_statuses s USING (status_id) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
  return {
    days: await grains('a.appointment_date::text'),
    months: await grains(`to_char(a.appointment_date, 'YYYY-MM')`),
    dayClients: await clients('a.appointment_date::text'),
    monthClients: await clients(`to_char(a.appointment_date, 'YYYY-MM')`),
    dayHours: await hours('a.appointment_date::text'),
    monthHours: await hours(`to_char(a.appointment_date, 'YYYY-MM')`),
  };
}

/** Appointments per starting hour and status over a range as readers get them (hour totals plus pending changes), and afresh. */
async function hoursRead(from: string, to: string) {
  const params = new SqlParameters();
  return t.dataSource.query(
    `SELECT r.start_hour::int AS hour, s.name AS status, sum(r.appointments)::int AS appointments
       FROM (${hourRowsSql(params, SALON, { from, to })}) AS r(start_hour, status_id, appointments) JOIN appointment_statuses s USING (status_id)
      GROUP BY 1, 2 HAVING sum(r.appointments) <> 0 ORDER BY 1, 2`,
    params.values,
  );
}
const hoursAfresh = (from: string, to: string) =>
  t.dataSource.query(
    `SELECT extract(hour FROM a.start_time)::int AS hour, s.name AS status, count(*)::int AS appointments
       FROM appointments a JOIN appointment_statuses s USING (status_id)
      WHERE a.salon_id = $1 AND a.appointment_date BETWEEN $2 AND $3 GROUP BY 1, 2 ORDER BY 1, 2`,
    [SALON, from, to],
  );
/** Whole months, a month read whole less some days, days alone, and a single day. */
const HOUR_RANGES = [
  ['2031-08-01', '2031-09-30'],
  ['2031-08-06', '2031-09-30'],
  ['2031-08-20', '2031-09-03'],
  ['2031-09-03', '2031-09-03'],
];
async function expectHoursExact() {
  for (const [from, to] of HOUR_RANGES) expect(await hoursRead(from, to), `${from} to ${to}`).toEqual(await hoursAfresh(from, to));
}

const pendingChanges = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM appointment_totals_pending`))[0].n);

/** The salon-wide rows (employee 0, service 0) per day: the grain the statistics read most. */
const salonDays = async () => (await stored()).days.filter((row: { employee_id: number; service_id: number }) => row.employee_id === 0 && row.service_id === 0);

/** The one appointment on a date (the tests below keep at most one per date). */
const appointmentOn = async (date: string) => (await t.dataSource.query(`SELECT appointment_id FROM appointments WHERE appointment_date = $1`, [date]))[0].appointment_id as number;

/** The connections holding salon 1's fold lock. */
const foldLockHolders = async () =>
  (await t.dataSource.query(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2 AND granted`, [FOLD_LOCK, SALON])).map(
    (row: { pid: number }) => row.pid,
  );

/** Asks again until `check` holds: a bounded loop of queries, no timer. */
async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 5_000; attempt++) if (await check()) return;
  throw new Error('The condition never held');
}

const statistics = async (auth: Record<string, string>, date_from = '2031-08-01', date_to = '2031-09-30') =>
  (await t.http.get('/api/appointments/statistics').query({ date_from, date_to }).set(auth).expect(200)).body.data;

describe('the appointment totals', () => {
  it('follow bookings, moves between days and employees, a new client, price edits, status changes and deletes', async () => {
    let auth = await at('2031-08-01T13:00:00Z');
    const a = await book(auth, { start_time: '10:00', total_price: 10.1 });
    const b = await book(auth, { start_time: '11:00', total_price: 20.2 });
    const c = await book(auth, { client_id: ben, employee_id: omar, service_id: colour, appointment_date: '2031-08-06', duration_minutes: 120, total_price: 180 });
    const d = await book(auth, { client_id: ben, appointment_date: '2031-09-02' });
    expect(await stored()).toEqual(await counted());

    await change(auth, b, { employee_id: omar, appointment_date: '2031-08-07', start_time: '11:00', total_price: 20.2 });
    await change(auth, c, { client_id: ben, employee_id: omar, service_id: colour, appointment_date: '2031-08-06', duration_minutes: 120, total_price: 150 });
    await change(auth, d, { client_id: maya, appointment_date: '2031-09-02' });
    await t.http.patch(`/api/appointments/${c}/cancel`).set(auth).send({ send_notification: false }).expect(200);
    auth = await at('2031-08-05T20:00:00Z');
    await t.http.patch(`/api/appointments/${a}/complete`).set(auth).send({ rating: 5 }).expect(200);
    expect(await stored()).toEqual(await counted());
    await t.http.delete(`/api/appointments/${b}`).set(auth).send({ reason: 'Booked twice' }).expect(204);

    expect(await stored()).toEqual(await counted());
    expect(await salonDays()).toEqual([
      { period: '2031-08-05', employee_id: 0, service_id: 0, status: 'completed', appointments: 1, price: '10.10', minutes: 60, rating_total: 5, ratings: 1 },
      { period: '2031-08-06', employee_id: 0, service_id: 0, status: 'cancelled', appointments: 1, price: '150.00', minutes: 120, rating_total: 0, ratings: 0 },
      { period: '2031-09-02', employee_id: 0, service_id: 0, status: 'pending', appointments: 1, price: '60.00', minutes: 60, rating_total: 0, ratings: 0 },
    ]);
    const { dayClients, monthClients } = await stored();
    expect(dayClients).toEqual([
      { period: '2031-08-05', clients: [maya] },
      { period: '2031-08-06', clients: [ben] },
      { period: '2031-09-02', clients: [maya] },
    ]);
    expect(monthClients).toEqual([
      { period: '2031-08', clients: [maya, ben] },
      { period: '2031-09', clients: [maya] },
    ]);
    expect(await statistics(auth)).toMatchObject({ total_appointments: 3, by_status: { completed: 1, cancelled: 1, pending: 1 }, revenue: 10.1, unique_clients: 2 });
    expect(await pendingChanges()).toBe(0);

    // August read whole less its first five days: the completed visit of the 5th is left out.
    const fromThe6th = await statistics(auth, '2031-08-06');
    expect(fromThe6th.by_status).toEqual({ cancelled: 1, pending: 1 });
    expect(fromThe6th).toMatchObject({ total_appointments: 2, revenue: 0, average_rating: null, average_duration_minutes: 90, unique_clients: 2 });
    expect(fromThe6th.by_month).toEqual([
      { month: '2031-08', appointments: 1, completed: 0, revenue: 0 },
      { month: '2031-09', appointments: 1, completed: 0, revenue: 0 },
    ]);
    const the5th = await statistics(auth, '2031-08-05', '2031-08-05');
    expect(the5th.by_status).toEqual({ completed: 1 });
    expect(the5th).toMatchObject({ total_appointments: 1, revenue: 10.1, average_price: 10.1, average_rating: 5, unique_clients: 1 });
  });

  it('leave changes pending while another transaction folds, count them when read, and fold them with the next change', async () => {
    const auth = await at('2031-08-01T13:00:00Z');
    const before = await salonDays();
    const folding: QueryRunner = t.dataSource.createQueryRunner();
    await folding.connect();
    let e: number;
    try {
      await folding.query('SELECT pg_advisory_lock($1, $2)', [FOLD_LOCK, SALON]);
      e = await book(auth, { client_id: zoe, employee_id: omar, appointment_date: '2031-08-20', total_price: 30 });
      const [pending] = await t.dataSource.query(`SELECT appointment_id FROM appointments WHERE appointment_date = '2031-09-02'`);
      await t.http.patch(`/api/appointments/${pending.appointment_id}/confirm`).set(auth).send({}).expect(200);

      // The insert and the status change (out of pending, into confirmed) wait, unfolded.
      expect(await pendingChanges()).toBe(3);
      expect(await salonDays()).toEqual(before);
      await expectHoursExact();
      expect(await statistics(auth)).toMatchObject({
        total_appointments: 4,
        by_status: { completed: 1, cancelled: 1, confirmed: 1, pending: 1 },
        revenue: 10.1,
        unique_clients: 3,
      });
      const rate = (await t.http.get('/api/appointments/no-show-rate').query({ date_from: '2031-08-01', date_to: '2031-09-30' }).set(auth).expect(200)).body.data;
      expect(rate).toMatchObject({ no_shows: 0, expected: 0 });
    } finally {
      await folding.query('SELECT pg_advisory_unlock($1, $2)', [FOLD_LOCK, SALON]);
      await folding.release();
    }

    await t.http.patch(`/api/appointments/${e}/confirm`).set(auth).send({}).expect(200);
    expect(await pendingChanges()).toBe(0);
    expect(await stored()).toEqual(await counted());
    expect(await statistics(auth)).toMatchObject({ total_appointments: 4, by_status: { completed: 1, cancelled: 1, confirmed: 2 }, unique_clients: 3 });
  });

  it('never wait for a fold under way: a delete, a move and a change of client stay pending, and the figures stay exact', async () => {
    let auth = await at('2031-08-01T13:00:00Z');
    const [e, d, c] = [await appointmentOn('2031-08-20'), await appointmentOn('2031-09-02'), await appointmentOn('2031-08-06')];
    const folding: QueryRunner = t.dataSource.createQueryRunner();
    await folding.connect();
    try {
      await folding.query('SELECT pg_advisory_lock($1, $2)', [FOLD_LOCK, SALON]);
      const before = await stored();
      // Zoe leaves the 20th, Maya moves from the 2nd to the 3rd, Ben gives the 6th to Zoe.
      await t.http.delete(`/api/appointments/${e}`).set(auth).send({ reason: 'Booked twice' }).expect(204);
      await change(auth, d, { appointment_date: '2031-09-03', start_time: '15:00' });
      await t.dataSource.query(`UPDATE appointments SET client_id = $1 WHERE appointment_id = $2`, [zoe, c]);

      expect(await pendingChanges()).toBe(5);
      expect(await stored()).toEqual(before);
      await expectHoursExact();
      expect(await hoursRead('2031-09-01', '2031-09-30')).toEqual([{ hour: 15, status: 'confirmed', appointments: 1 }]);
      expect(await statistics(auth)).toMatchObject({ total_appointments: 3, by_status: { completed: 1, cancelled: 1, confirmed: 1 }, unique_clients: 2 });
      expect(await statistics(auth, '2031-08-01', '2031-08-31')).toMatchObject({ total_appointments: 2, unique_clients: 2 });
      expect(await statistics(auth, '2031-08-06', '2031-08-06')).toMatchObject({ total_appointments: 1, unique_clients: 1 });
      expect(await statistics(auth, '2031-08-20', '2031-08-20')).toMatchObject({ total_appointments: 0, unique_clients: 0 });
      expect(await statistics(auth, '2031-09-01', '2031-09-02')).toMatchObject({ total_appointments: 0, unique_clients: 0 });
      expect(await statistics(auth, '2031-09-03', '2031-09-30')).toMatchObject({ total_appointments: 1, unique_clients: 1 });
    } finally {
      await folding.query('SELECT pg_advisory_unlock($1, $2)', [FOLD_LOCK, SALON]);
      await folding.release();
    }

    auth = await at('2031-08-01T13:00:00Z');
    await change(auth, d, { appointment_date: '2031-09-03', total_price: 65 });
    expect(await pendingChanges()).toBe(0);
    expect(await stored()).toEqual(await counted());
    expect(await hoursRead('2031-09-01', '2031-09-30')).toEqual([{ hour: 10, status: 'confirmed', appointments: 1 }]);
    const { dayClients, monthClients } = await stored();
    expect(dayClients).toEqual([
      { period: '2031-08-05', clients: [maya] },
      { period: '2031-08-06', clients: [zoe] },
      { period: '2031-09-03', clients: [maya] },
    ]);
    expect(monthClients).toEqual([
      { period: '2031-08', clients: [maya, zoe] },
      { period: '2031-09', clients: [maya] },
    ]);
  });

  it("fold one salon's changes while another salon's fold is under way", async () => {
    const auth = await at('2031-08-01T13:00:00Z');
    const other: QueryRunner = t.dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1, $2)', [FOLD_LOCK, SALON + 1]);
      await change(auth, await appointmentOn('2031-09-03'), { appointment_date: '2031-09-04', total_price: 65 });
      expect(await pendingChanges()).toBe(0);
      expect(await stored()).toEqual(await counted());
    } finally {
      await other.query('SELECT pg_advisory_unlock($1, $2)', [FOLD_LOCK, SALON + 1]);
      await other.release();
    }
  });

  it('let a transaction that folded lock an appointment another transaction just moved, without a deadlock', async () => {
    // A hand-over: one transaction changes an appointment (and folds, keeping the fold lock
    // until it commits), then locks another one, which the front desk moves meanwhile.
    const [a, b] = [await appointmentOn('2031-08-05'), await appointmentOn('2031-09-04')];
    const [handOver, frontDesk] = [t.dataSource.createQueryRunner(), t.dataSource.createQueryRunner()];
    await handOver.connect();
    await frontDesk.connect();
    try {
      const pid = async (runner: QueryRunner) => (await runner.query('SELECT pg_backend_pid() AS pid'))[0].pid as number;
      const [handOverPid, frontDeskPid] = [await pid(handOver), await pid(frontDesk)];
      await handOver.query('BEGIN');
      await handOver.query('UPDATE appointments SET total_price = total_price + 1 WHERE appointment_id = $1', [a]);
      expect(await foldLockHolders()).toEqual([handOverPid]);

      await frontDesk.query('BEGIN');
      // Waiting for the fold lock would end in this error, ten seconds on (the lock is never released).
      await frontDesk.query(`SET LOCAL lock_timeout = '10s'`);
      await frontDesk.query('UPDATE appointments SET appointment_date = appointment_date + 1 WHERE appointment_id = $1', [b]);

      const locked = handOver.query('SELECT appointment_id FROM appointments WHERE appointment_id = $1 FOR UPDATE', [b]);
      await eventually(async () => (await t.dataSource.query('SELECT $2::int = ANY (pg_blocking_pids($1)) AS waits', [handOverPid, frontDeskPid]))[0].waits);
      await frontDesk.query('COMMIT');
      expect(await locked).toEqual([{ appointment_id: b }]);
      await handOver.query('COMMIT');
    } finally {
      await handOver.query('ROLLBACK').catch(() => undefined);
      await frontDesk.query('ROLLBACK').catch(() => undefined);
      await handOver.release();
      await frontDesk.release();
    }

    // The move waits unfolded (the hand-over was folding) and is counted all the same.
    expect(await pendingChanges()).toBe(2);
    await expectHoursExact();
    const auth = await at('2031-08-01T13:00:00Z');
    expect(await statistics(auth, '2031-09-05', '2031-09-05')).toMatchObject({ total_appointments: 1, revenue: 0, unique_clients: 1 });
    expect(await statistics(auth, '2031-09-04', '2031-09-04')).toMatchObject({ total_appointments: 0, unique_clients: 0 });
    expect(await statistics(auth)).toMatchObject({ total_appointments: 3, revenue: 11.1, unique_clients: 2 });
    await change(auth, b, { appointment_date: '2031-09-05', total_price: 66 });
    expect(await pendingChanges()).toBe(0);
    expect(await stored()).toEqual(await counted());
  });

  it('follow rows written in bulk by SQL, and equal a rebuild from scratch', async () => {
    await t.dataSource.query(
      `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id)
       SELECT 1, CASE WHEN n % 2 = 0 THEN $1::int ELSE $2::int END, $3, $4, DATE '2031-10-01' + (n / 8), TIME '09:00' + make_interval(mins => 60 * (n % 8)),
              TIME '09:45' + make_interval(mins => 60 * (n % 8)), 45, 40 + n, (SELECT status_id FROM appointment_statuses WHERE salon_id = 1 AND name = 'pending')
         FROM generate_series(0, 39) AS n`,
      [maya, ben, rosa, cut],
    );
    await t.dataSource.query(
      `UPDATE appointments SET status_id = (SELECT status_id FROM appointment_statuses WHERE salon_id = 1 AND name = 'completed'), rating = 4
        WHERE appointment_date BETWEEN '2031-10-01' AND '2031-10-02'`,
    );
    await t.dataSource.query(`UPDATE appointments SET appointment_date = appointment_date + 31 WHERE appointment_date = '2031-10-05' AND client_id = $1`, [ben]);
    await t.dataSource.query(`DELETE FROM appointments WHERE appointment_date = '2031-10-03'`);
    // Re-timed into the next hour, and within its hour (which changes no total).
    await t.dataSource.query(`UPDATE appointments SET start_time = '17:00', end_time = '17:45' WHERE appointment_date = '2031-10-04' AND start_time = '16:00'`);
    await t.dataSource.query(`UPDATE appointments SET start_time = '09:10', end_time = '09:55' WHERE appointment_date = '2031-10-04' AND start_time = '09:00'`);
    expect(await stored()).toEqual(await counted());
    expect((await stored()).dayHours.filter((row: { period: string }) => row.period === '2031-10-04')).toEqual([
      ...[9, 10, 11, 12, 13, 14, 15, 17].map((hour) => ({ period: '2031-10-04', hour, status: 'pending', appointments: 1 })),
    ]);
    expect((await stored()).days.filter((row: { period: string; employee_id: number }) => row.period === '2031-10-01' && row.employee_id === 0)).toEqual([
      { period: '2031-10-01', employee_id: 0, service_id: 0, status: 'completed', appointments: 8, price: '348.00', minutes: 360, rating_total: 32, ratings: 8 },
      { period: '2031-10-01', employee_id: 0, service_id: cut, status: 'completed', appointments: 8, price: '348.00', minutes: 360, rating_total: 32, ratings: 8 },
    ]);

    const before = await stored();
    await t.dataSource.query('SELECT appointment_totals_rebuild()');
    expect(await stored()).toEqual(before);
  });

  it('empty with the appointments', async () => {
    await t.dataSource.query('TRUNCATE appointments CASCADE');
    expect(await stored()).toEqual({ days: [], months: [], dayClients: [], monthClients: [], dayHours: [], monthHours: [] });
    expect(await pendingChanges()).toBe(0);
  });
});
