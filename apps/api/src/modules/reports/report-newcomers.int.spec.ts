import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryRunner } from 'typeorm';
import { signedInAs } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// After every range asked here. The salon is in New York (UTC-5 in winter).
usePretendClock(new Date('2031-06-02T14:00:00Z'));

/** The advisory lock a fold of a salon's appointment totals holds: (FOLD_LOCK, salon_id) (migration AppointmentTotalsNeverWait). */
const FOLD_LOCK = 72_616_013;
const SALON = 1;

let t: TestApp;
let owner: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAs(t, 'olivia', ['owner']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  for (const name of ['Maya', 'Ben', 'Zoe', 'Lou', 'Ari']) ids[name.toLowerCase()] = await create('/api/clients', clientBody({ first_name: name, email: `${name.toLowerCase()}@example.com`, phone: null }), 'client_id');
  ids.rosa = await create('/api/employees', employeeBody({ first_name: 'Rosa', email: 'rosa@example.com' }), 'employee_id');
  ids.cut = await create('/api/services', serviceBody({ name: 'Cut' }), 'service_id');
  // Maya joined before December; Ben on December 3; Zoe at 23:00 on December 10 in New York
  // (December 11 in UTC); Lou on December 20; Ari on December 5 but books nothing.
  const joined = { maya: '2030-11-15T15:00:00Z', ben: '2030-12-03T15:00:00Z', zoe: '2030-12-11T04:00:00Z', lou: '2030-12-20T15:00:00Z', ari: '2030-12-05T15:00:00Z' };
  for (const [client, at] of Object.entries(joined)) await t.dataSource.query(`UPDATE clients SET created_at = $1 WHERE client_id = $2`, [at, ids[client]]);
});
afterAll(async () => {
  await t?.close();
});

type Runner = { query: (sql: string, params: unknown[]) => Promise<unknown> };

/** Appointments straight in the table, one statement: [client, date, status] each. */
async function insert(rows: [string, string, string][], runner: Runner = t.dataSource) {
  await runner.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id, holds_slot)
     SELECT 1, r.client_id, $4, $5, r.date, '10:00', '11:00', 60, 60, s.status_id, false
       FROM unnest($1::int[], $2::date[], $3::text[]) AS r(client_id, date, status)
       JOIN appointment_statuses s ON s.salon_id = 1 AND s.name = r.status`,
    [rows.map(([client]) => ids[client]), rows.map(([, date]) => date), rows.map(([, , status]) => status), ids.rosa, ids.cut],
  );
}

const RANGES = [
  ['2030-12-01', '2030-12-10'],
  ['2030-12-01', '2030-12-31'],
  ['2030-12-11', '2030-12-31'],
  ['2030-11-01', '2031-01-31'],
];

/** The cards' new clients for each range. */
async function cards(): Promise<number[]> {
  const answers: number[] = [];
  for (const [start, end] of RANGES) {
    const response = await t.http.get(`/api/reports/dashboard?start_date=${start}&end_date=${end}`).set(owner).expect(200);
    answers.push(response.body.data.clients.new);
  }
  return answers;
}

/** The same counted afresh: clients created on a salon day of the range with an appointment dated in it. */
async function afresh(): Promise<number[]> {
  const answers: number[] = [];
  for (const [start, end] of RANGES) {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS clients FROM clients c
        WHERE c.salon_id = 1
          AND (c.created_at AT TIME ZONE 'America/New_York')::date BETWEEN $1 AND $2
          AND EXISTS (SELECT 1 FROM appointments a WHERE a.client_id = c.client_id AND a.appointment_date BETWEEN $1 AND $2)`,
      [start, end],
    );
    answers.push(row.clients);
  }
  return answers;
}

type TrendPart = { startDate: string; endDate: string; activeClients: number; newClients: number };

