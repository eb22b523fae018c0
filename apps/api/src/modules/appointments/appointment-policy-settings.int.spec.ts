import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'csv-parse/sync';
import { bearer, signIn } from '../../common/testing/accounts';
import { employeeBody } from '../../common/testing/factories';
import { bookingStage } from '../../common/testing/booking-stage';
import type { TestApp } from '../../common/testing/test-app';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { AutoConfirmJob } from './auto-confirm.job';

// Now is Monday 2 December 2030, 09:00 in New York (14:00 UTC, pretend-clock.ts). Today's
// bookings: 10:30 is inside the default 2-hour no-cancel period, 11:00 to 18:00 inside the
// default 24-hour minimum notice; Thursday the 5th is beyond both.
usePretendClock();

type Headers = Record<string, string>;
let t: TestApp;
let reception: Headers;
let owner: Headers;
let clientId: number;
let serviceId: number;

beforeAll(async () => {
  ({ t, reception, owner, clientId, serviceId } = await bookingStage({ client: { email: 'nora@example.com', phone: '(212) 555-0147' }, service: { base_price: 80 } }));
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Saves part of a settings section as the owner would, the rest kept as it is. */
async function saveSettings(section: 'appointments' | 'notifications', change: (current: Record<string, object>) => Record<string, unknown>) {
  const current = (await t.http.get('/api/settings').set(owner).expect(200)).body.data.settings[section];
  await t.http.put(`/api/settings/${section}`).set(owner).send(change(current)).expect(200);
}
const cancellationPolicy = (policy: Record<string, unknown>) =>
  saveSettings('appointments', (current) => ({ ...current, cancellationPolicy: { ...current.cancellationPolicy, ...policy } }));
const confirmationSettings = (settings: Record<string, unknown>) =>
  saveSettings('appointments', (current) => ({ ...current, confirmationSettings: { ...current.confirmationSettings, ...settings } }));
const channels = (email: Record<string, unknown>, sms: Record<string, unknown>, timing: Record<string, unknown> = {}) =>
  saveSettings('notifications', (current) => ({
    ...current,
    emailNotifications: { ...current.emailNotifications, ...email },
    smsNotifications: { ...current.smsNotifications, ...sms },
    reminderTiming: { ...current.reminderTiming, ...timing },
  }));

const defaults = async () => {
  await t.http.post('/api/settings/reset').set(owner).send({ section: 'notifications' }).expect(200);
  await saveSettings('appointments', (current) => ({
    ...current,
    // The widest booking window, so today's and later dates can all be booked.
    bookingRules: { ...current.bookingRules, minAdvanceBookingHours: 0, maxAdvanceBookingDays: 365 },
    cancellationPolicy: { allowCancellations: true, minHoursBeforeAppointment: 24, cancellationFee: 25, cancellationFeeType: 'fixed', noCancelPeriod: 2 },
    confirmationSettings: { requireConfirmation: false, autoConfirmAfterHours: 24, sendConfirmationEmail: true, sendConfirmationSms: false },
  }));
};
beforeEach(defaults);

/** A booking with a stylist of its own, so no two tests' times collide. */
async function book(appointment_date: string, start_time: string, total_price = 80) {
  const employeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody()).expect(201)).body.data.employee_id;
  const response = await t.http
    .post('/api/appointments')
    .set(reception)
    .send({ client_id: clientId, employee_id: employeeId, service_id: serviceId, appointment_date, start_time, duration_minutes: 30, total_price })
    .expect(201);
  return response.body.data as { appointment_id: number; status: { name: string }; confirmation_sent_at: string | null };
}
const cancel = (id: number, auth: Headers, reason = 'Client asked') => t.http.patch(`/api/appointments/${id}/cancel`).set(auth).send({ reason });
const historyOf = async (id: number) =>
  (await t.http.get(`/api/appointments/${id}/history`).set(owner).expect(200)).body.data as Array<{ change_type: string; change_reason: string | null; new_values: string | null; changedBy: unknown }>;
