import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAllApiProcesses, splitAcross, twoInstances, type ApiProcess, type HttpCall } from '../../common/testing/api-processes';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { daysFromNow, employeeBody, openDay } from '../../common/testing/factories';
import { putSalonAtMidday } from '../../common/testing/midday-time-zone';

// Two real API processes (A and B) on one database acting on ONE waitlist entry at once: the
// queue's advisory lock and the entry's row lock decide, whichever process a request reaches.
let s: BookingStage;
let a: ApiProcess;
let b: ApiProcess;
let counter = 0;
beforeAll(async () => {
  s = await bookingStage({ service: { name: 'Haircut', duration_minutes: 60, base_price: 70 } });
  // A walk-in's place lasts the salon's day: at its midnight the queue closes, and "today's list" is
  // another day's. The processes run on real time, so the salon is put where that is hours away.
  await putSalonAtMidday(s.t.dataSource);
  [a, b] = await twoInstances(s.t.db);
});
afterAll(async () => {
  await stopAllApiProcesses();
  await s?.t.close();
});

const CLOSED = 'Only waiting or notified entries can be changed';

/** Four walk-ins queued 1..4, and a stylist of the test's own (working the salon's hours). */
async function queue() {
  await s.t.dataSource.query('DELETE FROM waitlist_entries');
  const ids: number[] = [];
  for (const name of ['Ana Walker', 'Ben Ortiz', 'Cleo Park', 'Dan Reyes']) {
    const body = { clientName: name, clientPhone: `+1 212 555 01${10 + ids.length}`, partySize: 1, requestedServices: [{ serviceId: s.serviceId }], notificationPreference: 'none' };
    ids.push((await s.t.http.post('/api/waitlist').set(s.reception).send(body).expect(201)).body.data.id);
  }
  const employeeId = (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody({ email: `waitlist${++counter}@example.com` })).expect(201)).body.data.employee_id as number;
  return { ids, employeeId };
}

const action = (id: number, name: string): HttpCall => ({ method: 'PATCH', path: `/api/waitlist/${id}/${name}`, headers: s.reception, body: {} });
// A later day, so the booking does not depend on the hour the test runs at.
const convert = (id: number, employeeId: number): HttpCall => ({
  method: 'POST',
  path: `/api/waitlist/${id}/convert-to-appointment`,
  headers: s.reception,
  body: { employeeId, date: openDay(0, daysFromNow(10)), startTime: '10:00' },
});

const entries = async () =>
  (await s.t.dataSource.query('SELECT waitlist_entry_id AS id, status, position, appointment_id FROM waitlist_entries ORDER BY waitlist_entry_id')) as {
    id: number;
    status: string;
    position: number | null;
    appointment_id: number | null;
  }[];
const appointmentsOf = async (employeeId: number) => (await s.t.dataSource.query('SELECT count(*)::int AS n FROM appointments WHERE employee_id = $1', [employeeId]))[0].n;
/** Today's queue as the list shows it (today is the day the entries were added on: putSalonAtMidday): the positions of the open entries, in order. */
const queuePositions = async () =>
  (await s.t.http.get('/api/waitlist').set(s.reception).expect(200)).body.data.entries
    .filter((entry: { position: number | null }) => entry.position !== null)
    .map((entry: { position: number }) => entry.position);

describe('one waitlist entry changed through two API processes at once', () => {
  it('seat, convert, cancel and no-show, two of each: exactly one wins, at most one appointment, the rest of the queue stays 1..3', async () => {
    const { ids, employeeId } = await queue();
    const ben = ids[1];
    const requests = [action(ben, 'seat'), convert(ben, employeeId), action(ben, 'cancel'), action(ben, 'no-show')];
    const answers = await splitAcross([a, b], [...requests, ...requests]);

    const won = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200 && answer.status !== 201)) {
      expect(answer.body).toMatchObject({ success: false, status: 409, code: 'INVALID_TRANSITION', message: CLOSED });
    }
    const after = await entries();
    const stored = after.find((entry) => entry.id === ben)!;
    expect(stored.status).toBe(won[0].body.data.status ?? won[0].body.data.entry.status);
    expect(stored.position).toBeNull();
    const converted = won[0].status === 201 ? 1 : 0;
    expect(await appointmentsOf(employeeId)).toBe(converted);
    expect(stored.appointment_id === null ? 0 : 1).toBe(converted);
    expect(after.filter((entry) => entry.id !== ben).map((entry) => [entry.status, entry.position])).toEqual([
      ['waiting', 1],
      ['waiting', 2],
      ['waiting', 3],
    ]);
    expect(await queuePositions()).toEqual([1, 2, 3]);
  });

  it('notify racing seat and convert: notified at most once, closed exactly once, at most one appointment, the queue dense', async () => {
    const { ids, employeeId } = await queue();
    const cleo = ids[2];
    const requests = [action(cleo, 'notify'), action(cleo, 'seat'), action(cleo, 'notify'), convert(cleo, employeeId)];
    const answers = await splitAcross([a, b], [...requests, ...requests]);

    const notified = answers.filter((answer) => answer.status === 200 && answer.body.data.status === 'notified');
    const closed = answers.filter((answer) => (answer.status === 200 && answer.body.data.status !== 'notified') || answer.status === 201);
    // A notified entry may still be seated or converted; a closed one may not be notified.
    expect(notified.length).toBeLessThanOrEqual(1);
    expect(closed).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200 && answer.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('INVALID_TRANSITION');
      expect([CLOSED, 'Only waiting entries can be notified']).toContain(answer.body.message);
    }
    const after = await entries();
    const stored = after.find((entry) => entry.id === cleo)!;
    // Seating and converting both leave the walk-in seated (a convert also books them).
    expect(stored).toMatchObject({ status: 'seated', position: null });
    expect(await appointmentsOf(employeeId)).toBe(closed[0].status === 201 ? 1 : 0);
    expect(after.filter((entry) => entry.id !== cleo).map((entry) => [entry.status, entry.position])).toEqual([
      ['waiting', 1],
      ['waiting', 2],
      ['waiting', 3],
    ]);
    expect(await queuePositions()).toEqual([1, 2, 3]);
  });
});
