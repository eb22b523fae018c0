import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { createAccount, TEST_PASSWORD } from '../testing/accounts';
import { withAdminClient } from '../testing/database-names';
import { openBookingWindow } from '../testing/booking-window';
import { clientBody, daysFromNow, employeeBody, openDay, serviceBody } from '../testing/factories';
import { openAroundTheClock } from '../testing/opening-hours';
import { startOwnPostgres, type OwnPostgres } from '../testing/own-postgres';
import { startApiProcess, type ApiProcess } from '../testing/api-processes';
import { findHalfWritten, NOTHING_HALF_WRITTEN } from '../testing/write-invariants';
import { RequestLoad, waitFor, type Answer } from './request-load';

/**
 * PostgreSQL itself goes away under load, on a cluster of this file's own: stopped cleanly, and
 * killed outright (the postmaster and its backends). Meanwhile the API must say so: health 503,
 * every request 503 with Retry-After in the envelope, never a 500 and never a dropped socket;
 * and once PostgreSQL is back it serves again by itself, with every write it acknowledged kept.
 */

const UNAVAILABLE = {
  success: false,
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable; please try again in a few seconds',
  details: { retryAfterSeconds: 5 },
};
const HEALTH_DOWN = { success: false, status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering' };

let pg: OwnPostgres;
let api: ApiProcess;
let baseUrl: string;
let auth: Record<string, string>;
const booking = { service: 0, client: 0, employees: [] as number[], next: [0, 0] };

beforeAll(async () => {
  pg = await startOwnPostgres();
  await withAdminClient(pg.url('postgres'), (client) => client.query('CREATE DATABASE salon'));
  // The API process migrates the empty database as it starts, as in production.
  api = await startApiProcess(pg.url('salon'));
  baseUrl = api.url;
  const setup = await new DataSource(typeOrmOptions(pg.url('salon'), 1)).initialize();
  try {
    await createAccount(setup, 'olivia', ['owner']);
    await openBookingWindow(setup);
    await openAroundTheClock(setup);
  } finally {
    await setup.destroy();
  }
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'olivia', password: TEST_PASSWORD }),
  });
  auth = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const create = async (path: string, body: unknown) =>
    ((await (await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: Record<string, number> })
      .data;
  booking.service = (await create('/api/services', serviceBody({ duration_minutes: 30 }))).service_id;
  booking.client = (await create('/api/clients', clientBody({ email: 'booker@example.com' }))).client_id;
  for (let loop = 0; loop < 2; loop++) booking.employees.push((await create('/api/employees', employeeBody({ email: `stylist${loop}@example.com` }))).employee_id);
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await pg?.remove();
});

const health = async () => {
  const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
};

/** The n-th free slot: 20 a day from 02:00, days from ten days ahead. */
// The day is fixed once per file: a burst running across midnight must not map two slots onto one.
const FIRST_DAY = daysFromNow(10);
const slot = (n: number) => ({ appointment_date: openDay(Math.floor(n / 20), FIRST_DAY), start_time: `${String(2 + (n % 20)).padStart(2, '0')}:00` });

/**
 * Three loops reading the clients list, two adding clients (each a new name, so every 201 is a
 * row), two booking (each its own stylist and next slot, a confirmation message with each).
 */
