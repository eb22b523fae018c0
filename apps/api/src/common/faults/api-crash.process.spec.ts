import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { createAccount, TEST_PASSWORD } from '../testing/accounts';
import { startApiProcess, type ApiProcess } from '../testing/api-processes';
import { openBookingWindow } from '../testing/booking-window';
import { clientBody, daysFromNow, employeeBody, openDay, serviceBody } from '../testing/factories';
import { openAroundTheClock } from '../testing/opening-hours';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { findHalfWritten, NOTHING_HALF_WRITTEN } from '../testing/write-invariants';
import { RequestLoad, waitFor, type Answer } from './request-load';

/**
 * The API process is SIGKILLed in the middle of a burst of writes of every kind that must stay
 * whole (bookings with their outbox message, refunds, stock changes, waitlist converts, payments
 * with an Idempotency-Key, the outbox sender at work), then started again. SQL then proves that
 * nothing is half-written, that every write the API acknowledged is there, that no message was
 * lost and every one is delivered, and that retrying an unanswered payment writes it once.
 */

let db: TestDatabase;
let ds: DataSource;
let api: ApiProcess;
let auth: Record<string, string>;
const fixture = { bookingClients: [] as number[], employees: [] as number[], service: 0, payer: 0, payments: [] as number[], item: 0, walkInClient: 0 };

const BOOKING_LOOPS = 4;
const SENDER = { OUTBOX_POLL_MS: '20', LOG_LEVEL: 'info' };

async function call(method: string, path: string, body?: unknown, expected = [200, 201]) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  if (!expected.includes(response.status)) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

beforeAll(async () => {
  db = await createTestDatabase();
  ds = await new DataSource(typeOrmOptions(db.url, 2)).initialize();
  await openBookingWindow(ds);
  await openAroundTheClock(ds);
  await createAccount(ds, 'olivia', ['owner']);
  api = await startApiProcess(db.url, SENDER);
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'olivia', password: TEST_PASSWORD }),
  });
  auth = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };

  fixture.service = (await call('POST', '/api/services', serviceBody({ duration_minutes: 30 }))).service_id as number;
  for (let loop = 0; loop <= BOOKING_LOOPS; loop++) {
    fixture.employees.push((await call('POST', '/api/employees', employeeBody({ email: `stylist${loop}@example.com` }))).employee_id as number);
  }
  for (let loop = 0; loop < BOOKING_LOOPS; loop++) {
    const body = clientBody({ first_name: 'Booker', last_name: `Number${loop}`, email: `booker${loop}@example.com`, phone: null });
    fixture.bookingClients.push((await call('POST', '/api/clients', body)).client_id as number);
  }
  // No e-mail and no phone: payments, refunds and converts send nothing, so each message is a booking's.
  const quiet = (first_name: string) => clientBody({ first_name, last_name: 'Quiet', email: null, phone: null });
  fixture.payer = (await call('POST', '/api/clients', quiet('Payer'))).client_id as number;
  fixture.walkInClient = (await call('POST', '/api/clients', quiet('Walker'))).client_id as number;
  for (let i = 0; i < 2; i++) {
    fixture.payments.push((await call('POST', '/api/payments', { client_id: fixture.payer, amount: 60, payment_method: 'cash' })).payment_id as number);
  }
  fixture.item = (await call('POST', '/api/inventory', { name: 'Volume Mousse', quantity: 500, reorder_level: 0 })).item_id as number;
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await ds?.destroy();
  await db?.drop();
});

/** The n-th free slot of a loop's own employee: 20 a day from 02:00, days from ten days ahead. */
// The day is fixed once per file: a burst running across midnight must not map two slots onto one.
const FIRST_DAY = daysFromNow(10);
const slot = (n: number) => ({ date: openDay(Math.floor(n / 20), FIRST_DAY), time: `${String(2 + (n % 20)).padStart(2, '0')}:00` });

