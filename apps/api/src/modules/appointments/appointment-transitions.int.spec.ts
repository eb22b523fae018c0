import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signIn, signedInAs } from '../../common/testing/accounts';
import { employeeBody, openDay } from '../../common/testing/factories';
import { bookingStage } from '../../common/testing/booking-stage';
import type { TestApp } from '../../common/testing/test-app';
import { usePretendClock } from '../../common/testing/pretend-clock';

// The file runs at a pretend now, Monday 2 December 2030, 09:00 in New York (14:00 UTC); its
// appointments fall in the weeks after, in winter, so New York is UTC-5 throughout.
usePretendClock();

let t: TestApp;
let reception: Record<string, string>;
let stylist: Record<string, string>;
let owner: Record<string, string>;
let clientId: number;
let employeeId: number;
let serviceId: number;
let slot = 0;

beforeAll(async () => {
  ({ t, reception, stylist, owner, clientId, serviceId } = await bookingStage({ client: { email: 'nora@example.com' } }));
  employeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody()).expect(201)).body.data.employee_id;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A new pending appointment, by default at 10:00 on a day of its own three weeks ahead, so tests never collide. */
async function pendingAppointment(appointment_date = openDay(++slot), start_time = '10:00') {
  const response = await t.http
    .post('/api/appointments')
    .set(reception)
    .send({ client_id: clientId, employee_id: employeeId, service_id: serviceId, appointment_date, start_time, duration_minutes: 60, total_price: 75 })
    .expect(201);
  return response.body.data.appointment_id as number;
}
const dateOf = async (id: number) => (await t.http.get(`/api/appointments/${id}`).set(stylist).expect(200)).body.data.appointment_date as string;

/** Stops the clock at `instant` and signs Sofia in again (tokens carry the pretend time). */
async function travelTo(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  stylist = bearer((await signIn(t, 'sofia')).token);
}
/** 10:30 in New York (UTC-5 in these winter weeks) on the appointment's day: its day has come and it has started. */
const travelToTheVisit = async (id: number) => travelTo(`${await dateOf(id)}T15:30:00Z`);
const act = (id: number, action: string, body: Record<string, unknown> = {}, auth = stylist) => t.http.patch(`/api/appointments/${id}/${action}`).set(auth).send(body);
const historyOf = async (id: number) => (await t.http.get(`/api/appointments/${id}/history`).set(stylist).expect(200)).body.data as Array<Record<string, string>>;

