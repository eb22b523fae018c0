import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { createAccount, TEST_PASSWORD } from '../testing/accounts';
import { startApiProcess, type ApiProcess } from '../testing/api-processes';
import { openBookingWindow } from '../testing/booking-window';
import { clientBody, daysFromNow, employeeBody, openDay, serviceBody } from '../testing/factories';
import { putSalonAtMidday } from '../testing/midday-time-zone';
import { openAroundTheClock } from '../testing/opening-hours';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startSmtpCatcher } from '../testing/smtp-catcher';
import { apiBackends, installWriteGate, type GatedStatement, type WriteGate } from '../testing/write-gate';
import { findHalfWritten, NOTHING_HALF_WRITTEN } from '../testing/write-invariants';
import { RequestLoad, waitFor, type Answer } from './request-load';

/**
 * The API process is SIGKILLed in the middle of a burst of writes of every kind that must stay
 * whole (bookings with their outbox message, refunds, stock changes, waitlist adds and converts,
 * payments with an Idempotency-Key, the outbox sender at work), then started again. The kill lands
 * while every write under way is provably half done: a gate (write-gate.ts) holds each one at its
 * last statement, its earlier ones written, and the kill comes once all are held. SQL then proves
 * that nothing is half-written, that exactly the writes the API acknowledged are there, that no
 * message was lost and every one is delivered, and that retrying an unanswered payment writes it
 * once. A second test stops the outbox sender between a message's hand-over and its commit.
 */

let db: TestDatabase;
let ds: DataSource;
let api: ApiProcess;
let gate: WriteGate;
let auth: Record<string, string>;
const fixture = { bookingClients: [] as number[], employees: [] as number[], service: 0, payer: 0, keyedPayer: 0, payments: [] as number[], item: 0, walkInClient: 0 };

const BOOKING_LOOPS = 4;
// A connection for every loop of the burst, and the sender's: every request under way can reach the gate.
const SENDER = { OUTBOX_POLL_MS: '20', LOG_LEVEL: 'info', DATABASE_POOL_SIZE: '16' };

/** Where each kind of write is held: a statement after the ones that must commit with it. */
const GATED: GatedStatement[] = [
  { table: 'outbox_messages', event: 'INSERT' }, // a booking, after its appointment and history
  { table: 'payments', event: 'UPDATE' }, // a refund, after its refund row (the payment's new state)
  { table: 'inventory_transactions', event: 'INSERT' }, // a stock change, after the item's new quantity
  { table: 'waitlist_entry_services', event: 'INSERT' }, // a walk-in added, after its entry
  { table: 'waitlist_entries', event: 'UPDATE' }, // a convert, after its appointment (seating the entry)
  { table: 'idempotency_keys', event: 'UPDATE' }, // a keyed payment, after its key and its payment (the stored answer)
];

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
  // Named apart from the API's connections ('salon-api'), which the gate watches.
  const options = typeOrmOptions(db.url, 2);
  ds = await new DataSource({ ...options, extra: { ...options.extra, application_name: 'fault-test' } }).initialize();
  await openBookingWindow(ds);
  await openAroundTheClock(ds);
  // Hours from the salon's midnight, which would close the waitlist under the burst.
  await putSalonAtMidday(ds);
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
  fixture.keyedPayer = (await call('POST', '/api/clients', quiet('Keyed'))).client_id as number;
  for (let i = 0; i < 2; i++) {
    // Enough to refund 1.00 at a time until the kill: a refused refund would not wait at the gate.
    fixture.payments.push((await call('POST', '/api/payments', { client_id: fixture.payer, amount: 5000, payment_method: 'cash' })).payment_id as number);
  }
  fixture.item = (await call('POST', '/api/inventory', { name: 'Volume Mousse', quantity: 500, reorder_level: 0 })).item_id as number;
  gate = await installWriteGate(db.url, GATED);
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await gate?.remove();
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
  // Pending (no money taken yet): it shares no rollup row with the refunds (the quarter's money
  // total), so a refund and a keyed payment can both be held at the gate at once.
  body: { client_id: fixture.keyedPayer, amount: 5, payment_method: 'cash', payment_status: 'pending', notes: key },
});

