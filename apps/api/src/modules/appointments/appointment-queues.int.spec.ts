import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@salon/contracts';
import { bearer, signIn, signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { usePretendClock } from '../../common/testing/pretend-clock';

// Fixed dates in 2031 stay in the future: the file runs at a pretend now (2 December 2030).
usePretendClock();

/** The work queues' pages and counts, on a database of their own so every count is exact. */
let t: TestApp;
let clientId: number;
let rosa: number;
let ben: number;
let serviceId: number;

/** Monday 2031-09-01, 10:00 in New York: when the book is filled. */
const BOOKING_TIME = new Date('2031-09-01T14:00:00Z');
/** Monday 2031-09-08, 10:00 in New York: when the queues are read. */
const NOW = new Date('2031-09-08T14:00:00Z');

async function at(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  return bearer((await signIn(t, 'olivia')).token);
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  clientId = (await t.http.post('/api/clients').set(owner).send(clientBody({ email: 'nora@example.com' })).expect(201)).body.data.client_id;
  rosa = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Rosa', email: 'rosa@example.com' })).expect(201)).body.data.employee_id;
  ben = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Ben', email: 'ben@example.com' })).expect(201)).body.data.employee_id;
  serviceId = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Cut', duration_minutes: 60, base_price: 60 })).expect(201)).body.data.service_id;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const ids = (rows: Array<{ appointment_id: number }>) => rows.map((row) => row.appointment_id);

describe('work queues: a page at a time, with exact counts', () => {
  it('pages each queue, counts all of it, keeps needs-confirmation to the next 72 hours, and sees only its own salon', async () => {
    let auth = await at(BOOKING_TIME);
    const book = async (appointment_date: string, start_time: string, employee_id = rosa) =>
      (
        await t.http
          .post('/api/appointments')
          .set(auth)
          .send({ client_id: clientId, employee_id, service_id: serviceId, appointment_date, start_time, duration_minutes: 60, total_price: 60 })
          .expect(201)
      ).body.data.appointment_id as number;

    const friday = await book('2031-09-05', '10:00');
    const cancelled = await book('2031-09-05', '15:00', ben);
    const saturday = await book('2031-09-06', '11:00');
    const endsNow = await book('2031-09-08', '09:00');
    const startsNow = await book('2031-09-08', '10:00', ben);
    const inAnHour = await book('2031-09-08', '11:00');
    const tomorrowConfirmed = await book('2031-09-09', '09:00');
    const tomorrowAsked = await book('2031-09-09', '12:00');
    const tomorrowAfternoon = await book('2031-09-09', '15:00');
    const atTheWindowsEnd = await book('2031-09-11', '10:00');
    const justBeyond = await book('2031-09-11', '10:15', ben);
    await t.http.patch(`/api/appointments/${cancelled}/cancel`).set(auth).send({ send_notification: false }).expect(200);
    await t.http.patch(`/api/appointments/${tomorrowConfirmed}/confirm`).set(auth).send({}).expect(200);
    await t.http.post(`/api/appointments/${tomorrowAsked}/send-confirmation`).set(auth).send({}).expect(200);

    auth = await at(NOW);
    const queue = async (path: string, query: Record<string, number> = {}) => {
      const response = await t.http.get(`/api/appointments/${path}`).query(query).set(auth).expect(200);
      const { rows, count } = contract.appointmentViews.overdue.responses[200].parse(response.body).data;
      return { ids: ids(rows), count };
    };

    // Overdue: the latest first; one that ends exactly now is over, one that starts now is not.
    expect(await queue('overdue')).toEqual({ ids: [endsNow, saturday, friday], count: 3 });
    expect(await queue('overdue', { limit: 2 })).toEqual({ ids: [endsNow, saturday], count: 3 });
    expect(await queue('overdue', { limit: 2, offset: 2 })).toEqual({ ids: [friday], count: 3 });

    // Needs confirmation: soonest first, from now until exactly 72 hours ahead; asked or confirmed ones are not in it.
    expect(await queue('needs-confirmation')).toEqual({ ids: [startsNow, inAnHour, tomorrowAfternoon, atTheWindowsEnd], count: 4 });
    expect(await queue('needs-confirmation', { limit: 2, offset: 2 })).toEqual({ ids: [tomorrowAfternoon, atTheWindowsEnd], count: 4 });
    expect((await queue('needs-confirmation')).ids).not.toContain(justBeyond);

    // Reminders due: within 24 hours of the start, soonest first.
    expect(await queue('needs-reminders')).toEqual({ ids: [inAnHour, tomorrowConfirmed], count: 2 });
    expect(await queue('needs-reminders', { limit: 1, offset: 1 })).toEqual({ ids: [tomorrowConfirmed], count: 2 });

    const counts = await t.http.get('/api/appointments/queue-counts').set(auth).expect(200);
    expect(contract.appointmentViews.queueCounts.responses[200].parse(counts.body).data).toEqual({ overdue: 3, needs_confirmation: 4, needs_reminders: 2 });

    // Handling a row changes its queue's count at once.
    await t.http.post(`/api/appointments/${inAnHour}/send-reminder`).set(auth).send({}).expect(200);
    expect((await t.http.get('/api/appointments/queue-counts').set(auth).expect(200)).body.data).toEqual({ overdue: 3, needs_confirmation: 4, needs_reminders: 1 });

    await t.http.get('/api/appointments/overdue').query({ limit: 0 }).set(auth).expect(400);
    await t.http.get('/api/appointments/needs-reminders').query({ offset: -1 }).set(auth).expect(400);

    // Another salon's desk sees none of this salon's appointments.
    const elsewhere = await signedInAtAnotherSalon(t, 'zoe', ['appointments:read']);
    expect((await t.http.get('/api/appointments/queue-counts').set(elsewhere).expect(200)).body.data).toEqual({ overdue: 0, needs_confirmation: 0, needs_reminders: 0 });
    expect((await t.http.get('/api/appointments/overdue').set(elsewhere).expect(200)).body.data).toEqual({ rows: [], count: 0 });
  });
});