describe('the life cycle', () => {
  it('runs pending → confirmed → in progress (checked in) → checked out → completed with a rating, each step in the history', async () => {
    const id = await pendingAppointment();
    expect((await act(id, 'confirm').expect(200)).body.data.status.name).toBe('confirmed');
    await travelToTheVisit(id);
    const checkedIn = (await act(id, 'checkin', { notes: 'Arrived early' }).expect(200)).body.data;
    expect(checkedIn).toMatchObject({ status: { name: 'in_progress', is_billable: true } });
    expect(checkedIn.checked_in_at).not.toBeNull();
    const checkedOut = (await act(id, 'checkout').expect(200)).body.data;
    expect(checkedOut.status.name).toBe('in_progress');
    expect(checkedOut.checked_out_at).not.toBeNull();
    const completed = (await act(id, 'complete', { rating: 5 }).expect(200)).body.data;
    expect(completed).toMatchObject({ status: { name: 'completed' }, rating: 5 });
    expect(completed.completed_at).not.toBeNull();

    const history = await historyOf(id);
    expect(history.map((entry) => entry.change_type)).toEqual(['created', 'confirm', 'check_in', 'check_out', 'complete']);
    expect(history[2]).toMatchObject({ change_reason: 'Arrived early', changedBy: { first_name: 'Sofia', last_name: 'Tester' } });
    expect(JSON.parse(history[1].old_values)).toEqual({ status: 'pending' });
    expect(JSON.parse(history[1].new_values)).toEqual({ status: 'confirmed' });
  });

  it.each([
    ['checkin', 'Cannot check in an appointment that is pending'],
    ['checkout', 'Cannot check out an appointment that has not been checked in; it is pending'],
  ])('refuses %s on a pending appointment with 409 INVALID_TRANSITION', async (action, message) => {
    const id = await pendingAppointment();
    const response = await act(id, action).expect(409);
    expect(response.body).toEqual({ success: false, status: 409, code: 'INVALID_TRANSITION', message, details: { status: 'pending' } });
    expect((await historyOf(id)).map((entry) => entry.change_type)).toEqual(['created']);
  });

  it('names the current status when a step is repeated', async () => {
    const id = await pendingAppointment();
    await act(id, 'confirm').expect(200);
    await travelToTheVisit(id);
    await act(id, 'checkin').expect(200);
    const again = await act(id, 'checkin').expect(409);
    expect(again.body).toEqual({
      success: false,
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'Cannot check in an appointment that is already checked in; it is in progress',
      details: { status: 'in_progress' },
    });
    await act(id, 'checkout').expect(200);
    expect((await act(id, 'checkout').expect(409)).body.message).toBe('Cannot check out an appointment that is already checked out; it is in progress');
  });

  it('refuses every change to a finished appointment, naming its status', async () => {
    const id = await pendingAppointment();
    await act(id, 'cancel', { reason: 'Client moved away' }, reception).expect(200);
    for (const action of ['confirm', 'checkin', 'complete', 'cancel', 'no-show']) {
      const response = await act(id, action).expect(409);
      expect(response.body.message).toMatch(/cancelled$/);
    }
  });

  it('cancels with a reason: the reason is kept and the client is told through the outbox', async () => {
    const id = await pendingAppointment();
    const cancelled = (await act(id, 'cancel', { reason: 'Stylist is ill' }, reception).expect(200)).body.data;
    expect(cancelled).toMatchObject({ status: { name: 'cancelled' }, cancellation_reason: 'Stylist is ill' });
    expect((await historyOf(id)).at(-1)).toMatchObject({ change_type: 'cancel', change_reason: 'Stylist is ill' });
    const [message] = await t.dataSource.query(`SELECT recipient, subject FROM outbox_messages WHERE recipient = 'nora@example.com' ORDER BY outbox_message_id DESC LIMIT 1`);
    expect(message).toEqual({ recipient: 'nora@example.com', subject: 'Your appointment has been cancelled' });
  });

  it('cancels without telling the client when send_notification is false', async () => {
    const id = await pendingAppointment();
    const [{ before }] = await t.dataSource.query(`SELECT count(*)::int AS before FROM outbox_messages`);
    await act(id, 'cancel', { send_notification: false }, reception).expect(200);
    const [{ after }] = await t.dataSource.query(`SELECT count(*)::int AS after FROM outbox_messages`);
    expect(after).toBe(before);
  });

  it('marks a no-show only before check-in', async () => {
    const id = await pendingAppointment();
    const other = await pendingAppointment();
    await act(id, 'confirm').expect(200);
    await act(other, 'confirm').expect(200);
    await travelToTheVisit(id);
    expect((await act(id, 'no-show', { reason: 'No answer' }).expect(200)).body.data.status.name).toBe('no_show');
    await travelToTheVisit(other);
    await act(other, 'checkin').expect(200);
    expect((await act(other, 'no-show').expect(409)).body.message).toBe('Cannot mark as a no-show an appointment that is in progress');
  });

  it('refuses a rating outside 1-5', async () => {
    const id = await pendingAppointment();
    const response = await act(id, 'complete', { rating: 6 }).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ rating: ['Rating must be 1 to 5'] });
  });

  it('fifty people confirming at once: one wins, the others are told it is already confirmed', async () => {
    const id = await pendingAppointment();
    const results = await Promise.all(Array.from({ length: 50 }, () => act(id, 'confirm')));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(49);
    expect((await historyOf(id)).filter((entry) => entry.change_type === 'confirm')).toHaveLength(1);
  });

  it('needs appointments:update', async () => {
    const id = await pendingAppointment();
    const noRights = await signedInAs(t, 'newcomer', ['staff']);
    await act(id, 'confirm', {}, noRights).expect(403);
  });
});