const outboxTo = (recipient: string, since: number) =>
  t.dataSource.query<{ channel: string; subject: string | null; body: string }[]>(
    `SELECT channel, subject, body FROM outbox_messages WHERE outbox_message_id > $1 AND recipient = $2 ORDER BY outbox_message_id`,
    [since, recipient],
  );
const lastOutboxId = async () => (await t.dataSource.query<{ id: number }[]>(`SELECT coalesce(max(outbox_message_id), 0)::int AS id FROM outbox_messages`))[0].id;
const owed = async (id: number) => (await t.http.get(`/api/payments/appointments/${id}/balance`).set(owner).expect(200)).body.data.owed_amount as number;

describe('the cancellation policy', () => {
  it('lets the desk cancel free of charge before the minimum notice', async () => {
    const { appointment_id } = await book('2030-12-05', '10:00');
    const cancelled = (await cancel(appointment_id, reception).expect(200)).body.data;
    expect(cancelled).toMatchObject({ status: { name: 'cancelled' }, cancellation_fee: 0 });
    expect(await owed(appointment_id)).toBe(0);
  });

  it('refuses the desk inside the minimum notice with the policy message, and keeps the booking', async () => {
    const { appointment_id } = await book('2030-12-02', '16:00');
    const refused = await cancel(appointment_id, reception).expect(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Appointments cannot be cancelled less than 24 hours before the start' });
    expect((await t.http.get(`/api/appointments/${appointment_id}`).set(owner).expect(200)).body.data.status.name).toBe('pending');
  });

  it('lets the management cancel late, recording the fee on the appointment, its history, the notice and its balance', async () => {
    const { appointment_id } = await book('2030-12-02', '15:00');
    const since = await lastOutboxId();
    const cancelled = (await cancel(appointment_id, owner, 'Client is unwell').expect(200)).body.data;
    expect(cancelled).toMatchObject({ status: { name: 'cancelled' }, cancellation_fee: 25 });
    const entry = (await historyOf(appointment_id)).at(-1)!;
    expect(entry.change_type).toBe('cancel');
    expect(JSON.parse(entry.new_values!)).toMatchObject({ status: 'cancelled', cancellation_fee: 25 });
    const [notice] = await outboxTo('nora@example.com', since);
    expect(notice.body).toContain('A late-cancellation fee of $25.00 applies.');

    // The desk takes the fee: the cancelled appointment owes it, and may be paid for it alone.
    expect(await owed(appointment_id)).toBe(25);
    await t.http.post('/api/payments').set(owner).send({ appointment_id, amount: 25, payment_method: 'cash' }).expect(201);
    expect(await owed(appointment_id)).toBe(0);
  });

  it("writes the fee in the export's Cancellation Fee column, and nothing for a free cancellation", async () => {
    const late = (await book('2030-12-02', '13:00')).appointment_id;
    const early = (await book('2030-12-05', '13:00')).appointment_id;
    await cancel(late, owner, 'Client is unwell').expect(200);
    await cancel(early, reception).expect(200);
    const csv = await t.http.get('/api/appointments/export').query({ status: 'cancelled' }).set(owner).expect(200);
    const rows = parse(csv.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    const feeOf = (id: number) => rows.find((row) => Number(row['Appointment ID']) === id)?.['Cancellation Fee'];
    expect(feeOf(late)).toBe('25.00');
    expect(feeOf(early)).toBe('');
  });

  it('charges a percentage of the price to the cent', async () => {
    await cancellationPolicy({ cancellationFee: 15, cancellationFeeType: 'percentage' });
    const { appointment_id } = await book('2030-12-02', '14:00', 79.99);
    expect((await cancel(appointment_id, owner).expect(200)).body.data.cancellation_fee).toBe(12);
  });

  it('refuses the desk inside the no-cancel period; the owner overrides it with a reason, paying the fee as for a late cancellation', async () => {
    const { appointment_id } = await book('2030-12-02', '10:30');
    const refused = await cancel(appointment_id, reception).expect(409);
    expect(refused.body.message).toBe('Appointments cannot be cancelled less than 2 hours before the start; mark a no-show instead');
    const noReason = await t.http.patch(`/api/appointments/${appointment_id}/cancel`).set(owner).send({}).expect(400);
    expect(noReason.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Give a reason to cancel less than 2 hours before the start',
      details: { fieldErrors: { reason: ['Give a reason to cancel less than 2 hours before the start'] } },
    });
    const cancelled = (await cancel(appointment_id, owner, 'Stylist is off sick').expect(200)).body.data;
    expect(cancelled).toMatchObject({ status: { name: 'cancelled' }, cancellation_fee: 25, cancellation_reason: 'Stylist is off sick' });
    expect(await owed(appointment_id)).toBe(25);
  });

  it('lets the owner cancel a pending appointment whose start has passed, the desk still refused', async () => {
    const { appointment_id, status } = await book('2030-12-02', '09:15');
    expect(status.name).toBe('pending');
    // 09:40 in New York: the appointment started 25 minutes ago.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-02T14:40:00Z') });
    reception = bearer((await signIn(t, 'priya')).token);
    owner = bearer((await signIn(t, 'olivia')).token);
    expect((await cancel(appointment_id, reception).expect(409)).body.message).toBe('Appointments cannot be cancelled less than 2 hours before the start; mark a no-show instead');
    expect((await cancel(appointment_id, owner, 'Client never confirmed').expect(200)).body.data).toMatchObject({ status: { name: 'cancelled' }, cancellation_fee: 25 });
  });

  it('refuses the desk every cancellation while cancellations are off; the management still cancels, free before the notice', async () => {
    await cancellationPolicy({ allowCancellations: false });
    const { appointment_id } = await book('2030-12-05', '11:00');
    expect((await cancel(appointment_id, reception).expect(409)).body.message).toBe('This salon does not allow cancellations');
    expect((await cancel(appointment_id, owner).expect(200)).body.data.cancellation_fee).toBe(0);
  });

  it('reads periods of 0 hours as none: the desk cancels an hour before, free', async () => {
    await cancellationPolicy({ minHoursBeforeAppointment: 0, noCancelPeriod: 0 });
    const { appointment_id } = await book('2030-12-02', '10:00');
    expect((await cancel(appointment_id, reception).expect(200)).body.data.cancellation_fee).toBe(0);
  });
});

describe('moving an appointment inside the notice (the dodge: move it, then cancel free)', () => {
  const reschedule = (id: number, auth: Headers, new_date: string, new_start_time: string) =>
    t.http.patch(`/api/appointments/${id}/reschedule`).set(auth).send({ new_date, new_start_time, send_notification: false });
  const current = async (id: number) => (await t.http.get(`/api/appointments/${id}`).set(owner).expect(200)).body.data;
  const edit = async (id: number, auth: Headers, changes: Record<string, unknown>, status: number) => {
    const { client_id, employee_id, service_id, appointment_date, start_time, duration_minutes, total_price } = await current(id);
    const body = { client_id, employee_id, service_id, appointment_date, start_time, duration_minutes, total_price, ...changes };
    return t.http.put(`/api/appointments/${id}`).set(auth).send(body).expect(status);
  };
  const message = 'Appointments cannot be moved less than 24 hours before the start';

  it('refuses the desk a reschedule or an edit out of the notice, with the policy message, and keeps the booking', async () => {
    const { appointment_id } = await book('2030-12-02', '16:00');
    const refused = await reschedule(appointment_id, reception, '2030-12-09', '10:00').expect(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_TRANSITION', message });
    expect((await edit(appointment_id, reception, { appointment_date: '2030-12-04' }, 409)).body.message).toBe(message);
    expect(await current(appointment_id)).toMatchObject({ appointment_date: '2030-12-02', start_time: '16:00' });
    // An edit that keeps the time is no move.
    await edit(appointment_id, reception, { notes: 'Bring the colour chart' }, 200);
  });

  it('lets the desk shift one inside the notice to a time still inside it (the client running late)', async () => {
    const { appointment_id } = await book('2030-12-02', '16:00');
    await edit(appointment_id, reception, { start_time: '17:00' }, 200);
    await reschedule(appointment_id, reception, '2030-12-02', '17:30').expect(200);
    expect(await current(appointment_id)).toMatchObject({ appointment_date: '2030-12-02', start_time: '17:30' });
  });

  it('lets the owner move it, and the desk move one beyond the notice', async () => {
    const today = (await book('2030-12-02', '16:00')).appointment_id;
    expect((await reschedule(today, owner, '2030-12-09', '10:00').expect(200)).body.data).toMatchObject({ appointment_date: '2030-12-09', start_time: '10:00' });
    const thursday = (await book('2030-12-05', '10:00')).appointment_id;
    await reschedule(thursday, reception, '2030-12-06', '11:00').expect(200);
    await edit(thursday, reception, { start_time: '12:00' }, 200);
  });
});

describe('deleting an appointment not yet finished (the dodge: delete it, no fee, gone from the rates)', () => {
  const remove = (id: number, auth: Headers, reason?: string) => t.http.delete(`/api/appointments/${id}`).set(auth).send(reason === undefined ? {} : { reason });
  const exists = async (id: number) => (await t.http.get(`/api/appointments/${id}`).set(owner)).status === 200;

  it('refuses the desk inside the minimum notice and the no-cancel period with the policy messages, and keeps the booking', async () => {
    await cancellationPolicy({ minHoursBeforeAppointment: 24, noCancelPeriod: 24, cancellationFee: 50, cancellationFeeType: 'percentage' });
    const { appointment_id } = await book('2030-12-02', '13:00');
    const refused = await remove(appointment_id, reception, 'Client called').expect(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Appointments cannot be cancelled less than 24 hours before the start; mark a no-show instead' });
    expect(await exists(appointment_id)).toBe(true);

    await cancellationPolicy({ noCancelPeriod: 2 });
    const late = (await book('2030-12-02', '16:00')).appointment_id;
    expect((await remove(late, reception, 'Client called').expect(409)).body.message).toBe('Appointments cannot be cancelled less than 24 hours before the start');
    expect(await exists(late)).toBe(true);
  });

  it('lets the owner delete one entered by mistake inside the notice, a reason needed inside the no-cancel period', async () => {
    const soon = (await book('2030-12-02', '10:30')).appointment_id;
    const noReason = await remove(soon, owner).expect(400);
    expect(noReason.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fieldErrors: { reason: ['Give a reason to cancel less than 2 hours before the start'] } } });
    await remove(soon, owner, 'Booked by mistake').expect(204);
    const late = (await book('2030-12-02', '16:00')).appointment_id;
    await remove(late, owner).expect(204);
    expect([await exists(soon), await exists(late)]).toEqual([false, false]);
  });

  it('lets the desk delete one beyond the notice, and one already cancelled inside it', async () => {
    const thursday = (await book('2030-12-05', '10:00')).appointment_id;
    await remove(thursday, reception, 'Booked by mistake').expect(204);
    const cancelled = (await book('2030-12-02', '16:00')).appointment_id;
    await cancel(cancelled, owner, 'Client is unwell').expect(200);
    await remove(cancelled, reception, 'Duplicate').expect(204);
    expect([await exists(thursday), await exists(cancelled)]).toEqual([false, false]);
  });

  it('refuses the desk while cancellations are off, as a cancellation would be', async () => {
    await cancellationPolicy({ allowCancellations: false });
    const { appointment_id } = await book('2030-12-05', '11:00');
    expect((await remove(appointment_id, reception).expect(409)).body.message).toBe('This salon does not allow cancellations');
  });
});

describe('the notification switches', () => {
  it('sends the cancellation notice on the channels left on: SMS on and e-mail cancellations off', async () => {
    await channels({ appointmentCancellations: false }, { enabled: true });
    const { appointment_id } = await book('2030-12-06', '10:00');
    const since = await lastOutboxId();
    await cancel(appointment_id, reception).expect(200);
    expect(await outboxTo('nora@example.com', since)).toEqual([]);
    const [sms] = await outboxTo('(212) 555-0147', since);
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms.body).toContain('your appointment on 2030-12-06 at 10:00 has been cancelled.');
  });

  it('refuses a reminder by hand on a switched-off channel, saying so', async () => {
    await channels({ appointmentReminders: false }, {});
    const { appointment_id } = await book('2030-12-03', '10:00');
    const refused = await t.http.post(`/api/appointments/${appointment_id}/send-reminder`).set(reception).send({ method: 'email' }).expect(400);
    expect(refused.body.message).toBe('E-mail reminders are switched off in Settings › Notifications');
    const sms = await t.http.post(`/api/appointments/${appointment_id}/send-reminder`).set(reception).send({ method: 'sms' }).expect(400);
    expect(sms.body.message).toBe('SMS reminders are switched off in Settings › Notifications');
  });
});