/** The ids in the answers of the burst's writes. */
type Written = { appointment_id: number; payment_id: number; id: number; refund: { payment_id: number }; transaction: { transaction_id: number }; appointment: { appointment_id: number } };

type Kind = 'appointments' | 'refunds' | 'stock' | 'waitlist' | 'keyedPayments';

/** What the API acknowledged: the ids each kind of write said it wrote, in order. */
function acknowledgedIds(answers: Answer[]): Record<Kind, number[]> {
  const ids: Record<Kind, number[]> = { appointments: [], refunds: [], stock: [], waitlist: [], keyedPayments: [] };
  for (const answer of answers) {
    if (answer.status !== 200 && answer.status !== 201) continue;
    const data = (answer.body as { data: Written }).data;
    if (answer.path === '/api/appointments') ids.appointments.push(data.appointment_id);
    else if (answer.path.endsWith('/refund')) ids.refunds.push(data.refund.payment_id);
    else if (answer.path.endsWith('/adjust-stock')) ids.stock.push(data.transaction.transaction_id);
    else if (answer.path === '/api/waitlist') ids.waitlist.push(data.id);
    else if (answer.path.endsWith('/convert-to-appointment')) ids.appointments.push(data.appointment.appointment_id);
    else if (answer.path === '/api/payments') ids.keyedPayments.push(data.payment_id);
  }
  for (const list of Object.values(ids)) list.sort((x, y) => x - y);
  return ids;
}

/** The same kinds of rows as the database holds them. */
async function writtenIds(): Promise<Record<Kind, number[]>> {
  const ids = async (sql: string) => (await ds.query(sql)).map((row: { id: number }) => row.id);
  return {
    appointments: await ids(`SELECT appointment_id AS id FROM appointments ORDER BY 1`),
    refunds: await ids(`SELECT payment_id AS id FROM payments WHERE transaction_type = 'refund' ORDER BY 1`),
    stock: await ids(`SELECT transaction_id AS id FROM inventory_transactions WHERE type IN ('sale', 'purchase') ORDER BY 1`),
    waitlist: await ids(`SELECT waitlist_entry_id AS id FROM waitlist_entries ORDER BY 1`),
    keyedPayments: await ids(`SELECT payment_id AS id FROM payments WHERE notes LIKE 'pay-%' ORDER BY 1`),
  };
}

/** Answers the burst may give before the kill: a success, or the refusals its own rules make. */
const EXPECTED_REFUSALS = new Set(['ALREADY_REFUNDED', 'REFUND_EXCEEDS_BALANCE']);
const unexpected = (answers: Answer[]) =>
  answers.filter((answer) => {
    if (answer.error) return false; // in flight at the kill: checked apart
    if (answer.status === 200 || answer.status === 201) return false;
    return !EXPECTED_REFUSALS.has((answer.body as { code?: string } | null)?.code ?? '');
  });

/** Each gated statement's table, found in the text of a backend held at the gate. */
const heldTables = (held: { query: string; gated: boolean }[]) =>
  [...new Set(held.filter((backend) => backend.gated).map((backend) => GATED.find(({ table }) => backend.query.includes(table))?.table ?? backend.query))].sort();

