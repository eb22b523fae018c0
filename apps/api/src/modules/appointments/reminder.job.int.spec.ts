import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bookingStage } from '../../common/testing/booking-stage';
import { clientBody, employeeBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { startAppOn, type TestApp } from '../../common/testing/test-app';
import { ReminderJob } from './reminder.job';

// Now is Monday 2 December 2030, 09:00 in New York (14:00 UTC, pretend-clock.ts). Tuesday
// the 3rd at 10:00 (15:00 UTC) starts in 25 hours; the tests set the first reminder to 36 hours, so all of that day is due.
usePretendClock();

type Headers = Record<string, string>;
let t: TestApp;
let reception: Headers;
let owner: Headers;
let clientId: number;
let serviceId: number;

beforeAll(async () => {
  ({ t, reception, owner, clientId, serviceId } = await bookingStage({
    client: { first_name: 'Nora', email: 'nora@example.com', phone: '(212) 555-0147' },
    service: { name: 'Cut & Finish' },
  }));
});
afterAll(async () => {
  await t?.close();
});

const job = () => t.app.get(ReminderJob);

/** Settings › Notifications as the owner saves them: e-mail and SMS switches and the reminder timing. */
async function notifications(email: Record<string, unknown>, sms: Record<string, unknown>, timing: Record<string, unknown> = {}) {
  const current = (await t.http.get('/api/settings').set(owner).expect(200)).body.data.settings.notifications;
  await t.http
    .put('/api/settings/notifications')
    .set(owner)
    .send({
      ...current,
      emailNotifications: { ...current.emailNotifications, ...email },
      smsNotifications: { ...current.smsNotifications, ...sms },
      reminderTiming: { ...current.reminderTiming, ...timing },
    })
    .expect(200);
}

beforeEach(async () => {
  await t.http.post('/api/settings/reset').set(owner).send({ section: 'notifications' }).expect(200);
  await notifications({}, {}, { firstReminder: 36 });
});
// Each test's appointments leave the queue (two reminders is the most there are), so none is due in the next test.
afterEach(async () => {
  await t.dataSource.query(`UPDATE appointments SET reminder_count = 2`);
});

/** A booking with a stylist of its own, so no two bookings' times collide. */
async function book(date: string, time: string, client = clientId): Promise<number> {
  const employeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody()).expect(201)).body.data.employee_id;
  const response = await t.http
    .post('/api/appointments')
    .set(reception)
    .send({ client_id: client, employee_id: employeeId, service_id: serviceId, appointment_date: date, start_time: time, duration_minutes: 30, total_price: 80 })
    .expect(201);
  return response.body.data.appointment_id as number;
}
const lastOutboxId = async () => (await t.dataSource.query<{ id: number }[]>(`SELECT coalesce(max(outbox_message_id), 0)::int AS id FROM outbox_messages`))[0].id;
const outboxSince = (since: number) =>
  t.dataSource.query(`SELECT channel, recipient, subject, body FROM outbox_messages WHERE outbox_message_id > $1 AND subject = 'Appointment reminder' ORDER BY outbox_message_id`, [since]);
const stamp = async (id: number) => {
  const [row] = await t.dataSource.query(`SELECT reminder_count, reminder_sent_at FROM appointments WHERE appointment_id = $1`, [id]);
  return { reminder_count: row.reminder_count, reminder_sent_at: row.reminder_sent_at?.toISOString() ?? null };
};
const remindersOf = (id: number) =>
  t.dataSource.query(`SELECT change_reason, new_values, changed_by FROM appointment_history WHERE appointment_id = $1 AND change_type = 'reminder_sent' ORDER BY history_id`, [id]);
const queueIds = async () =>
  (await t.http.get('/api/appointments/needs-reminders?limit=100').set(reception).expect(200)).body.data.rows.map((row: { appointment_id: number }) => row.appointment_id);

const NORA_REMINDER = {
  channel: 'email',
  recipient: 'nora@example.com',
  subject: 'Appointment reminder',
  body: 'Hello Nora,\n\nthis is a reminder of your Cut & Finish appointment on 2030-12-03 at 10:00. We look forward to seeing you.\n',
};

