import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, DEFAULT_SETTINGS } from '@salon/contracts';
import { signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { PRETEND_NOW, usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// Monday 2 December 2030, 09:00 in New York (the salon's zone): its hours are 09:00-19:00.
usePretendClock();

type Headers = Record<string, string>;
let t: TestApp;
let reception: Headers;
let stylist: Headers;
let owner: Headers;
let haircut: number;
let blowDry: number;
let sofia: number;

beforeAll(async () => {
  t = await createTestApp();
  reception = await signedInAs(t, 'priya', ['receptionist']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
  owner = await signedInAs(t, 'olivia', ['owner']);
  haircut = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Haircut', duration_minutes: 60, base_price: 70 })).expect(201)).body.data.service_id;
  blowDry = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Blow Dry', duration_minutes: 30, base_price: 35 })).expect(201)).body.data.service_id;
  // No weekly schedule: she works the salon's hours, so she is at work now.
  sofia = (await t.http.post('/api/employees').set(owner).send(employeeBody()).expect(201)).body.data.employee_id;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Back to the pretend instant (a test may have moved on; the access tokens last 15 minutes).
  vi.setSystemTime(PRETEND_NOW);
  await t.dataSource.query('DELETE FROM waitlist_entries');
  await t.dataSource.query('DELETE FROM outbox_messages');
  // The salon's defaults again (a test may have saved a section): SMS notifications are off by default.
  await t.http.post('/api/settings/reset').set(owner).send({}).expect(200);
});

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  clientName: 'Ana Walker',
  clientPhone: '+1 212 555 0199',
  partySize: 1,
  requestedServices: [{ serviceId: haircut }],
  notificationPreference: 'sms',
  ...overrides,
});
const add = async (overrides: Record<string, unknown> = {}) => (await t.http.post('/api/waitlist').set(reception).send(walkIn(overrides)).expect(201)).body.data;
const list = async (query = '') => contract.waitlist.list.responses[200].parse((await t.http.get(`/api/waitlist${query}`).set(reception).expect(200)).body).data;
const act = (id: number, action: string, headers = reception) => t.http.patch(`/api/waitlist/${id}/${action}`).set(headers).send({});
const positions = async () => (await list()).entries.map((entry) => [entry.clientName, entry.status, entry.position]);
/** Pins an entry's arrival, so the waits measured from it are literal. */
const arrivedAt = (id: number, iso: string) => t.dataSource.query('UPDATE waitlist_entries SET added_at = $2 WHERE waitlist_entry_id = $1', [id, iso]);
const convert = (id: number, booking: { startTime: string; date?: string; clientId?: number; clientFirstName?: string; clientLastName?: string }) =>
  t.http.post(`/api/waitlist/${id}/convert-to-appointment`).set(reception).send({ employeeId: sofia, date: '2030-12-03', ...booking });
const saveSettings = (section: 'general' | 'appointments' | 'notifications', value: object) => t.http.put(`/api/settings/${section}`).set(owner).send(value).expect(200);
const smsSettings = (changes: Partial<typeof DEFAULT_SETTINGS.notifications.smsNotifications>) =>
  saveSettings('notifications', { ...DEFAULT_SETTINGS.notifications, smsNotifications: { ...DEFAULT_SETTINGS.notifications.smsNotifications, ...changes } });
const outbox = () => t.dataSource.query('SELECT channel, recipient, subject, body FROM outbox_messages ORDER BY outbox_message_id');

describe('POST /api/waitlist', () => {
  it('adds walk-ins at the end of the queue, each estimated from the chair time ahead and the one employee at work', async () => {
    const ana = await add();
    const ben = await add({ clientName: 'Ben Ortiz', partySize: 2, requestedServices: [{ serviceId: blowDry, preferredEmployeeId: sofia }] });
    const cleo = await add({ clientName: 'Cleo Park', clientEmail: 'cleo@example.com', notificationPreference: 'email', requestedServices: [{ serviceId: haircut }, { serviceId: blowDry }], notes: 'Prefers the window seat' });

    expect(ana).toEqual({
      id: ana.id,
      clientName: 'Ana Walker',
      clientPhone: '+1 212 555 0199',
      clientEmail: null,
      partySize: 1,
      requestedServices: [{ serviceId: haircut, serviceName: 'Haircut', durationMinutes: 60, preferredEmployeeId: null, preferredEmployeeName: null }],
      notificationPreference: 'sms',
      notes: null,
      status: 'waiting',
      position: 1,
      estimatedWaitTime: 0,
      actualWaitTime: null,
      addedAt: expect.stringMatching(/^2030-12-02T14:00:\d{2}\.\d{3}Z$/),
      notifiedAt: null,
      seatedAt: null,
      appointmentId: null,
    });
    expect(ben).toMatchObject({ position: 2, estimatedWaitTime: 60, requestedServices: [{ serviceName: 'Blow Dry', preferredEmployeeId: sofia, preferredEmployeeName: 'Sofia Marino' }] });
    // Ahead of Cleo: Ana's haircut (60) and Ben's party of two blow-dries (2 x 30).
    expect(cleo).toMatchObject({ position: 3, estimatedWaitTime: 120, notes: 'Prefers the window seat' });
  });

  it("counts a party's several services once for the whole party (Sofia alone at work)", async () => {
    await add({ clientName: 'Julia Chen', partySize: 2, requestedServices: [{ serviceId: haircut }, { serviceId: blowDry }] });
    expect(await add({ clientName: 'Ben Ortiz' })).toMatchObject({ position: 2, estimatedWaitTime: 90 });
  });

  it("refuses the form's mistakes with the spec's messages", async () => {
    const response = await t.http.post('/api/waitlist').set(reception).send({ clientName: '', clientPhone: '', partySize: 0, clientEmail: 'ana@', requestedServices: [] }).expect(400);
    expect(response.body.details.fieldErrors).toEqual({
      clientName: ['Customer name is required'],
      clientPhone: ['Phone number is required'],
      clientEmail: ['Please enter a valid email address'],
      partySize: ['Party size must be between 1 and 20'],
      requestedServices: ['Please select at least one service'],
    });
  });

  it("refuses an e-mail preference without an address, and services or employees that are not the salon's", async () => {
    const noEmail = await t.http.post('/api/waitlist').set(reception).send(walkIn({ notificationPreference: 'email' })).expect(400);
    expect(noEmail.body.details.fieldErrors).toEqual({ clientEmail: ['This customer has no email address to notify'] });
    const unknown = await t.http.post('/api/waitlist').set(reception).send(walkIn({ requestedServices: [{ serviceId: 999, preferredEmployeeId: 999 }] })).expect(400);
    expect(unknown.body.details.fieldErrors).toEqual({
      'requestedServices.0.serviceId': ['Please select a service'],
      'requestedServices.0.preferredEmployeeId': ['Please select a valid employee'],
    });
    expect((await list()).entries).toEqual([]);
  });
});

describe('the life cycle', () => {
  it('notifies a waiting entry by SMS (the salon has turned SMS on), keeping its place; only a waiting entry can be notified', async () => {
    await smsSettings({ enabled: true });
    const ana = await add();
    const notified = (await act(ana.id, 'notify').expect(200)).body.data;
    expect(notified).toMatchObject({ status: 'notified', position: 1, estimatedWaitTime: null, notifiedAt: expect.stringMatching(/^2030-12-02T14:0/) });
    expect(await outbox()).toEqual([{ channel: 'sms', recipient: '+1 212 555 0199', subject: null, body: "Hi Ana Walker, it's almost your turn. Please come to the front desk." }]);

    const again = await act(ana.id, 'notify').expect(409);
    expect(again.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Only waiting entries can be notified' });
  });

  it('notifies by e-mail, or writes no message for a phone call or none, the entry notified all the same', async () => {
    const cleo = await add({ clientName: 'Cleo Park', clientEmail: 'cleo@example.com', notificationPreference: 'email' });
    const dan = await add({ clientName: 'Dan Reyes', notificationPreference: 'phone' });
    const eve = await add({ clientName: 'Eve Stone', notificationPreference: 'none' });
    const notices = [];
    for (const entry of [cleo, dan, eve]) notices.push((await act(entry.id, 'notify').expect(200)).body.data.notice);
    expect(notices).toEqual([
      { sent: true, text: 'An email is on its way to cleo@example.com.' },
      { sent: false, text: 'Please call them on +1 212 555 0199.' },
      { sent: false, text: 'They asked not to be messaged; let them know in person.' },
    ]);

    expect(await outbox()).toEqual([{ channel: 'email', recipient: 'cleo@example.com', subject: "It's almost your turn", body: "Hi Cleo Park, it's almost your turn. Please come to the front desk." }]);
    expect((await list('?status=notified')).entries.map((entry) => entry.clientName)).toEqual(['Cleo Park', 'Dan Reyes', 'Eve Stone']);
  });

  it('keeps positions 1..n as entries are cancelled, seated and marked no-show', async () => {
    const [ana, ben, cleo, dan] = [await add(), await add({ clientName: 'Ben Ortiz' }), await add({ clientName: 'Cleo Park' }), await add({ clientName: 'Dan Reyes' })];
    await act(ben.id, 'cancel').expect(200);
    expect(await positions()).toEqual([
      ['Ana Walker', 'waiting', 1],
      ['Cleo Park', 'waiting', 2],
      ['Dan Reyes', 'waiting', 3],
      ['Ben Ortiz', 'cancelled', null],
    ]);
    await act(ana.id, 'notify').expect(200);
    await act(ana.id, 'seat').expect(200);
    await act(dan.id, 'no-show').expect(200);
    const after = await list();
    // The queue first, then the closed entries newest first.
    expect(after.entries.map((entry) => [entry.clientName, entry.status, entry.position])).toEqual([
      ['Cleo Park', 'waiting', 1],
      ['Dan Reyes', 'no_show', null],
      ['Ben Ortiz', 'cancelled', null],
      ['Ana Walker', 'seated', null],
    ]);
    expect(after.entries[0]).toMatchObject({ id: cleo.id, estimatedWaitTime: 0 });
    expect(after.counts).toEqual({ all: 4, waiting: 1, notified: 0, seated: 1, cancelled: 1, no_show: 1 });
    expect((await list('?status=seated')).entries.map((entry) => entry.clientName)).toEqual(['Ana Walker']);
  });

  it('measures the actual wait at seating, and only waiting or notified entries accept actions', async () => {
    const ana = await add();
    await arrivedAt(ana.id, '2030-12-02T14:00:00Z');
    vi.setSystemTime(new Date(PRETEND_NOW.getTime() + 12 * 60_000));
    const seated = (await act(ana.id, 'seat').expect(200)).body.data;
    expect(seated).toMatchObject({ status: 'seated', position: null, estimatedWaitTime: null, actualWaitTime: 12, seatedAt: expect.stringMatching(/^2030-12-02T14:12:/) });

    for (const action of ['notify', 'seat', 'cancel', 'no-show']) {
      const refused = await act(ana.id, action).expect(409);
      expect(refused.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Only waiting or notified entries can be changed' });
    }
    const convert = await t.http.post(`/api/waitlist/${ana.id}/convert-to-appointment`).set(reception).send({ employeeId: sofia, date: '2030-12-03', startTime: '10:00' }).expect(409);
    expect(convert.body.message).toBe('Only waiting or notified entries can be changed');
  });
});

describe("the salon's day", () => {
  it("shows yesterday's open walk-ins as no-shows and renumbers today's, and the next change closes them so", async () => {
    const lateYesterday = await add({ clientName: 'Late Yesterday' });
    const notifiedYesterday = await add({ clientName: 'Notified Yesterday' });
    const midnight = await add({ clientName: 'At Midnight' });
    await add({ clientName: 'Ben Ortiz' });
    await act(notifiedYesterday.id, 'notify').expect(200);
    // 23:59 and 22:00 on Sunday in New York; 00:00 on Monday there is today's.
    await arrivedAt(lateYesterday.id, '2030-12-02T04:59:00Z');
    await arrivedAt(notifiedYesterday.id, '2030-12-02T03:00:00Z');
    await arrivedAt(midnight.id, '2030-12-02T05:00:00Z');

    const seen = [
      ['At Midnight', 'waiting', 1, 0],
      ['Ben Ortiz', 'waiting', 2, 60],
      ['Late Yesterday', 'no_show', null, null],
      ['Notified Yesterday', 'no_show', null, null],
    ];
    const before = await list();
    expect(before.entries.map((entry) => [entry.clientName, entry.status, entry.position, entry.estimatedWaitTime])).toEqual(seen);
    expect(before.counts).toEqual({ all: 4, waiting: 2, notified: 0, seated: 0, cancelled: 0, no_show: 2 });
    expect((await list('?status=no_show')).entries.map((entry) => entry.clientName)).toEqual(['Late Yesterday', 'Notified Yesterday']);
    expect((await list('?status=notified')).entries).toEqual([]);
    // Reading closed nothing; the next change to the queue does, at the salon's midnight.
    expect(await t.dataSource.query('SELECT status, closed_at FROM waitlist_entries WHERE waitlist_entry_id = $1', [lateYesterday.id])).toEqual([{ status: 'waiting', closed_at: null }]);
    await act(midnight.id, 'notify').expect(200);
    expect(await t.dataSource.query('SELECT status, position, closed_at FROM waitlist_entries WHERE waitlist_entry_id = $1', [lateYesterday.id])).toEqual([
      { status: 'no_show', position: null, closed_at: new Date('2030-12-02T05:00:00Z') },
    ]);
    expect((await list()).entries.map((entry) => [entry.clientName, entry.status, entry.position])).toEqual([
      ['At Midnight', 'notified', 1],
      ['Ben Ortiz', 'waiting', 2],
      ['Late Yesterday', 'no_show', null],
      ['Notified Yesterday', 'no_show', null],
    ]);
  });

  it("changes no row when a stylist reads the list, the summary or one status of a queue holding yesterday's walk-ins", async () => {
    const yesterday = await add({ clientName: 'Yesterday Walker' });
    await add({ clientName: 'Ben Ortiz' });
    await arrivedAt(yesterday.id, '2030-12-01T20:00:00Z');
    const rows = () => t.dataSource.query('SELECT * FROM waitlist_entries ORDER BY waitlist_entry_id');
    const stored = await rows();

    const listed = (await t.http.get('/api/waitlist').set(stylist).expect(200)).body.data;
    expect(listed.entries.map((entry: { clientName: string; status: string; position: number | null }) => [entry.clientName, entry.status, entry.position])).toEqual([
      ['Ben Ortiz', 'waiting', 1],
      ['Yesterday Walker', 'no_show', null],
    ]);
    await t.http.get('/api/waitlist?status=waiting').set(stylist).expect(200);
    expect((await t.http.get('/api/waitlist/summary').set(stylist).expect(200)).body.data).toMatchObject({ totalWaiting: 1, averageWaitTime: 0 });
    expect(await rows()).toEqual(stored);
  });

  it("leaves yesterday's open walk-ins out of the summary, and a new walk-in queues behind today's only", async () => {
    const yesterday = await add({ clientName: 'Yesterday Walker' });
    await add({ clientName: 'Ben Ortiz' });
    await arrivedAt(yesterday.id, '2030-12-01T20:00:00Z');

    expect((await t.http.get('/api/waitlist/summary').set(reception).expect(200)).body.data).toMatchObject({ totalWaiting: 1, averageWaitTime: 0, todaysTotal: 1 });
    // Adding is a change to the queue too: yesterday's entry goes before the new one takes its place.
    expect(await add({ clientName: 'Cleo Park' })).toMatchObject({ position: 2, estimatedWaitTime: 60 });
    expect(await t.dataSource.query('SELECT status, position FROM waitlist_entries WHERE waitlist_entry_id = $1', [yesterday.id])).toEqual([{ status: 'no_show', position: null }]);
  });
});

describe("the salon's settings", () => {
  it('refuses new walk-ins while Allow walk-ins is off, and takes them again once it is on', async () => {
    await saveSettings('appointments', { ...DEFAULT_SETTINGS.appointments, bookingRules: { ...DEFAULT_SETTINGS.appointments.bookingRules, allowWalkIns: false } });
    const refused = await t.http.post('/api/waitlist').set(reception).send(walkIn()).expect(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: 'Walk-ins are not accepted: turn on Allow walk-ins in Settings › Appointments' });
    expect((await list()).entries).toEqual([]);

    await saveSettings('appointments', DEFAULT_SETTINGS.appointments);
    expect(await add()).toMatchObject({ status: 'waiting', position: 1 });
  });

  it("estimates from the employees at work by the salon's business hours in its settings (Sofia has no weekly schedule)", async () => {
    await add();
    expect(await add({ clientName: 'Ben Ortiz' })).toMatchObject({ position: 2, estimatedWaitTime: 60 });
    // Mondays closed: nobody is at work at 09:00, so there is no estimate.
    const mondaysClosed = DEFAULT_SETTINGS.general.businessHours.map((day) => (day.dayOfWeek === 1 ? { ...day, isClosed: true } : day));
    await saveSettings('general', { ...DEFAULT_SETTINGS.general, businessHours: mondaysClosed });
    expect((await list()).entries.map((entry) => entry.estimatedWaitTime)).toEqual([null, null]);
  });

  it('notifies without a text message while SMS notifications or their waitlist updates are off, and says so', async () => {
    const [ana, ben] = [await add(), await add({ clientName: 'Ben Ortiz', clientPhone: '+1 212 555 0111' })];
    // SMS notifications are off by default (spec part 2 §9).
    const off = (await act(ana.id, 'notify').expect(200)).body.data;
    expect(off).toMatchObject({ status: 'notified', notice: { sent: false, text: 'No text message sent: SMS notifications are turned off in Settings › Notifications. Please call them on +1 212 555 0199 or tell them in person.' } });
    await smsSettings({ enabled: true, waitlistUpdates: false });
    const noUpdates = (await act(ben.id, 'notify').expect(200)).body.data;
    expect(noUpdates.notice).toEqual({ sent: false, text: 'No text message sent: SMS waitlist updates are turned off in Settings › Notifications. Please call them on +1 212 555 0111 or tell them in person.' });
    expect(await outbox()).toEqual([]);
    expect((await list('?status=notified')).entries.map((entry) => entry.clientName)).toEqual(['Ana Walker', 'Ben Ortiz']);
  });

  it('sends the text once SMS notifications are on, and says so; an e-mail waits on e-mail notifications being on', async () => {
    await smsSettings({ enabled: true });
    const ana = await add();
    expect((await act(ana.id, 'notify').expect(200)).body.data.notice).toEqual({ sent: true, text: 'A text message is on its way to +1 212 555 0199.' });
    await saveSettings('notifications', { ...DEFAULT_SETTINGS.notifications, emailNotifications: { ...DEFAULT_SETTINGS.notifications.emailNotifications, enabled: false } });
    const cleo = await add({ clientName: 'Cleo Park', clientEmail: 'cleo@example.com', notificationPreference: 'email' });
    expect((await act(cleo.id, 'notify').expect(200)).body.data.notice).toEqual({
      sent: false,
      text: 'No email sent: email notifications are turned off in Settings › Notifications. Please call them on +1 212 555 0199 or tell them in person.',
    });
    expect((await outbox()).map((message: { channel: string }) => message.channel)).toEqual(['sms']);
  });
});

describe('at the same time', () => {
  it('keeps positions 1..n when walk-ins arrive and leave at once', async () => {
    const arrivals = await Promise.all(Array.from({ length: 8 }, (_, index) => t.http.post('/api/waitlist').set(reception).send(walkIn({ clientName: `Walk-in ${index + 1}` }))));
    expect(arrivals.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201, 201, 201]);
    expect(arrivals.map((response) => response.body.data.position).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const leaving = arrivals.slice(0, 5).map((response) => response.body.data.id);
    const results = await Promise.all(leaving.map((id, index) => act(id, ['cancel', 'seat', 'no-show', 'cancel', 'seat'][index])));
    expect(results.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const queue = (await list()).entries.filter((entry) => entry.position !== null);
    expect(queue.map((entry) => entry.position)).toEqual([1, 2, 3]);
  });
});

describe('GET /api/waitlist/summary', () => {
  it('counts who waits, their average estimate, the next free slot today and today\'s arrivals', async () => {
    await add();
    await add({ clientName: 'Ben Ortiz' });
    const cleo = await add({ clientName: 'Cleo Park' });
    await act(cleo.id, 'cancel').expect(200);
    // An entry from yesterday, seated then, is not today's.
    await t.dataSource.query(
      `INSERT INTO waitlist_entries (salon_id, client_name, client_phone, party_size, notification_preference, status, added_at, seated_at, closed_at, actual_wait_minutes)
       VALUES (1, 'Old Visit', '+1 212 555 0100', 1, 'none', 'seated', '2030-12-01T15:00:00Z', '2030-12-01T15:20:00Z', '2030-12-01T15:20:00Z', 20)`,
    );

    const summary = contract.waitlist.summary.responses[200].parse((await t.http.get('/api/waitlist/summary').set(stylist).expect(200)).body).data;
    // Estimates 0 and 60: average 30. Sofia is free from 09:00 New York time (14:00 UTC).
    expect(summary).toEqual({ totalWaiting: 2, averageWaitTime: 30, nextAvailableSlot: '2030-12-02T14:00:00.000Z', todaysTotal: 3 });
  });

  it('is empty when nobody waits', async () => {
    expect((await t.http.get('/api/waitlist/summary').set(reception).expect(200)).body.data).toEqual({ totalWaiting: 0, averageWaitTime: null, nextAvailableSlot: null, todaysTotal: 0 });
  });
});

describe('POST /api/waitlist/{id}/convert-to-appointment', () => {
  it('refuses a taken slot and leaves the entry as it was', async () => {
    const nora = (await t.http.post('/api/clients').set(reception).send(clientBody({ phone: '+1 212 555 0150', email: 'nora.q@example.com' })).expect(201)).body.data.client_id;
    await t.http
      .post('/api/appointments')
      .set(reception)
      .send({ client_id: nora, employee_id: sofia, service_id: haircut, appointment_date: '2030-12-03', start_time: '10:00', duration_minutes: 60, total_price: 70 })
      .expect(201);
    const ana = await add();
    const clientsBefore = await t.dataSource.query('SELECT count(*)::int AS count FROM clients');

    const refused = await t.http.post(`/api/waitlist/${ana.id}/convert-to-appointment`).set(reception).send({ employeeId: sofia, date: '2030-12-03', startTime: '10:30' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'SLOT_TAKEN', message: 'Selected time slot is not available' });
    expect((await list()).entries).toEqual([expect.objectContaining({ id: ana.id, status: 'waiting', position: 1, appointmentId: null })]);
    expect(await t.dataSource.query('SELECT count(*)::int AS count FROM clients')).toEqual(clientsBefore);
  });

  it("books the first requested service for the walk-in's existing client (same phone, any format, and same name) and seats the entry", async () => {
    const maya = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Maya', last_name: 'Lopez', phone: '(212) 555-0160', email: null })).expect(201)).body.data.client_id;
    const first = await add({ clientName: 'Someone First' });
    const walkInMaya = await add({ clientName: ' maya  LOPEZ ', clientPhone: '+1 212 555 0160', requestedServices: [{ serviceId: blowDry }, { serviceId: haircut }] });
    await arrivedAt(walkInMaya.id, '2030-12-02T14:00:00Z');
    vi.setSystemTime(new Date(PRETEND_NOW.getTime() + 10 * 60_000));

    const response = await convert(walkInMaya.id, { startTime: '15:00' }).expect(201);
    const { entry, appointment } = contract.waitlist.convertToAppointment.responses[201].parse(response.body).data;
    expect(appointment).toMatchObject({ client_id: maya, employee_id: sofia, service_id: blowDry, appointment_date: '2030-12-03', start_time: '15:00', end_time: '15:30', total_price: 35, status: { name: 'pending' } });
    expect(entry).toMatchObject({ status: 'seated', position: null, actualWaitTime: 10, appointmentId: appointment.appointment_id });
    expect((await list()).entries.find((row) => row.id === first.id)).toMatchObject({ position: 1 });
  });

  it('finds the existing client by e-mail (any case) when the name agrees', async () => {
    const nora = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Nora', last_name: 'Quinn', phone: null, email: 'Nora.Quinn@example.com' })).expect(201)).body.data.client_id;
    const walkIn = await add({ clientName: 'Nora Quinn', clientPhone: '+1 917 555 0101', clientEmail: 'nora.quinn@EXAMPLE.com' });
    expect((await convert(walkIn.id, { startTime: '11:00' }).expect(201)).body.data.appointment.client_id).toBe(nora);
  });

  it('never books a walk-in under someone else who shares their phone or e-mail: a new client is made', async () => {
    const maria = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Maria', last_name: 'Ortiz', phone: '(212) 555-0100', email: 'ortiz.family@example.com' })).expect(201)).body.data.client_id;
    const ben = await add({ clientName: 'Ben Ortiz', clientPhone: '212-555-0100', clientEmail: 'ortiz.family@example.com' });

    const booked = (await convert(ben.id, { startTime: '12:00' }).expect(201)).body.data.appointment;
    expect(booked.client_id).not.toBe(maria);
    expect(booked.client).toMatchObject({ first_name: 'Ben', last_name: 'Ortiz', phone: '212-555-0100', email: 'ortiz.family@example.com' });
  });

  it('books for the client the desk chose, even when the walk-in gave one word', async () => {
    const cher = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Cher', last_name: 'Sarkisian', phone: '+1 212 555 0190' })).expect(201)).body.data.client_id;
    const walkIn = await add({ clientName: 'Cher', clientPhone: '+1 646 555 0190' });
    const clientsBefore = await t.dataSource.query('SELECT count(*)::int AS count FROM clients');

    expect((await convert(walkIn.id, { clientId: cher, startTime: '13:00' }).expect(201)).body.data.appointment.client_id).toBe(cher);
    expect(await t.dataSource.query('SELECT count(*)::int AS count FROM clients')).toEqual(clientsBefore);
  });

  it("refuses a one-word name without a chosen client or a typed last name, and a client that is not the salon's, leaving the entry waiting", async () => {
    const walkIn = await add({ clientName: 'Cher' });
    const oneWord = await convert(walkIn.id, { startTime: '13:00' }).expect(400);
    expect(oneWord.body.details.fieldErrors).toEqual({ clientLastName: ['Last name is required'] });
    const blankFirst = await convert(walkIn.id, { startTime: '13:00', clientFirstName: '', clientLastName: 'x'.repeat(51) }).expect(400);
    expect(blankFirst.body.details.fieldErrors).toEqual({ clientLastName: ['Last name must be at most 50 characters'] });
    const unknown = await convert(walkIn.id, { clientId: 999_999, startTime: '13:00' }).expect(400);
    expect(unknown.body.details.fieldErrors).toEqual({ clientId: ['Client not found'] });
    expect((await list()).entries).toEqual([expect.objectContaining({ id: walkIn.id, status: 'waiting', position: 1 })]);
  });

  it('makes a client of a one-word walk-in with the last name the desk typed, or books the client who has that name and phone', async () => {
    const cher = await add({ clientName: 'Cher', clientPhone: '+1 212 555 0191' });
    const booked = (await convert(cher.id, { date: '2030-12-04', startTime: '13:00', clientLastName: 'Sarkisian' }).expect(201)).body.data.appointment;
    expect(booked.client).toMatchObject({ first_name: 'Cher', last_name: 'Sarkisian', phone: '+1 212 555 0191' });

    const again = await add({ clientName: 'cher', clientPhone: '212-555-0191' });
    const clientsBefore = await t.dataSource.query('SELECT count(*)::int AS count FROM clients');
    const rebooked = (await convert(again.id, { date: '2030-12-04', startTime: '14:00', clientFirstName: 'Cher', clientLastName: 'sarkisian' }).expect(201)).body.data.appointment;
    expect(rebooked.client_id).toBe(booked.client_id);
    expect(await t.dataSource.query('SELECT count(*)::int AS count FROM clients')).toEqual(clientsBefore);
  });

  it('makes one client when two entries of the same new person are converted at once', async () => {
    const first = await add({ clientName: 'Iris Vale', clientPhone: '+1 212 555 0133' });
    const second = await add({ clientName: 'Iris Vale', clientPhone: '(212) 555-0133' });
    const [one, two] = await Promise.all([convert(first.id, { date: '2030-12-04', startTime: '10:00' }), convert(second.id, { date: '2030-12-04', startTime: '11:00' })]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.data.appointment.client_id).toBe(two.body.data.appointment.client_id);
    expect(await t.dataSource.query(`SELECT count(*)::int AS count FROM clients WHERE first_name = 'Iris' AND last_name = 'Vale'`)).toEqual([{ count: 1 }]);
  });

  it('makes a client of a walk-in the salon does not know yet', async () => {
    const ana = await add({ clientName: 'Ana  Maria Walker', clientPhone: '+1 212 555 0177', clientEmail: 'ana.w@example.com', notificationPreference: 'email' });
    const response = await convert(ana.id, { startTime: '16:00' }).expect(201);
    expect(response.body.data.appointment.client).toMatchObject({ first_name: 'Ana', last_name: 'Maria Walker', email: 'ana.w@example.com', phone: '+1 212 555 0177' });
  });

  it("names the convert form's fields in the booking's refusals", async () => {
    const ana = await add();
    // Sunday: the salon is closed, so Sofia (on its hours) does not work.
    const refused = await t.http.post(`/api/waitlist/${ana.id}/convert-to-appointment`).set(reception).send({ employeeId: sofia, date: '2030-12-08', startTime: '10:00' }).expect(400);
    expect(Object.keys(refused.body.details.fieldErrors)).toEqual(['startTime']);
    expect((await list()).entries).toEqual([expect.objectContaining({ id: ana.id, status: 'waiting' })]);
  });

  it('needs permission to create appointments too', async () => {
    const ana = await add();
    const refused = await t.http.post(`/api/waitlist/${ana.id}/convert-to-appointment`).set(stylist).send({ employeeId: sofia, date: '2030-12-03', startTime: '17:00' }).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });
});

describe('access', () => {
  it('lets a stylist read the waitlist but change nothing', async () => {
    const ana = await add();
    expect((await t.http.get('/api/waitlist').set(stylist).expect(200)).body.data.entries).toHaveLength(1);
    await t.http.post('/api/waitlist').set(stylist).send(walkIn()).expect(403);
    for (const action of ['notify', 'seat', 'cancel', 'no-show']) await act(ana.id, action, stylist).expect(403);
  });

  it("keeps each salon's queue to itself", async () => {
    const ana = await add();
    const elsewhere = await signedInAtAnotherSalon(t, 'xena', ['waitlist:read', 'waitlist:create', 'waitlist:update', 'appointments:create']);
    expect((await t.http.get('/api/waitlist').set(elsewhere).expect(200)).body.data).toEqual({
      entries: [],
      counts: { all: 0, waiting: 0, notified: 0, seated: 0, cancelled: 0, no_show: 0 },
    });
    await act(ana.id, 'seat', elsewhere).expect(404);
    // Their first walk-in is first in their own queue, and may not ask for our services.
    await t.http.post('/api/waitlist').set(elsewhere).send(walkIn()).expect(400);
    expect((await list()).entries).toEqual([expect.objectContaining({ id: ana.id, status: 'waiting', position: 1 })]);
  });
});
