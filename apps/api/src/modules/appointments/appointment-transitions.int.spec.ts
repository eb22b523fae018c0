import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../common/testing/accounts';
import { employeeBody, openDay } from '../../common/testing/factories';
import { bookingStage } from '../../common/testing/booking-stage';
import type { TestApp } from '../../common/testing/test-app';

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

/** A new pending appointment on its own day, so tests never collide. */
async function pendingAppointment() {
  const response = await t.http
    .post('/api/appointments')
    .set(reception)
    .send({ client_id: clientId, employee_id: employeeId, service_id: serviceId, appointment_date: openDay(++slot), start_time: '10:00', duration_minutes: 60, total_price: 75 })
    .expect(201);
  return response.body.data.appointment_id as number;
}
const act = (id: number, action: string, body: Record<string, unknown> = {}, auth = stylist) => t.http.patch(`/api/appointments/${id}/${action}`).set(auth).send(body);
const historyOf = async (id: number) => (await t.http.get(`/api/appointments/${id}/history`).set(stylist).expect(200)).body.data as Array<Record<string, string>>;

describe('the life cycle', () => {
  it('runs pending → confirmed → in progress (checked in) → checked out → completed with a rating, each step in the history', async () => {
    const id = await pendingAppointment();
    expect((await act(id, 'confirm').expect(200)).body.data.status.name).toBe('confirmed');
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
    await act(id, 'confirm').expect(200);
    expect((await act(id, 'no-show', { reason: 'No answer' }).expect(200)).body.data.status.name).toBe('no_show');
    const other = await pendingAppointment();
    await act(other, 'confirm').expect(200);
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
