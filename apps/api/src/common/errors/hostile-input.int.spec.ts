import type { AddressInfo } from 'node:net';
import type { AppRoute } from '@ts-rest/core';
import { API_BASE_PATH, contract, errorEnvelopeSchema } from '@salon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn, signedInAs } from '../testing/accounts';
import { changesOutside, describeChanges, installChangeLog, type ChangeLog, type TableChange } from '../testing/change-log';
import { clientBody, employeeBody, scheduleDay, serviceBody } from '../testing/factories';
import { contractRoutes, generateRoute, urlOf, type Fixtures, type HostileRequest } from '../testing/hostile-requests';
import { openBookingWindow } from '../testing/booking-window';
import { createTestApp, type TestApp } from '../testing/test-app';
import { usePretendClock } from '../testing/pretend-clock';

// Fixed dates in 2031 stay in the future: the file runs at a pretend now (2 December 2030).
usePretendClock();

/**
 * Hostile input against every operation of the contract (see testing/hostile-requests.ts for
 * how the requests are made): whatever a caller sends, the API answers below 500, every refusal
 * is the error envelope, no refusal changes the database (testing/change-log.ts), and the
 * process still answers afterwards. The seed fixes the sample of hostile values;
 * HOSTILE_INPUT_SEED=<n> repeats another run or tries a new sample.
 */
const SEED = Number.parseInt(process.env.HOSTILE_INPUT_SEED ?? '20260610', 10);

/** The issue asks for at least this many requests per run. */
const MINIMUM_REQUESTS = 10_000;

/** GETs change nothing, so they go this many at a time with one look at the change log per batch. */
const GET_BATCH = 8;

/** The few refusals that write on purpose: the tables they may touch, and why. */
const REFUSALS_THAT_WRITE: Record<string, { tables: string[]; why: string }> = {
  'auth.login': { tables: ['login_throttle'], why: 'a failed sign-in is counted, or guessing passwords would be free' },
  'auth.refreshToken': { tables: ['refresh_tokens'], why: 'a rotated token used again revokes its whole family (it may have been stolen)' },
  'auth.register': { tables: ['login_throttle'], why: 'registrations from one address are counted, refused ones too, or taken emails could be probed freely' },
};

let t: TestApp;
let origin: string;
let owner: Record<string, string>;
let ids: Fixtures;
let changeLog: ChangeLog;

beforeAll(async () => {
  t = await createTestApp();
  // The fixtures book fixed 2031 dates, months past the pretend now.
  await openBookingWindow(t.dataSource);
  // A real socket with keep-alive: the HTTP parser is part of what hostile input meets, and it is fast.
  await t.app.listen(0, '127.0.0.1');
  origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  // The owner holds every permission, so requests go as deep as the API lets them.
  owner = await signedInAs(t, 'olivia', ['owner']);
  ids = await createFixtures();
  // After the fixtures, so that only the requests under test are noted.
  changeLog = await installChangeLog(t.dataSource);
});
afterAll(async () => {
  await t?.close();
});