function startBurst(): RequestLoad {
  const load = new RequestLoad(api.url, auth);
  for (let loop = 0; loop < BOOKING_LOOPS; loop++) {
    load.start((n) => ({
      method: 'POST',
      path: '/api/appointments',
      body: {
        client_id: fixture.bookingClients[loop],
        employee_id: fixture.employees[loop],
        service_id: fixture.service,
        appointment_date: slot(n).date,
        start_time: slot(n).time,
        duration_minutes: 30,
        total_price: 40,
      },
    }));
  }
  // Two loops refund 1.00 at a time from the same two payments.
  for (let loop = 0; loop < 2; loop++) {
    load.start((n) => ({ method: 'POST', path: `/api/payments/${fixture.payments[n % 2]}/refund`, body: { amount: 1, reason: `Burst ${loop}-${n}` } }));
  }
  load.start(() => ({ method: 'POST', path: `/api/inventory/${fixture.item}/adjust-stock`, body: { change: -1, type: 'sale' } }));
  load.start(() => ({ method: 'POST', path: `/api/inventory/${fixture.item}/adjust-stock`, body: { change: 2, type: 'purchase' } }));
  // Add a walk-in, then book them (a later day: an ordinary booking) with the last employee.
  let converted = 0;
  load.start((n, last) => {
    if (last?.status === 201 && last.path === '/api/waitlist') {
      const at = slot(converted++);
      const id = (last.body as { data: { id: number } }).data.id;
      return { method: 'POST', path: `/api/waitlist/${id}/convert-to-appointment`, body: { employeeId: fixture.employees[BOOKING_LOOPS], date: at.date, startTime: at.time, clientId: fixture.walkInClient } };
    }
    return {
      method: 'POST',
      path: '/api/waitlist',
      body: { clientName: `Walker Quiet${n}`, clientPhone: '+1 212 555 0199', partySize: 1, requestedServices: [{ serviceId: fixture.service }], notificationPreference: 'none' },
    };
  });
  for (let loop = 0; loop < 2; loop++) {
    load.start((n) => paymentRequest(`pay-${loop}-${n}`));
  }
  return load;
}

const paymentRequest = (key: string) => ({
  method: 'POST' as const,
  path: '/api/payments',
  headers: { 'idempotency-key': key },
  body: { client_id: fixture.payer, amount: 5, payment_method: 'cash', notes: key },
});

/** The ids in the answers of the burst's writes. */
type Written = { appointment_id: number; payment_id: number; id: number; refund: { payment_id: number }; transaction: { transaction_id: number }; appointment: { appointment_id: number } };

/** What the API acknowledged, as [table, id column, id] for each written row. */
function acknowledgedRows(answers: Answer[]): [string, string, number][] {
  const rows: [string, string, number][] = [];
  for (const answer of answers) {
    if (answer.status !== 200 && answer.status !== 201) continue;
    const data = (answer.body as { data: Written }).data;
    if (answer.path === '/api/appointments') rows.push(['appointments', 'appointment_id', data.appointment_id]);
    else if (answer.path.endsWith('/refund')) rows.push(['payments', 'payment_id', data.refund.payment_id]);
    else if (answer.path.endsWith('/adjust-stock')) rows.push(['inventory_transactions', 'transaction_id', data.transaction.transaction_id]);
    else if (answer.path === '/api/waitlist') rows.push(['waitlist_entries', 'waitlist_entry_id', data.id]);
    else if (answer.path.endsWith('/convert-to-appointment')) rows.push(['appointments', 'appointment_id', data.appointment.appointment_id]);
    else if (answer.path === '/api/payments') rows.push(['payments', 'payment_id', data.payment_id]);
  }
  return rows;
}

async function missingRows(rows: [string, string, number][]): Promise<[string, number][]> {
  const missing: [string, number][] = [];
  for (const [table, column, id] of rows) {
    const found = await ds.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [id]);
    if (found.length === 0) missing.push([table, id]);
  }
  return missing;
}

/** Answers the burst may give before the kill: a success, or the refusals its own rules make. */
const EXPECTED_REFUSALS = new Set(['ALREADY_REFUNDED', 'REFUND_EXCEEDS_BALANCE']);
const unexpected = (answers: Answer[]) =>
  answers.filter((answer) => {
    if (answer.error) return false; // in flight at the kill: checked apart
    if (answer.status === 200 || answer.status === 201) return false;
    return !EXPECTED_REFUSALS.has((answer.body as { code?: string } | null)?.code ?? '');
  });

