import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryRunner } from 'typeorm';
import { signedInAs } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { SEGMENTS_SQL, VISIT_COUNTS_FROM_VISITS_SQL, VISIT_COUNTS_SQL } from './report-analytics.repository';

usePretendClock();

/** The advisory lock a fold of a salon's client visits holds: (FOLD_LOCK, salon_id) (migration ClientVisitSummary). */
const FOLD_LOCK = 72_616_014;
const SALON = 1;

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  for (const name of ['Maya', 'Ben', 'Zoe', 'Lou']) ids[name.toLowerCase()] = await create('/api/clients', clientBody({ first_name: name, email: `${name.toLowerCase()}@example.com`, phone: null }), 'client_id');
  ids.rosa = await create('/api/employees', employeeBody({ first_name: 'Rosa', email: 'rosa@example.com' }), 'employee_id');
  ids.cut = await create('/api/services', serviceBody({ name: 'Cut' }), 'service_id');
});
afterAll(async () => {
  await t?.close();
});

/** Appointments straight in the table, one statement: [client, date, status] each. */
async function insert(rows: [string, string, string][], runner: { query: (sql: string, params: unknown[]) => Promise<unknown> } = t.dataSource) {
  await runner.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id, holds_slot)
     SELECT 1, r.client_id, $4, $5, r.date, '10:00', '11:00', 60, 60, s.status_id, false
       FROM unnest($1::int[], $2::date[], $3::text[]) AS r(client_id, date, status)
       JOIN appointment_statuses s ON s.salon_id = 1 AND s.name = r.status`,
    [rows.map(([client]) => ids[client]), rows.map(([, date]) => date), rows.map(([, , status]) => status), ids.rosa, ids.cut],
  );
}

const setStatus = (client: string, date: string, status: string, runner: { query: (sql: string, params: unknown[]) => Promise<unknown> } = t.dataSource) =>
  runner.query(
    `UPDATE appointments SET status_id = (SELECT status_id FROM appointment_statuses WHERE salon_id = 1 AND name = $3) WHERE client_id = $1 AND appointment_date = $2`,
    [ids[client], date, status],
  );

/** What the summary holds, and the same counted afresh from the appointments: they must be equal once nothing is pending. */
const stored = () =>
  t.dataSource.query(
    `SELECT client_id, visits, first_visit::text, last_visit::text, visit_dates::text[] FROM client_visit_summary ORDER BY client_id`,
  );
const counted = () =>
  t.dataSource.query(
    `SELECT a.client_id, count(*)::int AS visits, min(a.appointment_date)::text AS first_visit, max(a.appointment_date)::text AS last_visit,
            (array_agg(a.appointment_date ORDER BY a.appointment_date))::text[] AS visit_dates
       FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id AND s.name = 'completed'
      GROUP BY 1 ORDER BY 1`,
  );
const pending = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM client_visit_pending`))[0].n);

/** The segments as the reports read them (summary and pending clients) and as every visit up to the end date gives them. */
const segments = async (end: string) =>
  Object.fromEntries((await t.dataSource.query(SEGMENTS_SQL, [SALON, end])).map((row: { segment: string; clients: number }) => [row.segment, row.clients]));
const segmentsAfresh = async (end: string) =>
  Object.fromEntries(
    (
      await t.dataSource.query(
        `SELECT CASE WHEN $2::date - v.last_visit > 180 THEN 'lost' WHEN $2::date - v.last_visit > 90 THEN 'at_risk'
                     WHEN v.year_visits >= 12 THEN 'vip' WHEN $2::date - v.first_visit <= 90 THEN 'new' ELSE 'regular' END AS segment,
                count(*)::int AS clients
           FROM (SELECT a.client_id, min(a.appointment_date) AS first_visit, max(a.appointment_date) AS last_visit,
                        count(*) FILTER (WHERE a.appointment_date > $2::date - 365) AS year_visits
                   FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id AND s.name = 'completed'
                  WHERE a.salon_id = $1 AND a.appointment_date <= $2 GROUP BY a.client_id) v
          GROUP BY 1`,
        [SALON, end],
      )
    ).map((row: { segment: string; clients: number }) => [row.segment, row.clients]),
  );
const END_DATES = ['2030-03-31', '2030-06-30', '2030-07-15', '2030-09-15', '2030-11-30', '2030-12-15', '2030-12-31'];
async function expectSegmentsExact() {
  for (const end of END_DATES) expect(await segments(end), end).toEqual(await segmentsAfresh(end));
}

/**
 * The first and last visits per day (client_visit_days) as kept, and as the summary's rows give
 * them: equal at every moment, pending changes or not (both move in the same fold), so with
 * nothing pending they are the appointments' too.
 */