describe('the reminders queue', () => {
  const queue = async () => (await t.http.get('/api/appointments/needs-reminders?limit=100').set(reception).expect(200)).body.data;
  const counts = async () => (await t.http.get('/api/appointments/queue-counts').set(reception).expect(200)).body.data.needs_reminders;

  it('follows the first and second reminder hours of the settings', async () => {
    // Wednesday 10:00 is 49 hours away, Tuesday 10:00 25 hours away.
    const wednesday = (await book('2030-12-04', '10:00')).appointment_id;
    const tuesday = (await book('2030-12-03', '10:00')).appointment_id;
    const ids = async () => (await queue()).rows.map((row: { appointment_id: number }) => row.appointment_id);
    expect(await ids()).not.toContain(tuesday);
    await channels({}, {}, { firstReminder: 26 });
    expect(await ids()).toContain(tuesday);
    expect(await ids()).not.toContain(wednesday);
    await channels({}, {}, { firstReminder: 50 });
    expect(await ids()).toEqual(expect.arrayContaining([tuesday, wednesday]));
    await t.http.post(`/api/appointments/${tuesday}/send-reminder`).set(reception).send({}).expect(200);
    expect(await ids()).not.toContain(tuesday);

    // Tuesday 07:30, two and a half hours before: the second reminder is due at 2 hours by default, at 3 when set so.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-03T12:30:00Z') });
    reception = bearer((await signIn(t, 'priya')).token);
    owner = bearer((await signIn(t, 'olivia')).token);
    expect(await ids()).not.toContain(tuesday);
    await channels({}, {}, { secondReminder: 3 });
    expect(await ids()).toContain(tuesday);
  });

  it('is empty while no channel sends reminders', async () => {
    await book('2030-12-03', '11:00');
    await channels({}, {}, { firstReminder: 48 });
    expect(await counts()).toBeGreaterThan(0);
    await channels({ appointmentReminders: false }, { enabled: false });
    expect(await queue()).toEqual({ rows: [], count: 0 });
    expect(await counts()).toBe(0);
  });
});