/** The client analytics' trend from late November to early January (weekly parts, across both month ends): each part's active and new clients. */
async function trend(): Promise<TrendPart[]> {
  const response = await t.http.get('/api/reports/client-analytics?start_date=2030-11-27&end_date=2031-01-03').set(owner).expect(200);
  return response.body.data.trend.map(({ startDate, endDate, activeClients, newClients }: TrendPart) => ({ startDate, endDate, activeClients, newClients }));
}

/** The same parts counted afresh: clients with an appointment dated in the part, and those of them created on one of its salon days. */
async function trendAfresh(parts: TrendPart[]): Promise<TrendPart[]> {
  const answers: TrendPart[] = [];
  for (const { startDate, endDate } of parts) {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS active, count(*) FILTER (WHERE (c.created_at AT TIME ZONE 'America/New_York')::date BETWEEN $1 AND $2)::int AS new
         FROM clients c
        WHERE c.salon_id = 1 AND EXISTS (SELECT 1 FROM appointments a WHERE a.client_id = c.client_id AND a.appointment_date BETWEEN $1 AND $2)`,
      [startDate, endDate],
    );
    answers.push({ startDate, endDate, activeClients: row.active, newClients: row.new });
  }
  return answers;
}

async function expectTrendExact() {
  const parts = await trend();
  expect(parts).toHaveLength(6);
  expect(parts).toEqual(await trendAfresh(parts));
}

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

describe('the report cards’ new clients', () => {
  it('count clients created in the range with an appointment dated in it, whatever its status, by the salon’s days, through bookings, moves, changes of client and deletes', async () => {
    await insert([
      ['maya', '2030-12-02', 'completed'],
      ['ben', '2030-12-04', 'cancelled'],
      ['zoe', '2030-12-12', 'confirmed'],
      ['lou', '2030-12-21', 'no_show'],
    ]);
    // Ben in December 1-10; Zoe joined on December 10 in New York, but her appointment is on the 12th.
    expect(await cards()).toEqual([1, 3, 1, 4]);
    expect(await cards()).toEqual(await afresh());
    expect((await trend()).map((part) => [part.startDate, part.activeClients, part.newClients])).toEqual([
      ['2030-11-27', 0, 0],
      ['2030-12-01', 2, 1],
      ['2030-12-08', 1, 1],
      ['2030-12-15', 1, 1],
      ['2030-12-22', 0, 0],
      ['2030-12-29', 0, 0],
    ]);
    await expectTrendExact();

    await t.dataSource.query(`UPDATE appointments SET appointment_date = '2030-12-09' WHERE client_id = $1`, [ids.zoe]);
    await t.dataSource.query(`UPDATE appointments SET client_id = $1 WHERE client_id = $2`, [ids.ari, ids.lou]);
    await t.dataSource.query(`DELETE FROM appointments WHERE client_id = $1`, [ids.ben]);
    expect(await cards()).toEqual([1, 2, 0, 3]);
    expect(await cards()).toEqual(await afresh());
    await expectTrendExact();
  });

  it('stay exact while another transaction folds the totals and the changes wait', async () => {
    await withFoldLockHeld(async () => {
      await insert([['ben', '2030-12-05', 'confirmed']]);
      await t.dataSource.query(`DELETE FROM appointments WHERE client_id = $1`, [ids.zoe]);
      await t.dataSource.query(`UPDATE appointments SET client_id = $1 WHERE client_id = $2`, [ids.lou, ids.ari]);
      expect(Number((await t.dataSource.query(`SELECT count(*) AS n FROM appointment_totals_pending`))[0].n)).toBeGreaterThan(0);
      expect(await cards()).toEqual([1, 2, 1, 3]);
      expect(await cards()).toEqual(await afresh());
      await expectTrendExact();
    });
    // The next write folds every change left waiting.
    await insert([['maya', '2030-12-06', 'confirmed']]);
    expect(Number((await t.dataSource.query(`SELECT count(*) AS n FROM appointment_totals_pending`))[0].n)).toBe(0);
    expect(await cards()).toEqual([1, 2, 1, 3]);
    expect(await cards()).toEqual(await afresh());
    await expectTrendExact();
  });
});