async function expectDaysExact() {
  const kept = await t.dataSource.query(`SELECT day::text, firsts, lasts FROM client_visit_days WHERE firsts <> 0 OR lasts <> 0 ORDER BY 1`);
  const fromRows = await t.dataSource.query(
    `SELECT day::text, sum(firsts)::int AS firsts, sum(lasts)::int AS lasts
       FROM (SELECT first_visit AS day, 1 AS firsts, 0 AS lasts FROM client_visit_summary UNION ALL SELECT last_visit, 0, 1 FROM client_visit_summary) d
      GROUP BY 1 ORDER BY 1`,
  );
  expect(kept).toEqual(fromRows);
}

/** How many clients made each number of visits in a range, as the client analytics read it (from each client's row, or from the visits) and afresh. */
const visitCounts = async (from: string, to: string, sql = VISIT_COUNTS_SQL) =>
  Object.fromEntries((await t.dataSource.query(sql, [SALON, from, to])).map((row: { visits: number; clients: number }) => [row.visits, row.clients]));
const visitCountsAfresh = async (from: string, to: string) =>
  Object.fromEntries(
    (
      await t.dataSource.query(
        `SELECT v.visits, count(*)::int AS clients
           FROM (SELECT count(*)::int AS visits FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id AND s.name = 'completed'
                  WHERE a.salon_id = $1 AND a.appointment_date BETWEEN $2 AND $3 GROUP BY a.client_id) v
          GROUP BY 1`,
        [SALON, from, to],
      )
    ).map((row: { visits: number; clients: number }) => [row.visits, row.clients]),
  );
/** A year, a month, days across a month's end, one day, and a range starting on a visit. */
const RANGES = [
  ['2030-01-01', '2030-12-31'],
  ['2030-12-01', '2030-12-31'],
  ['2030-08-15', '2030-09-15'],
  ['2030-12-20', '2030-12-20'],
  ['2030-02-10', '2031-01-31'],
];
async function expectVisitCountsExact() {
  for (const [from, to] of RANGES) {
    const afresh = await visitCountsAfresh(from, to);
    expect(await visitCounts(from, to), `${from} to ${to}`).toEqual(afresh);
    expect(await visitCounts(from, to, VISIT_COUNTS_FROM_VISITS_SQL), `${from} to ${to}, from the visits`).toEqual(afresh);
  }
}

const monthly = (day: string) => ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => `2030-${month}-${day}`);

async function withFoldLockHeld(work: () => Promise<void>) {
  const folding: QueryRunner = t.dataSource.createQueryRunner();
  await folding.connect();
  try {
    await folding.query('SELECT pg_advisory_lock($1, $2)', [FOLD_LOCK, SALON]);
    await work();
  } finally {
    await folding.query('SELECT pg_advisory_unlock($1, $2)', [FOLD_LOCK, SALON]);
    await folding.release();
  }
}