describe('auto-confirmation', () => {
  const job = () => t.app.get(AutoConfirmJob);
  const bookedHoursAgo = async (id: number, hours: number) =>
    t.dataSource.query(`UPDATE appointments SET created_at = $2::timestamptz - make_interval(hours => $3) WHERE appointment_id = $1`, [id, new Date().toISOString(), hours]);
  const statusOf = async (id: number) => (await t.http.get(`/api/appointments/${id}`).set(owner).expect(200)).body.data.status.name as string;
  // created_at is the database's clock, the job's now the pretend one: every booking so far was made just now.
  beforeEach(async () => {
    await t.dataSource.query(`UPDATE appointments SET created_at = $1`, [new Date().toISOString()]);
  });

  it('confirms pending bookings the set hours after booking, once across two runs at once, with one history entry by the system', async () => {
    await confirmationSettings({ autoConfirmAfterHours: 6 });
    const due = [(await book('2030-12-10', '10:00')).appointment_id, (await book('2030-12-10', '11:00')).appointment_id, (await book('2030-12-10', '12:00')).appointment_id];
    const notYet = (await book('2030-12-10', '13:00')).appointment_id;
    for (const id of due) await bookedHoursAgo(id, 7);
    await bookedHoursAgo(notYet, 5);

    const [first, second] = await Promise.all([job().confirmDue(), job().confirmDue()]);
    expect(first + second).toBe(3);
    for (const id of due) {
      expect(await statusOf(id)).toBe('confirmed');
      const automatic = (await historyOf(id)).filter((entry) => entry.change_type === 'auto_confirmed');
      expect(automatic).toHaveLength(1);
      expect(automatic[0]).toMatchObject({ changedBy: null, change_reason: 'Confirmed automatically 6 hours after booking (Settings › Appointments)' });
    }
    expect(await statusOf(notYet)).toBe('pending');
    expect(await job().confirmDue()).toBe(0);
  });

  it('leaves bookings waiting while the salon requires the client to confirm, and those already started', async () => {
    await confirmationSettings({ requireConfirmation: true, autoConfirmAfterHours: 1 });
    const waiting = (await book('2030-12-11', '10:00')).appointment_id;
    await bookedHoursAgo(waiting, 30);
    expect(await job().confirmDue()).toBe(0);

    await confirmationSettings({ requireConfirmation: false, autoConfirmAfterHours: 1 });
    const started = (await book('2030-12-02', '09:30')).appointment_id;
    await bookedHoursAgo(started, 30);
    await job().confirmDue(new Date('2030-12-02T14:45:00Z'));
    expect(await statusOf(started)).toBe('pending');
    expect(await statusOf(waiting)).toBe('confirmed');
  });
});