describe('the salon\'s clock (DECISIONS §5)', () => {
  /** What the database holds of an appointment's state: a refusal must leave all of it as it was. */
  const stored = async (id: number) => {
    const [row] = await t.dataSource.query(
      `SELECT s.name AS status, a.checked_in_at, a.checked_out_at, a.completed_at, a.no_show_at, a.holds_slot
       FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id WHERE a.appointment_id = $1`,
      [id],
    );
    const history = await t.dataSource.query(`SELECT change_type FROM appointment_history WHERE appointment_id = $1 ORDER BY 1`, [id]);
    return { ...row, history: history.map((entry: { change_type: string }) => entry.change_type) };
  };
  const untouched = (status: string, history: string[]) => ({ status, checked_in_at: null, checked_out_at: null, completed_at: null, no_show_at: null, holds_slot: true, history });
  const refusal = (message: string, status: string) => ({ success: false, status: 409, code: 'INVALID_TRANSITION', message, details: { status } });

  it('refuses check-in, complete and no-show the day before, naming the day, and changes nothing', async () => {
    // Tuesday 3 December 2030 at 10:00; it is Monday.
    const id = await pendingAppointment('2030-12-03');
    await act(id, 'confirm').expect(200);
    expect((await act(id, 'checkin').expect(409)).body).toEqual(refusal('This appointment is on Tuesday, December 3, 2030; it can be checked in from that day.', 'confirmed'));
    expect((await act(id, 'complete', { rating: 5 }).expect(409)).body).toEqual(refusal('This appointment is on Tuesday, December 3, 2030; it can be completed from that day.', 'confirmed'));
    expect((await act(id, 'no-show', { reason: 'Will not come' }).expect(409)).body).toEqual(
      refusal('This appointment starts on Tuesday, December 3, 2030 at 10:00 AM; it can be marked as a no-show from then.', 'confirmed'),
    );
    expect(await stored(id)).toEqual(untouched('confirmed', ['confirm', 'created']));
  });

  it('goes by the salon\'s day, not UTC: refused at 23:59 in New York (already the 4th in UTC), accepted at 00:00', async () => {
    // Wednesday 4 December 2030 at 10:00.
    const id = await pendingAppointment('2030-12-04');
    await act(id, 'confirm').expect(200);
    await travelTo('2030-12-04T04:59:00Z');
    expect((await act(id, 'checkin').expect(409)).body.message).toBe('This appointment is on Wednesday, December 4, 2030; it can be checked in from that day.');
    expect(await stored(id)).toEqual(untouched('confirmed', ['confirm', 'created']));
    await travelTo('2030-12-04T05:00:00Z');
    expect((await act(id, 'checkin').expect(200)).body.data.status.name).toBe('in_progress');
  });

  it('refuses a no-show a minute before the start time, and accepts it a minute after', async () => {
    // Thursday 5 December 2030 at 14:00.
    const id = await pendingAppointment('2030-12-05', '14:00');
    await travelTo('2030-12-05T18:59:00Z');
    expect((await act(id, 'no-show').expect(409)).body).toEqual(refusal('This appointment starts at 2:00 PM today; it can be marked as a no-show from then.', 'pending'));
    expect(await stored(id)).toEqual(untouched('pending', ['created']));
    await travelTo('2030-12-05T19:01:00Z');
    expect((await act(id, 'no-show').expect(200)).body.data.status.name).toBe('no_show');
  });

  it('refuses check-out before the day of a visit checked in early (data from before this rule), changing nothing', async () => {
    // Friday 6 December 2030 at 10:00, checked in on Monday by a mistake the rule now prevents.
    const id = await pendingAppointment('2030-12-06');
    await t.dataSource.query(`UPDATE appointments SET status_id = 3, checked_in_at = '2030-12-02T14:00:00Z' WHERE appointment_id = $1`, [id]);
    expect((await act(id, 'checkout').expect(409)).body).toEqual(refusal('This appointment is on Friday, December 6, 2030; it can be checked out from that day.', 'in_progress'));
    const [row] = await t.dataSource.query(`SELECT checked_out_at, status_id FROM appointments WHERE appointment_id = $1`, [id]);
    expect(row).toEqual({ checked_out_at: null, status_id: 3 });
  });

  it('still confirms and cancels ahead of the day', async () => {
    const id = await pendingAppointment('2030-12-07');
    await act(id, 'confirm').expect(200);
    expect((await act(id, 'cancel', { send_notification: false }, reception).expect(200)).body.data.status.name).toBe('cancelled');
  });
});

describe('appointment statuses', () => {
  it('lists the six seeded statuses with billable flags', async () => {
    const response = await t.http.get('/api/appointment-statuses').set(stylist).expect(200);
    expect(response.body.data.map(({ status_id, name, is_billable }: Record<string, unknown>) => [status_id, name, is_billable])).toEqual([
      [1, 'pending', false],
      [2, 'confirmed', false],
      [3, 'in_progress', true],
      [4, 'completed', true],
      [5, 'cancelled', false],
      [6, 'no_show', true],
    ]);
  });

  it('lets an owner add a status and change billing, never rename a system one', async () => {
    const created = (await t.http.post('/api/appointment-statuses').set(owner).send({ name: 'waiting_deposit' }).expect(201)).body.data;
    expect(created).toMatchObject({ name: 'waiting_deposit', is_billable: false, is_system: false });
    const taken = await t.http.post('/api/appointment-statuses').set(owner).send({ name: 'waiting_deposit' }).expect(409);
    expect(taken.body.code).toBe('STATUS_NAME_TAKEN');
    await t.http.put('/api/appointment-statuses/5').set(owner).send({ is_billable: true }).expect(200);
    const rename = await t.http.put('/api/appointment-statuses/5').set(owner).send({ name: 'canceled' }).expect(409);
    expect(rename.body.details.fieldErrors).toEqual({ name: ['The name of a system status cannot change'] });
    await t.http.put('/api/appointment-statuses/5').set(owner).send({ is_billable: false }).expect(200);
    await t.http.post('/api/appointment-statuses').set(reception).send({ name: 'nope' }).expect(403);
  });
});
