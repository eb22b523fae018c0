import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@salon/contracts';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import { PRETEND_NOW, usePretendClock } from '../../common/testing/pretend-clock';

// Double booking only on purpose (DECISIONS §8, review finding 4): with Allow Double Booking on,
// a booking overlaps another only when the request says `allow_overlap: true`; every other
// booking stays under the no-overlap constraint, and the slots show taken times as taken.
// Pretend now is Monday 2 December 2030, 09:00 in New York; bookings are on Monday 9 December.
usePretendClock();

let s: BookingStage;
let counter = 0;

beforeAll(async () => {
  s = await bookingStage({ service: { name: 'Colour', duration_minutes: 45, base_price: 80 } });
});
afterAll(async () => {
  await s?.t.close();
});
beforeEach(async () => {
  vi.setSystemTime(PRETEND_NOW);
  await s.t.http.post('/api/settings/reset').set(s.owner).send({}).expect(200);
});

async function allowDoubleBooking(allowDoubleBooking: boolean) {
  const { appointments } = DEFAULT_SETTINGS;
  await s.t.http
    .put('/api/settings/appointments')
    .set(s.owner)
    .send({ ...appointments, bookingRules: { ...appointments.bookingRules, allowDoubleBooking } })
    .expect(200);
}

/** An employee who works Mondays 09:00–17:00 with a 12:00–13:00 break. */
async function newEmployee(first_name: string) {
  const body = employeeBody({ first_name, email: `double${++counter}@example.com` });
  const employeeId = (await s.t.http.post('/api/employees').set(s.owner).send(body).expect(201)).body.data.employee_id as number;
  await s.t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(s.owner).send({ schedules: [scheduleDay(1)] }).expect(200);
  return employeeId;
}

const booking = (employee_id: number, overrides: Record<string, unknown> = {}) => ({
  client_id: s.clientId,
  employee_id,
  service_id: s.serviceId,
  appointment_date: '2030-12-09',
  start_time: '10:00',
  duration_minutes: 45,
  total_price: 80,
  ...overrides,
});

const book = (employeeId: number, overrides: Record<string, unknown> = {}) => s.t.http.post('/api/appointments').set(s.reception).send(booking(employeeId, overrides));

/** Each booking of the employee: its start and whether it was made to overlap. */
const marks = async (employeeId: number) =>
  (await s.t.dataSource.query('SELECT start_time::text AS start, allows_overlap FROM appointments WHERE employee_id = $1 ORDER BY start_time', [employeeId])).map(
    (row: { start: string; allows_overlap: boolean }) => [row.start.slice(0, 5), row.allows_overlap],
  );

const slotAt = async (employeeId: number, time: string) => {
  const listed = (await s.t.http.get(`/api/availability/employee/${employeeId}`).query({ date: '2030-12-09', service_id: s.serviceId }).set(s.reception).expect(200)).body.data;
  return listed.slots.find((slot: { start_time: string }) => slot.start_time === time);
};

const SLOT_TAKEN = { code: 'SLOT_TAKEN', message: 'Selected time slot is not available', details: { fieldErrors: { start_time: ['Selected time slot is not available'] } } };