describe('confirmation on booking', () => {
  it('tells the client by e-mail that the booking is made, and leaves it pending for the auto-confirmation', async () => {
    const since = await lastOutboxId();
    const booked = await book('2030-12-12', '10:00');
    expect(booked).toMatchObject({ status: { name: 'pending' }, confirmation_sent_at: null });
    expect(await outboxTo('nora@example.com', since)).toEqual([
      { channel: 'email', subject: 'Your appointment is booked', body: expect.stringContaining('appointment on 2030-12-12 at 10:00 is booked') },
    ]);
    expect(await outboxTo('(212) 555-0147', since)).toEqual([]);
  });

  it('asks the client to confirm by e-mail and SMS where the salon waits for it, stamping the request as sent', async () => {
    await confirmationSettings({ requireConfirmation: true, sendConfirmationSms: true });
    await channels({}, { enabled: true });
    const since = await lastOutboxId();
    const booked = await book('2030-12-12', '11:00');
    expect(booked.status.name).toBe('pending');
    expect(booked.confirmation_sent_at).not.toBeNull();
    // Answered as its detail reads it afterwards, the stamp included.
    expect((await t.http.get(`/api/appointments/${booked.appointment_id}`).set(reception).expect(200)).body.data).toEqual(booked);
    expect((await outboxTo('nora@example.com', since)).map((message) => message.subject)).toEqual(['Please confirm your appointment']);
    expect((await outboxTo('(212) 555-0147', since)).map((message) => message.channel)).toEqual(['sms']);
    const entry = (await historyOf(booked.appointment_id)).at(-1)!;
    expect(entry.change_type).toBe('confirmation_sent');
    expect(JSON.parse(entry.new_values!)).toEqual({ method: 'email, sms' });
  });

  it('confirms at once when the salon auto-confirms after 0 hours, by the system', async () => {
    await confirmationSettings({ autoConfirmAfterHours: 0 });
    const booked = await book('2030-12-12', '12:00');
    expect(booked.status.name).toBe('confirmed');
    const history = await historyOf(booked.appointment_id);
    expect(history.map((entry) => entry.change_type)).toEqual(['created', 'auto_confirmed']);
    expect(history[1]).toMatchObject({ changedBy: null, change_reason: 'Confirmed on booking (Settings › Appointments)' });
  });

  it('sends nothing when the confirmation e-mail is switched off, or e-mail confirmations are', async () => {
    await confirmationSettings({ sendConfirmationEmail: false });
    let since = await lastOutboxId();
    await book('2030-12-12', '13:00');
    expect(await outboxTo('nora@example.com', since)).toEqual([]);

    await confirmationSettings({ sendConfirmationEmail: true });
    await channels({ appointmentConfirmations: false }, {});
    since = await lastOutboxId();
    await book('2030-12-12', '14:00');
    expect(await outboxTo('nora@example.com', since)).toEqual([]);
  });
});