describe('the API killed (SIGKILL) in the middle of a burst of writes', () => {
  it('leaves nothing half-written, keeps every acknowledged write, loses no message, and pays an unanswered payment once when it is sent again', async () => {
    const load = startBurst();
    let stopping: Promise<void> | undefined;
    try {
      // Kill once the burst is well under way, every kind of write having landed some.
      await load.until('up', 15, (answer) => answer.status === 200 || answer.status === 201, 90_000);
      // The signal goes at once, with requests of every loop under way; then the loops stop.
      const killed = api.kill('SIGKILL');
      stopping = load.stop();
      await killed;
    } finally {
      await (stopping ?? load.stop());
    }
    const answers = load.answers;
    expect(unexpected(answers)).toEqual([]);
    // Only the requests under way at the kill went unanswered: at most one per loop.
    const unanswered = answers.filter((answer) => answer.error);
    expect(unanswered.length).toBeLessThanOrEqual(load.size);

    // Straight after the crash, before any restart: nothing is half-written.
    expect(await findHalfWritten((sql, parameters) => ds.query(sql, parameters))).toEqual(NOTHING_HALF_WRITTEN);
    const acknowledged = acknowledgedRows(answers);
    expect(await missingRows(acknowledged)).toEqual([]);
    // Every booking has its confirmation message, whether or not its answer got out.
    const bookingsWithoutMessage = await ds.query(
      `SELECT c.email, count(DISTINCT a.appointment_id)::int AS booked, (SELECT count(*)::int FROM outbox_messages m WHERE m.recipient = c.email) AS messages
         FROM clients c JOIN appointments a USING (client_id) WHERE c.client_id = ANY($1)
        GROUP BY c.email HAVING count(DISTINCT a.appointment_id) <> (SELECT count(*) FROM outbox_messages m WHERE m.recipient = c.email)`,
      [fixture.bookingClients],
    );
    expect(bookingsWithoutMessage).toEqual([]);
    // Converted walk-ins are seated with their appointment, and only they.
    expect(await ds.query(`SELECT waitlist_entry_id FROM waitlist_entries WHERE (status = 'seated') <> (appointment_id IS NOT NULL)`)).toEqual([]);

    await api.restart(SENDER);
    // Every message is delivered after the restart (marked sent only once the transport took it): none is left behind.
    await waitFor(async () => (await ds.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'sent'`))[0].n === 0, 'every outbox message sent', 60_000);
    // At least once: a message the transport took just before the kill goes again, but one at most
    // (the log may miss a line the kill cut off, which can only lower the count).
    const deliveries = deliveriesIn(api.output);
    expect([...deliveries.values()].filter((times) => times > 1).length).toBeLessThanOrEqual(1);

    // The payments whose answer was lost are sent again with their key: each is written once.
    const retried = unanswered.filter((answer) => answer.key);
    for (const { key } of retried) {
      const again = await fetch(`${api.url}/api/payments`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key! },
        body: JSON.stringify(paymentRequest(key!).body),
      });
      expect(again.status).toBe(201);
    }
    const keys = answers.filter((answer) => answer.key).map((answer) => answer.key!);
    const perKey: { notes: string; n: number }[] = await ds.query(`SELECT notes, count(*)::int AS n FROM payments WHERE notes = ANY($1) GROUP BY 1 ORDER BY 1`, [keys]);
    expect(perKey.filter((row) => row.n !== 1)).toEqual([]);
    const acknowledgedKeys = answers.filter((answer) => answer.key && answer.status === 201).map((answer) => answer.key!);
    expect(perKey.length).toBe(new Set([...acknowledgedKeys, ...retried.map((answer) => answer.key!)]).size);

    // And after the restart's own work, still nothing half-written.
    expect(await findHalfWritten((sql, parameters) => ds.query(sql, parameters))).toEqual(NOTHING_HALF_WRITTEN);
  }, 240_000);
});

/** How many times each outbox message was handed to the transport, from the API's log lines (LogTransport). */
function deliveriesIn(output: string[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const line of output) {
    if (!line.includes('Would send')) continue;
    const id = (JSON.parse(line) as { outboxMessageId?: number }).outboxMessageId;
    if (typeof id === 'number') times.set(id, (times.get(id) ?? 0) + 1);
  }
  return times;
}