describe('the reminder job', () => {
  it('sends the first reminder when due and the second when due, each once, as a reminder by hand would be written', async () => {
    const id = await book('2030-12-03', '10:00');
    const since = await lastOutboxId();

    const [first, second] = await Promise.all([job().remindDue(new Date('2030-12-02T14:00:00Z')), job().remindDue(new Date('2030-12-02T14:00:00Z'))]);
    expect(first + second).toBe(1);
    expect(await job().remindDue(new Date('2030-12-02T14:01:00Z'))).toBe(0);
    expect(await outboxSince(since)).toEqual([NORA_REMINDER]);
    expect(await stamp(id)).toEqual({ reminder_count: 1, reminder_sent_at: '2030-12-02T14:00:00.000Z' });
    expect(await remindersOf(id)).toEqual([
      { change_reason: 'Sent automatically as the first reminder, due 36 hours before the start (Settings › Notifications)', new_values: { method: 'email', recipient: 'nora@example.com' }, changed_by: null },
    ]);

    // The second reminder (2 hours before): not due at 12:59 UTC, due at 13:30 (90 minutes before).
    expect(await job().remindDue(new Date('2030-12-03T12:59:00Z'))).toBe(0);
    expect(await job().remindDue(new Date('2030-12-03T13:30:00Z'))).toBe(1);
    expect(await job().remindDue(new Date('2030-12-03T13:31:00Z'))).toBe(0);
    expect(await outboxSince(since)).toEqual([NORA_REMINDER, NORA_REMINDER]);
    expect(await stamp(id)).toEqual({ reminder_count: 2, reminder_sent_at: '2030-12-03T13:30:00.000Z' });
    expect((await remindersOf(id)).map((entry: { change_reason: string }) => entry.change_reason)).toEqual([
      'Sent automatically as the first reminder, due 36 hours before the start (Settings › Notifications)',
      'Sent automatically as the second reminder, due 2 hours before the start (Settings › Notifications)',
    ]);
  });

  it('sends on every channel on for reminders that the client has an address for, counting one reminder', async () => {
    await notifications({}, { enabled: true });
    const id = await book('2030-12-03', '10:30');
    const since = await lastOutboxId();

    expect(await job().remindDue(new Date('2030-12-02T14:00:00Z'))).toBe(1);
    expect(await outboxSince(since)).toEqual([
      { ...NORA_REMINDER, body: NORA_REMINDER.body.replace('10:00', '10:30') },
      { channel: 'sms', recipient: '(212) 555-0147', subject: 'Appointment reminder', body: NORA_REMINDER.body.replace('10:00', '10:30') },
    ]);
    expect(await stamp(id)).toEqual({ reminder_count: 1, reminder_sent_at: '2030-12-02T14:00:00.000Z' });
    expect((await remindersOf(id)).map((entry: { new_values: unknown }) => entry.new_values)).toEqual([
      { method: 'email', recipient: 'nora@example.com' },
      { method: 'sms', recipient: '(212) 555-0147' },
    ]);
  });

  it('leaves in the desk queue a client it cannot reach: a phone only while SMS is off', async () => {
    const walt = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Walt', email: undefined, phone: '+1 212 555 0199' })).expect(201)).body.data.client_id;
    const unreachable = await book('2030-12-03', '11:00', walt);
    const reachable = await book('2030-12-03', '11:30');
    const since = await lastOutboxId();

    expect(await job().remindDue(new Date('2030-12-02T14:00:00Z'))).toBe(1);
    expect(await outboxSince(since)).toEqual([{ ...NORA_REMINDER, body: NORA_REMINDER.body.replace('10:00', '11:30') }]);
    expect(await stamp(reachable)).toEqual({ reminder_count: 1, reminder_sent_at: '2030-12-02T14:00:00.000Z' });
    expect(await stamp(unreachable)).toEqual({ reminder_count: 0, reminder_sent_at: null });
    expect(await remindersOf(unreachable)).toEqual([]);
    expect(await queueIds()).toEqual([unreachable]);
  });

  it('sends nothing while no channel sends reminders', async () => {
    const id = await book('2030-12-03', '12:00');
    const since = await lastOutboxId();

    await notifications({ appointmentReminders: false }, { enabled: false });
    expect(await job().remindDue(new Date('2030-12-02T14:00:00Z'))).toBe(0);
    await notifications({ enabled: false }, { enabled: true, appointmentReminders: false });
    expect(await job().remindDue(new Date('2030-12-02T14:00:00Z'))).toBe(0);

    expect(await outboxSince(since)).toEqual([]);
    expect(await stamp(id)).toEqual({ reminder_count: 0, reminder_sent_at: null });
  });
});

describe('the reminder job on two instances of one database', () => {
  let other: NestFastifyApplication;
  beforeAll(async () => {
    other = await startAppOn(t.db.url);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('sends each due reminder once when both run at the same moment', async () => {
    const times = ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30'];
    const ids: number[] = [];
    for (const time of times) ids.push(await book('2030-12-03', time));
    const since = await lastOutboxId();

    const at = new Date('2030-12-02T14:00:00Z');
    const runs = await Promise.all([job().remindDue(at), other.get(ReminderJob).remindDue(at), job().remindDue(at), other.get(ReminderJob).remindDue(at)]);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(6);
    expect((await outboxSince(since)).map((message: { body: string }) => message.body.match(/at (\d\d:\d\d)\./)?.[1])).toEqual(times);
    for (const id of ids) {
      expect(await stamp(id)).toEqual({ reminder_count: 1, reminder_sent_at: '2030-12-02T14:00:00.000Z' });
      expect(await remindersOf(id)).toHaveLength(1);
    }
  });
});