describe('the client visit summary', () => {
  it('follows visits written in bulk, bookings, completions, cancellations, moves between clients and dates, and deletes', async () => {
    // Maya comes monthly and once more at the end of December (a VIP on December 15); Ben twice; Zoe books but has not come.
    await insert([...monthly('10').map((date): [string, string, string] => ['maya', date, 'completed']), ['maya', '2030-12-28', 'completed'], ['ben', '2030-02-01', 'completed'], ['ben', '2030-08-20', 'completed'], ['zoe', '2030-12-20', 'confirmed']]);
    expect(await stored()).toEqual([
      { client_id: ids.maya, visits: 13, first_visit: '2030-01-10', last_visit: '2030-12-28', visit_dates: [...monthly('10'), '2030-12-28'] },
      { client_id: ids.ben, visits: 2, first_visit: '2030-02-01', last_visit: '2030-08-20', visit_dates: ['2030-02-01', '2030-08-20'] },
    ]);
    await expectSegmentsExact();
    await expectDaysExact();
    await expectVisitCountsExact();
    expect(await segments('2030-12-15')).toEqual({ vip: 1, at_risk: 1 });
    expect(await t.dataSource.query(`SELECT day::text, firsts, lasts FROM client_visit_days ORDER BY 1`)).toEqual([
      { day: '2030-01-10', firsts: 1, lasts: 0 },
      { day: '2030-02-01', firsts: 1, lasts: 0 },
      { day: '2030-08-20', firsts: 0, lasts: 1 },
      { day: '2030-12-28', firsts: 0, lasts: 1 },
    ]);
    expect(await visitCounts('2030-01-01', '2030-12-31')).toEqual({ 2: 1, 13: 1 });
    expect(await visitCounts('2030-08-20', '2030-12-10')).toEqual({ 1: 1, 4: 1 });

    await setStatus('zoe', '2030-12-20', 'completed');
    await setStatus('maya', '2030-01-10', 'cancelled');
    await t.dataSource.query(`UPDATE appointments SET client_id = $1 WHERE client_id = $2 AND appointment_date = '2030-08-20'`, [ids.lou, ids.ben]);
    await t.dataSource.query(`UPDATE appointments SET appointment_date = '2030-03-05' WHERE client_id = $1 AND appointment_date = '2030-02-01'`, [ids.ben]);
    await t.dataSource.query(`DELETE FROM appointments WHERE client_id = $1 AND appointment_date = '2030-12-10'`, [ids.maya]);
    // A note touches no visit, and a booking that is not a visit is not noted.
    await t.dataSource.query(`UPDATE appointments SET notes = 'Quiet please' WHERE client_id = $1`, [ids.maya]);

    expect(await pending()).toBe(0);
    expect(await stored()).toEqual(await counted());
    expect(await stored()).toEqual([
      { client_id: ids.maya, visits: 11, first_visit: '2030-02-10', last_visit: '2030-12-28', visit_dates: [...monthly('10').slice(1, 11), '2030-12-28'] },
      { client_id: ids.ben, visits: 1, first_visit: '2030-03-05', last_visit: '2030-03-05', visit_dates: ['2030-03-05'] },
      { client_id: ids.zoe, visits: 1, first_visit: '2030-12-20', last_visit: '2030-12-20', visit_dates: ['2030-12-20'] },
      { client_id: ids.lou, visits: 1, first_visit: '2030-08-20', last_visit: '2030-08-20', visit_dates: ['2030-08-20'] },
    ]);
    await expectSegmentsExact();
    await expectDaysExact();
    await expectVisitCountsExact();
  });

  it('leaves changes pending while another transaction folds, judges those clients from their appointments, and folds them with the next change', async () => {
    const before = await stored();
    await withFoldLockHeld(async () => {
      await insert([['ben', '2030-11-25', 'completed'], ['zoe', '2030-06-01', 'completed']]);
      await setStatus('lou', '2030-08-20', 'no_show');
      expect(await pending()).toBe(3);
      expect(await stored()).toEqual(before);
      await expectSegmentsExact();
      await expectDaysExact();
      await expectVisitCountsExact();
    });
    await setStatus('maya', '2030-01-10', 'completed');
    expect(await pending()).toBe(0);
    expect(await stored()).toEqual(await counted());
    await expectSegmentsExact();
    await expectDaysExact();
    await expectVisitCountsExact();
  });

  it('loses no visit when two transactions complete visits of the same client at once', async () => {
    await insert([['lou', '2030-12-01', 'confirmed'], ['lou', '2030-12-02', 'confirmed']]);
    const first: QueryRunner = t.dataSource.createQueryRunner();
    const second: QueryRunner = t.dataSource.createQueryRunner();
    await first.connect();
    await second.connect();
    try {
      await first.startTransaction();
      await second.startTransaction();
      // The first folds (and holds the salon's fold lock to its end); the second cannot, so Lou stays pending.
      await setStatus('lou', '2030-12-01', 'completed', first);
      await setStatus('lou', '2030-12-02', 'completed', second);
      await first.commitTransaction();
      await second.commitTransaction();
    } finally {
      await first.release();
      await second.release();
    }
    expect(await pending()).toBe(1);
    await expectSegmentsExact();
    await expectDaysExact();
    await expectVisitCountsExact();
    await t.dataSource.query(`UPDATE appointments SET notes = 'Fringe' WHERE client_id = $1 AND appointment_date = '2030-12-02'`, [ids.lou]);
    expect(await pending()).toBe(1);
    await setStatus('ben', '2030-11-25', 'cancelled');
    expect(await pending()).toBe(0);
    expect((await stored()).find((row: { client_id: number }) => row.client_id === ids.lou)).toEqual({
      client_id: ids.lou,
      visits: 2,
      first_visit: '2030-12-01',
      last_visit: '2030-12-02',
      visit_dates: ['2030-12-01', '2030-12-02'],
    });
    expect(await stored()).toEqual(await counted());
    await expectSegmentsExact();
    await expectDaysExact();
    await expectVisitCountsExact();
  });

  it('keeps every visit date of a frequent client, and judges it as of any end date from them', async () => {
    // Ben comes weekly from April 7, 2030 to January 5, 2031 (40 visits): a VIP on July 15, by the 15 visits up to then.
    const weekly = Array.from({ length: 40 }, (_, week) => new Date(Date.UTC(2030, 3, 7 + 7 * week)).toISOString().slice(0, 10));
    await insert(weekly.map((date): [string, string, string] => ['ben', date, 'completed']));
    const ben = (await stored()).find((row: { client_id: number }) => row.client_id === ids.ben);
    expect(ben.visit_dates).toEqual(['2030-03-05', ...weekly]);
    expect(await segments('2030-07-15')).toMatchObject({ vip: 1 });
    expect(await stored()).toEqual(await counted());
    await expectSegmentsExact();
    await expectDaysExact();
    await expectVisitCountsExact();
  });

  it('empties with the appointments', async () => {
    await t.dataSource.query(`TRUNCATE appointments CASCADE`);
    expect(await stored()).toEqual([]);
    expect(await t.dataSource.query(`SELECT * FROM client_visit_days`)).toEqual([]);
    expect(await pending()).toBe(0);
  });
});