describe('the API killed (SIGKILL) in the middle of a burst of writes', () => {
  it('leaves nothing half-written, keeps exactly the acknowledged writes, loses no message, and pays an unanswered payment once when it is sent again', async () => {
    const load = startBurst();
    let stopping: Promise<void> | undefined;
    let held: Awaited<ReturnType<WriteGate['stalled']>> = [];
    try {
      // Every kind of write lands some first.
      await load.until('up', 15, (answer) => answer.status === 200 || answer.status === 201, 90_000);
      // Then the gate holds every write at a statement after its first ones. Each loop sends one
      // request at a time, so once every loop's request waits (at the gate, or on a row lock behind
      // a write held there), no request is committing and each one under way is half done. (Well
      // within the burst's 60-second request time-out, which would start a second request.)
      await gate.close();
      await waitFor(async () => (held = await gate.stalled()).length >= load.size, 'every loop of the burst held mid-transaction', 30_000);
      const killed = api.kill('SIGKILL');
      stopping = load.stop();
      await killed;
    } finally {
      await gate.open();
      await (stopping ?? load.stop());
    }
    // Every kind of write was held with its earlier statements done (GATED).
    expect(heldTables(held)).toEqual(['idempotency_keys', 'inventory_transactions', 'outbox_messages', 'payments', expect.stringMatching(/^waitlist_entr/)]);
    // The held transactions end (rolled back) once their backends find the API gone.
    await waitFor(async () => (await apiBackends(db.url)).length === 0, "the killed API's connections to end", 60_000);

    const answers = load.answers;
    expect(unexpected(answers)).toEqual([]);
    // Only the requests under way at the kill went unanswered: one per loop.
    const unanswered = answers.filter((answer) => answer.error);
    expect(unanswered.length).toBe(load.size);

    // Straight after the crash, before any restart: nothing is half-written, and the database holds
    // exactly the writes the API acknowledged (none of the half-done ones).
    expect(await findHalfWritten((sql, parameters) => ds.query(sql, parameters))).toEqual(NOTHING_HALF_WRITTEN);
    expect(await writtenIds()).toEqual(acknowledgedIds(answers));
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
    expect(retried.length).toBeGreaterThan(0);
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

describe('the API killed while the outbox sender is handing a message to SMTP', () => {
  it('has marked sent every message handed over before, and sends again only the one it was handing over', async () => {
    const pending = async () => (await ds.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'sent'`))[0].n;
    expect(await pending(), 'the outbox is empty before this test (the first one left messages to send)').toBe(0);
    const smtp = await startSmtpCatcher();
    try {
      // The SMTP server takes two messages and holds the third: handed over, never answered.
      smtp.holdFrom(3);
      const withSmtp = { ...SENDER, SMTP_URL: smtp.url };
      await api.restart(withSmtp);
      // Due one second apart, so the sender takes them in this order.
      await ds.query(
        `INSERT INTO outbox_messages (channel, recipient, subject, body, next_attempt_at)
         SELECT 'email', 'crash' || n || '@example.com', 'Crash test ' || lpad(n::text, 2, '0'), 'See you soon', now() - make_interval(secs => 100 - n)
           FROM generate_series(1, 20) AS n`,
      );
      await waitFor(async () => smtp.subjects.length >= 3, 'the third message to be held', 60_000);
      await api.kill('SIGKILL');
      expect(smtp.subjects).toEqual(['Crash test 01', 'Crash test 02', 'Crash test 03']);
      // Each message is committed on its own: the two the server answered are marked sent, the third
      // (its transaction died with the process) and the rest are still to send.
      await waitFor(async () => (await apiBackends(db.url)).length === 0, "the killed API's connections to end", 60_000);
      const states = await ds.query(`SELECT subject, status FROM outbox_messages WHERE subject LIKE 'Crash test %' AND status = 'sent' ORDER BY 1`);
      expect(states).toEqual([
        { subject: 'Crash test 01', status: 'sent' },
        { subject: 'Crash test 02', status: 'sent' },
      ]);

      smtp.acceptAll();
      await api.restart(withSmtp);
      await waitFor(async () => (await pending()) === 0, 'every outbox message sent', 60_000);
      // At least once, and again only the one under way at the crash.
      const subjects = Array.from({ length: 20 }, (_, index) => `Crash test ${String(index + 1).padStart(2, '0')}`);
      expect(smtp.subjects).toEqual([...subjects.slice(0, 3), ...subjects.slice(2)]);
    } finally {
      // The catcher first: a sender still waiting on it fails at once, so the restart's clean stop is quick.
      await smtp.close();
      await api.restart(SENDER);
    }
  }, 180_000);
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