function startLoad(round: string): RequestLoad {
  const load = new RequestLoad(baseUrl, auth);
  for (let loop = 0; loop < 3; loop++) load.start(() => ({ method: 'GET', path: '/api/clients?limit=5' }));
  for (let loop = 0; loop < 2; loop++) {
    load.start((n) => ({ method: 'POST', path: '/api/clients', body: clientBody({ first_name: `Loop${loop}`, last_name: `Visit${n}`, email: `${round}.loop${loop}.visit${n}@example.com` }) }));
  }
  for (let loop = 0; loop < 2; loop++) {
    load.start(() => ({
      method: 'POST',
      path: '/api/appointments',
      body: { client_id: booking.client, employee_id: booking.employees[loop], service_id: booking.service, duration_minutes: 30, total_price: 40, ...slot(booking.next[loop]++) },
    }));
  }
  return load;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const succeeded = (answer: Answer) => answer.status === 200 || answer.status === 201;

/** Anything but a success or a proper 503: a 500, another status, a refusal outside the envelope, a dropped socket. */
const improper = (answers: Answer[]) =>
  answers.filter((answer) => {
    if (succeeded(answer)) return false;
    const body = answer.body as { success?: unknown; status?: unknown; code?: unknown } | null;
    return !(answer.status === 503 && answer.retryAfter === '5' && body?.success === false && body.status === 503 && body.code === 'SERVICE_UNAVAILABLE');
  });

/** The ids of the rows whose creation the API acknowledged on `path` (`column` in its answer). */
const acknowledged = (answers: Answer[], path: string, column: string) =>
  answers
    .filter((answer) => answer.status === 201 && answer.path === path)
    .map((answer) => (answer.body as { data: Record<string, number> }).data[column])
    .sort((a, b) => a - b);

async function stored(table: string, column: string, ids: number[]): Promise<number[]> {
  return withAdminClient(pg.url('salon'), async (client) => {
    const { rows } = await client.query(`SELECT ${column} AS id FROM ${table} WHERE ${column} = ANY($1) ORDER BY 1`, [ids]);
    return rows.map((row: { id: number }) => row.id);
  });
}

/** Load up, PostgreSQL taken away by `fault`, checks while down, PostgreSQL back, checks after. */
async function underLoad(round: string, fault: () => Promise<void>) {
  const pid = api.pid;
  const outputFrom = api.output.length;
  const load = startLoad(round);
  try {
    await load.until('up', 3, succeeded);
    load.phase = 'going down';
    await fault();
    load.phase = 'down';
    await load.until('down', 3, () => true);
    const down = await health();
    expect(down).toEqual({ status: 503, retryAfter: '5', body: HEALTH_DOWN });

    load.phase = 'starting';
    await pg.start();
    await waitFor(async () => (await health()).status === 200, 'health 200 after PostgreSQL came back');
    load.phase = 'back';
    await load.until('back', 3, succeeded);
  } finally {
    await load.stop();
  }
  const answers = load.answers;
  // A 500 or a crash is logged with its cause: shown first, so a failure says why.
  expect(api.output.slice(outputFrom).filter((line) => line.includes('Unhandled error') || line.includes('Uncaught exception'))).toEqual([]);
  expect(improper(answers)).toEqual([]);
  // The same process served throughout: it was never restarted, and it still runs.
  expect(api.pid).toBe(pid);
  expect(isRunning(pid)).toBe(true);
  // While it was down, nothing succeeded and every answer was the 503 envelope itself.
  expect(load.inPhase('down').filter((answer) => !isDeepStrictEqual(answer.body, UNAVAILABLE))).toEqual([]);
  const clients = acknowledged(answers, '/api/clients', 'client_id');
  expect(await stored('clients', 'client_id', clients)).toEqual(clients);
  const appointments = acknowledged(answers, '/api/appointments', 'appointment_id');
  expect(await stored('appointments', 'appointment_id', appointments)).toEqual(appointments);
  expect(await withAdminClient(pg.url('salon'), (client) => findHalfWritten(async (sql, parameters) => (await client.query(sql, parameters)).rows))).toEqual(NOTHING_HALF_WRITTEN);
  // Every booking that stands has its confirmation message: none lost with the connection.
  const [{ booked, messages }] = await withAdminClient(pg.url('salon'), async (client) => (await client.query(
    `SELECT (SELECT count(*)::int FROM appointments) AS booked, (SELECT count(*)::int FROM outbox_messages WHERE recipient = 'booker@example.com') AS messages`,
  )).rows);
  expect(messages).toBe(booked);
  return answers;
}

describe('PostgreSQL stopped and started under load', () => {
  it('answers 503 with Retry-After while it is stopped (health too), and recovers by itself once it is back', async () => {
    await underLoad('stopped', () => pg.stop());
  }, 180_000);

  it('does the same when the postmaster is killed (SIGKILL) and PostgreSQL recovers from its WAL, every acknowledged write kept', async () => {
    await underLoad('crashed', () => pg.crash());
  }, 180_000);
});