describe.each([false, true])('with double booking allowed: %s', (allowed) => {
  it('two identical bookings at the same moment without the flag give one 201 and one 409 SLOT_TAKEN; the one booked is not marked', async () => {
    const ana = await newEmployee('Ana');
    await allowDoubleBooking(allowed);
    const answers = await Promise.all([book(ana), book(ana)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject(SLOT_TAKEN);
    expect(await marks(ana)).toEqual([['10:00', false]]);
  });

  it('lists a taken time as booked, and the availability check says so', async () => {
    const bea = await newEmployee('Bea');
    await allowDoubleBooking(allowed);
    await book(bea).expect(201);
    expect(await slotAt(bea, '10:00')).toMatchObject({ is_available: false, conflict_reason: 'booked' });
    expect(await slotAt(bea, '10:45')).toMatchObject({ is_available: true, conflict_reason: null });
    const check = (await s.t.http.post('/api/availability').set(s.reception).send({ employee_id: bea, date: '2030-12-09', start_time: '10:15', service_id: s.serviceId }).expect(200)).body.data;
    expect(check).toMatchObject({ is_available: false, conflict_reason: 'booked' });
  });
});

describe('a booking made to overlap on purpose', () => {
  it('books over a taken time only with allow_overlap while the setting is on, and only that booking is marked', async () => {
    const cleo = await newEmployee('Cleo');
    await allowDoubleBooking(true);
    await book(cleo).expect(201);
    const overlapping = (await book(cleo, { start_time: '10:15', allow_overlap: true }).expect(201)).body.data;
    expect(overlapping).toMatchObject({ start_time: '10:15', end_time: '11:00' });
    // An ordinary booking may not land on the one made to overlap either (10:45–11:30 meets only it).
    expect((await book(cleo, { start_time: '10:45' }).expect(409)).body).toMatchObject(SLOT_TAKEN);
    expect(await marks(cleo)).toEqual([['10:00', false], ['10:15', true]]);
  });

  it('refuses allow_overlap while the setting is off, with the reason, and books nothing', async () => {
    const dora = await newEmployee('Dora');
    await book(dora).expect(201);
    const refused = await book(dora, { start_time: '10:15', allow_overlap: true }).expect(409);
    const message = "Double booking is turned off in the salon's settings: choose a free time";
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message, details: { fieldErrors: { start_time: [message] } } });
    expect(await marks(dora)).toEqual([['10:00', false]]);
  });

  it('refuses an allow_overlap that is not true or false', async () => {
    const edda = await newEmployee('Edda');
    const refused = await book(edda, { allow_overlap: 'yes' }).expect(400);
    expect(refused.body.details.fieldErrors).toEqual({ allow_overlap: ['allow_overlap must be true or false'] });
  });

  it('an edit moves onto a taken time only with allow_overlap; one that keeps its place keeps its mark; a reschedule is ordinary', async () => {
    const fay = await newEmployee('Fay');
    await allowDoubleBooking(true);
    await book(fay).expect(201);
    const other = (await book(fay, { start_time: '14:00' }).expect(201)).body.data;
    const edit = (overrides: Record<string, unknown>) => s.t.http.put(`/api/appointments/${other.appointment_id}`).set(s.reception).send(booking(fay, overrides));

    expect((await edit({ start_time: '10:30' }).expect(409)).body).toMatchObject(SLOT_TAKEN);
    await edit({ start_time: '10:30', allow_overlap: true }).expect(200);
    expect(await marks(fay)).toEqual([['10:00', false], ['10:30', true]]);
    await edit({ start_time: '10:30', notes: 'Toner after the colour' }).expect(200);
    expect(await marks(fay)).toEqual([['10:00', false], ['10:30', true]]);

    await s.t.http
      .patch(`/api/appointments/${other.appointment_id}/reschedule`)
      .set(s.reception)
      .send({ new_date: '2030-12-09', new_start_time: '15:00', send_notification: false })
      .expect(200);
    expect(await marks(fay)).toEqual([['10:00', false], ['15:00', false]]);
  });

  it('turned off again: nothing new lands on a booking made to overlap, and unmarked bookings are guarded as before', async () => {
    const gia = await newEmployee('Gia');
    await allowDoubleBooking(true);
    await book(gia).expect(201);
    await book(gia, { start_time: '10:15', allow_overlap: true }).expect(201);
    await allowDoubleBooking(false);
    expect((await book(gia, { start_time: '10:45' }).expect(409)).body).toMatchObject(SLOT_TAKEN);
    const unmarked = (await book(gia, { start_time: '11:00' }).expect(201)).body.data;
    await book(gia, { start_time: '11:15' }).expect(409);
    // Moving the unmarked one onto the marked one is refused too.
    await s.t.http
      .patch(`/api/appointments/${unmarked.appointment_id}/reschedule`)
      .set(s.reception)
      .send({ new_date: '2030-12-09', new_start_time: '10:30', send_notification: false })
      .expect(409);
    expect(await marks(gia)).toEqual([['10:00', false], ['10:15', true], ['11:00', false]]);
  });
});