/** Real rows for path and body ids to point at; children too, so nested routes find their rows. */
async function createFixtures(): Promise<Fixtures> {
  const created = async (url: string, body: object) => {
    const response = await t.http.post(url).set(owner).send(body);
    if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${response.text}`);
    return response.body.data;
  };
  const clientId = (await created('/api/clients', clientBody())).client_id;
  const clientNoteId = (await created(`/api/clients/${clientId}/notes`, { note_text: 'Fixture note' })).note_id;
  const employeeId = (await created('/api/employees', employeeBody())).employee_id;
  // 2031-06-10, the date plausible requests use, is a Tuesday (2).
  const scheduleId = (await created(`/api/employees/${employeeId}/schedules`, scheduleDay(2))).schedule_id;
  const serviceId = (await created('/api/services', serviceBody())).service_id;
  const appointmentId = (
    await created('/api/appointments', {
      client_id: clientId,
      employee_id: employeeId,
      service_id: serviceId,
      appointment_date: '2031-06-10',
      start_time: '14:00',
      duration_minutes: 60,
      total_price: 75,
    })
  ).appointment_id;
  const appointmentNoteId = (await created(`/api/appointments/${appointmentId}/notes`, { note_text: 'Fixture note' })).note_id;
  const appointmentServiceId = (await created(`/api/appointments/${appointmentId}/services`, { service_id: serviceId })).appointment_service_id;
  const statusId = (await created('/api/appointment-statuses', { name: 'fixture_status' })).status_id;
  // Another account and a role of its own, so user and role changes never touch the signed-in owner.
  const userId = await createAccount(t.dataSource, 'victor', ['staff']);
  const [{ role_id: roleId }] = await t.dataSource.query(`INSERT INTO roles (name, description) VALUES ('hostile-input', 'test') RETURNING role_id`);
  const categoryId = (await created('/api/inventory/categories', { name: 'Fixture category' })).category_id;
  const item = await created('/api/inventory', { name: 'Fixture item', quantity: 500, reorder_level: 5, category_id: categoryId });
  const stock = await t.http.get(`/api/inventory/transactions?item_id=${item.item_id}`).set(owner);
  const stockTransactionId = stock.body.data.rows[0].transaction_id;
  // A large payment, so that plausible refunds (1, 2, 10, 60 dollars) find money to refund.
  const paymentId = (await created('/api/payments', { client_id: clientId, amount: 5000, payment_method: 'cash' })).payment_id;
  const itemId = item.item_id;
  const { refreshToken } = await signIn(t, 'victor');
  return { clientId, clientNoteId, employeeId, scheduleId, serviceId, appointmentId, appointmentNoteId, appointmentServiceId, statusId, userId, roleId, categoryId, itemId, stockTransactionId, paymentId, refreshToken };
}

const isAuthRoute = (route: AppRoute) => route.path.startsWith('/auth/');
const TRANSITION = /^\/appointments\/:id\/(confirm|checkin|checkout|complete|cancel|no-show)$/;

/**
 * Routes that spend what others need go last: status transitions (the fixture appointment
 * moves on), sign-in and session routes (failed sign-ins block this address), then deletions,
 * children before parents.
 */
function phase(route: AppRoute): number {
  if (route.method === 'DELETE') {
    if ((route.path.match(/:/g) ?? []).length > 1) return 3;
    return route.path.startsWith('/appointments') ? 4 : 5;
  }
  if (isAuthRoute(route)) return 2;
  return TRANSITION.test(route.path) ? 1 : 0;
}

type Answer = { status: number; text: string };

async function send(request: HostileRequest): Promise<Answer> {
  const { body } = request;
  const response = await fetch(urlOf(request, `${origin}${API_BASE_PATH}`), {
    method: request.method,
    headers: { ...owner, ...(body?.type ? { 'content-type': body.type } : {}) },
    // Bytes, not a string: fetch would label a string text/plain, and UTF-16 needs its own encoding.
    body: body ? Buffer.from(body.text, body.encoding ?? 'utf8') : undefined,
  });
  return { status: response.status, text: await response.text() };
}

/** A refusal that changed a table it may not (see REFUSALS_THAT_WRITE), or null. */
function refusalThatWrote(routeName: string, status: number, changes: TableChange[]): string | null {
  if (status < 400) return null;
  const wrong = changesOutside(changes, REFUSALS_THAT_WRITE[routeName]?.tables ?? []);
  return wrong.length ? `refused with ${status} but changed the database: ${describeChanges(wrong)}` : null;
}

/** What is wrong with an answer, or null: below 500, and every refusal the envelope with its own status. */
function problemWith({ status, text }: Answer): string | null {
  if (status >= 500) return 'a server error';
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'a refusal that is not JSON';
  }
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (!envelope.success) return 'a refusal outside the envelope';
  return envelope.data.status === status ? null : `an envelope saying ${envelope.data.status}`;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text);

describe('hostile input generated from the contract', () => {
  it('the change check flags a refusal that wrote and lets an accepted write be', async () => {
    await changeLog.take();
    // A failed sign-in is a real refusal that writes (the throttle counts it).
    const login = await fetch(`${origin}${API_BASE_PATH}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody-here', password: 'wrong password 1' }),
    });
    expect(login.status).toBe(401);
    const loginChanges = await changeLog.take();
    expect(new Set(loginChanges.map(({ table }) => table))).toEqual(new Set(['login_throttle']));
    expect(refusalThatWrote('clients.create', 401, loginChanges)).toMatch(/^refused with 401 but changed the database: INSERT \d row\(s\) of login_throttle/);
    expect(refusalThatWrote('auth.login', 401, loginChanges)).toBeNull();

    // An accepted write changes the database and is no failure.
    const created = await t.http.post('/api/clients').set(owner).send(clientBody());
    expect(created.status).toBe(201);
    const createChanges = await changeLog.take();
    expect(createChanges.map(({ table }) => table)).toContain('clients');
    expect(refusalThatWrote('clients.create', 201, createChanges)).toBeNull();

    // A refusal that wrote nothing is no failure.
    const refused = await t.http.post('/api/clients').set(owner).send({});
    expect(refused.status).toBe(400);
    const refusedChanges = await changeLog.take();
    expect(refusedChanges).toEqual([]);
    expect(refusalThatWrote('clients.create', 400, refusedChanges)).toBeNull();
  });

  // Over 10,000 requests: under a minute on a quiet machine, a few on a loaded one.
  it('never answers 5xx, always refuses in the envelope, changes nothing when it refuses, and still answers', async () => {
    console.log(`[hostile-input] seed ${SEED} (set HOSTILE_INPUT_SEED to repeat or vary the sample)`);
    const started = Date.now();
    const generated = contractRoutes(contract)
      .map(([name, route]) => generateRoute(name, route, ids, SEED))
      .sort((a, b) => phase(a.route) - phase(b.route));
    expect(generated.length).toBeGreaterThan(80);
    const fields = generated.reduce((sum, route) => sum + route.leaves.length, 0);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const refusedBases: string[] = [];
    let requests = 0;
    let signIns = 0;
    let acceptedWritesThatChanged = 0;

    const describeRequest = (request: HostileRequest) => {
      const body = request.body ? ` body ${clip(request.body.text, 200)}` : '';
      return `${request.method} ${clip(urlOf(request, API_BASE_PATH), 160)}${body} [${request.variant}]`;
    };

    /** Counts the answer's status and notes what is wrong with it. */
    const judge = (route: AppRoute, request: HostileRequest, answer: Answer) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = problemWith(answer);
      if (problem) failures.push(`${describeRequest(request)} → ${answer.status}, ${problem}: ${clip(answer.text, 300)}`);
    };

    const attempt = async (request: HostileRequest): Promise<Answer | null> => {
      try {
        const answer = await send(request);
        requests += 1;
        return answer;
      } catch (error) {
        failures.push(`${describeRequest(request)} → no answer: ${String(error)}`);
        return null;
      }
    };

    /** One request on its own, with the change log read right after it. */
    const checkAlone = async (name: string, route: AppRoute, request: HostileRequest): Promise<Answer | null> => {
      let answer = await attempt(request);
      if (!answer) return null;
      let changes = await changeLog.take();
      // Nothing here should end the owner's session; if something does, sign in again and go on.
      if (answer.status === 401 && !isAuthRoute(route)) {
        const wrote = refusalThatWrote(name, answer.status, changes);
        if (wrote) failures.push(`${describeRequest(request)} → ${wrote}`);
        owner = bearer((await signIn(t, 'olivia')).token);
        signIns += 1;
        await changeLog.take(); // the sign-in's own writes
        answer = await attempt(request);
        if (!answer) return null;
        changes = await changeLog.take();
      }
      judge(route, request, answer);
      const wrote = refusalThatWrote(name, answer.status, changes);
      if (wrote) failures.push(`${describeRequest(request)} → ${wrote}`);
      if (answer.status < 400 && changes.length) acceptedWritesThatChanged += 1;
      return answer;
    };

    /** GETs several at a time, the change log read once for the batch: a GET may change nothing it refuses. */
    const checkGets = async (name: string, route: AppRoute, batch: HostileRequest[]): Promise<Answer[]> => {
      const answers = await Promise.all(batch.map(attempt));
      const changes = await changeLog.take();
      const refused = batch.filter((_, index) => (answers[index]?.status ?? 0) >= 400);
      if (refused.length && changes.length) {
        failures.push(`one of ${refused.map(describeRequest).join(', ')} → refused, and the batch changed the database: ${describeChanges(changes)}`);
      }
      const results: Answer[] = [];
      for (const [index, answer] of answers.entries()) {
        if (!answer) continue;
        // A session that ended is rare enough to go again one at a time.
        const final = answer.status === 401 && !isAuthRoute(route) ? await checkAlone(name, route, batch[index]) : (judge(route, batch[index], answer), answer);
        if (final) results.push(final);
      }
      return results;
    };

    for (const { name, route, base, baseParses, variants } of generated) {
      const noteBase = (answer: Answer | null | undefined) => {
        if (answer && answer.status >= 400) refusedBases.push(`${name} ${answer.status}${baseParses ? '' : ' (does not parse)'}`);
      };
      if (route.method === 'GET') {
        const all = [base, ...variants];
        for (let from = 0; from < all.length; from += GET_BATCH) {
          const answers = await checkGets(name, route, all.slice(from, from + GET_BATCH));
          if (from === 0) noteBase(answers[0]);
        }
        continue;
      }
      // Writes one at a time, so each refusal's changes are its own and a failure replays the same way.
      // A deletion's plausible request removes its row, so it goes after the variants.
      if (route.method !== 'DELETE') noteBase(await checkAlone(name, route, base));
      for (const request of variants) await checkAlone(name, route, request);
      if (route.method === 'DELETE') noteBase(await checkAlone(name, route, base));
    }

    const health = await fetch(`${origin}${API_BASE_PATH}/health`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `[hostile-input] ${generated.length} routes, ${fields} fields, ${requests} requests in ${seconds} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; ` +
        `${acceptedWritesThatChanged} accepted writes changed the database; ${signIns} sign-ins again; ` +
        `plausible requests refused: ${refusedBases.join(', ') || 'none'}`,
    );
    if (failures.length) console.log(`[hostile-input] ${failures.length} failures:\n${failures.join('\n')}`);

    expect(requests).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    expect(health.status).toBe(200);
    // The check sees accepted writes (so a refusal's silence means something).
    expect(acceptedWritesThatChanged).toBeGreaterThan(50);
    expect(failures, `${failures.length} answers broke the rules (seed ${SEED})`).toEqual([]);
  }, 600_000);
});
