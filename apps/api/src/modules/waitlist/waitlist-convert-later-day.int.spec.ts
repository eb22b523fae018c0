import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SalonSettings } from '@salon/contracts';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { employeeBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';

// A waitlist convert is a walk-in only for the salon's today (review finding 5): a visit on a later
// day is an ordinary booking, held to the minimum advance hours and the required deposit.
// Pretend now is Monday 2 December 2030, 09:00 in New York (the salon's zone).
usePretendClock();

let s: BookingStage;
let counter = 0;

beforeAll(async () => {
  s = await bookingStage({ service: { name: 'Haircut', duration_minutes: 60, base_price: 70 } });
});
afterAll(async () => {
  await s?.t.close();
});
beforeEach(async () => {
  await s.t.http.post('/api/settings/reset').set(s.owner).send({}).expect(200);
});

async function saveBookingRules(changes: Partial<SalonSettings['appointments']['bookingRules']>) {
  const { appointments } = DEFAULT_SETTINGS;
  await s.t.http
    .put('/api/settings/appointments')
    .set(s.owner)
    .send({ ...appointments, bookingRules: { ...appointments.bookingRules, ...changes } })
    .expect(200);
}

/** A stylist of their own per test (working the salon's hours), so no two tests' times collide. */
const newEmployee = async () =>
  (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody({ email: `later${++counter}@example.com` })).expect(201)).body.data.employee_id as number;

const newEntry = async () =>
  (
    await s.t.http
      .post('/api/waitlist')
      .set(s.reception)
      .send({ clientName: 'Ana Walker', clientPhone: '+1 212 555 0199', partySize: 1, requestedServices: [{ serviceId: s.serviceId }], notificationPreference: 'none' })
      .expect(201)
  ).body.data.id as number;

const convert = (entryId: number, employeeId: number, date: string, startTime: string) =>
  s.t.http.post(`/api/waitlist/${entryId}/convert-to-appointment`).set(s.reception).send({ employeeId, date, startTime });

const slotsOn = async (employeeId: number, date: string) =>
  (await s.t.http.get(`/api/availability/employee/${employeeId}`).query({ date, service_id: s.serviceId, walk_in: 'true' }).set(s.reception).expect(200)).body.data
    .slots as { start_time: string; conflict_reason: string | null }[];

describe('converting a waitlist entry for a later day', () => {
  it('is held to the minimum advance hours, in the slots offered and the booking', async () => {
    await saveBookingRules({ minAdvanceBookingHours: 48 });
    const sofia = await newEmployee();
    const refused = await convert(await newEntry(), sofia, '2030-12-03', '10:00').expect(400);
    expect(refused.body).toMatchObject({
      message: 'Appointments must be booked at least 48 hours in advance',
      details: { fieldErrors: { startTime: ['Appointments must be booked at least 48 hours in advance'] } },
    });
    expect((await slotsOn(sofia, '2030-12-03')).find((slot) => slot.start_time === '10:00')).toMatchObject({ conflict_reason: 'too_soon' });
    // Beyond the 48 hours it books as any booking would.
    expect((await convert(await newEntry(), sofia, '2030-12-05', '10:00').expect(201)).body.data.appointment).toMatchObject({ appointment_date: '2030-12-05', start_time: '10:00' });
  });

  it('is refused while the salon requires a deposit, telling the desk to book it from New Appointment, and seats nobody', async () => {
    await saveBookingRules({ requireDeposit: true, depositType: 'percentage', depositAmount: 50 });
    const entry = await newEntry();
    const refused = await convert(entry, await newEmployee(), '2030-12-09', '10:00').expect(400);
    const message = 'A deposit of $35.00 is required (50% of the price) for a visit on a later day: book it from New Appointment, where the deposit is taken';
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fieldErrors: { date: [message] } } });
    const { entries } = (await s.t.http.get('/api/waitlist').set(s.reception).expect(200)).body.data;
    expect(entries.find((open: { id: number }) => open.id === entry)).toMatchObject({ status: 'waiting' });
  });
});

describe('converting a waitlist entry for today', () => {
  it('still seats the walk-in at once, without the minimum advance hours or a deposit', async () => {
    await saveBookingRules({ minAdvanceBookingHours: 48, requireDeposit: true, depositType: 'percentage', depositAmount: 50 });
    const sofia = await newEmployee();
    expect((await slotsOn(sofia, '2030-12-02')).find((slot) => slot.start_time === '09:15')).toMatchObject({ conflict_reason: null });
    const seated = (await convert(await newEntry(), sofia, '2030-12-02', '09:15').expect(201)).body.data.appointment;
    expect(seated).toMatchObject({ appointment_date: '2030-12-02', start_time: '09:15', deposit_amount: 0 });
  });
});
