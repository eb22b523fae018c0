import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookedTimeQuery } from '../appointments';
import { employeeBody, nextWeekday, scheduleDay } from '../../common/testing/factories';
import { bookingStage } from '../../common/testing/booking-stage';
import { openAroundTheClock } from '../../common/testing/opening-hours';
import type { TestApp } from '../../common/testing/test-app';
import { usePretendClock } from '../../common/testing/pretend-clock';

// Its own database: "any employee" means every active employee, so no other test's staff may work these Sundays.
usePretendClock();

let t: TestApp;
let reception: Record<string, string>;
let owner: Record<string, string>;
let clientId: number;
let serviceId: number;

beforeAll(async () => {
  ({ t, reception, owner, clientId, serviceId } = await bookingStage({ service: { name: 'Cut', duration_minutes: 60, base_price: 60 } }));
  // The salon opens every day, Sundays too: its employees here work Sundays only, so each search's answer is theirs alone.
  await openAroundTheClock(t.dataSource);
});
afterAll(async () => {
  await t?.close();
});

/** An employee working Sundays only. */
async function sundayEmployee(first_name: string, start_time: string) {
  const body = employeeBody({ email: `${first_name.toLowerCase()}@example.com`, first_name, last_name: 'Sunday' });
  const employeeId = (await t.http.post('/api/employees').set(owner).send(body).expect(201)).body.data.employee_id as number;
  const week = [scheduleDay(0, { start_time, end_time: '17:00', break_start: null, break_end: null })];
  await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: week }).expect(200);
  return employeeId;
}

describe('GET /api/availability/next-available without an employee', () => {
  it("names whoever is free earliest, and a length given replaces the service's", async () => {
    const early = await sundayEmployee('Erin', '09:00');
    const late = await sundayEmployee('Lena', '10:00');
    const sunday = nextWeekday(0, '2031-05-01');
    await t.http
      .post('/api/appointments')
      .set(reception)
      .send({ client_id: clientId, employee_id: early, service_id: serviceId, appointment_date: sunday, start_time: '09:30', duration_minutes: 90, total_price: 60 })
      .expect(201);
    const nextFor = async (query: Record<string, string | number>) =>
      (await t.http.get('/api/availability/next-available').query({ service_id: serviceId, from_date: sunday, ...query }).set(reception).expect(200)).body.data;

    // The hour does not fit before Erin's 09:30 booking: Lena at 10:00.
    expect(await nextFor({})).toEqual({ found: true, slot: { date: '2031-05-04', start_time: '10:00', end_time: '11:00', employee_id: late, employee_name: 'Lena Sunday' } });
    // Half an hour fits at 09:00 with Erin.
    expect(await nextFor({ duration_minutes: 30 })).toEqual({ found: true, slot: { date: '2031-05-04', start_time: '09:00', end_time: '09:30', employee_id: early, employee_name: 'Erin Sunday' } });
  });

  it('refuses a length out of bounds with the duration message', async () => {
    const response = await t.http.get('/api/availability/next-available').query({ service_id: serviceId, duration_minutes: 2 }).set(reception).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ duration_minutes: ['Duration must be between 5 and 480 minutes'] });
  });

  it("reads booked times only on the days whose hours could fit, and none when no one's hours do", async () => {
    const nell = await sundayEmployee('Nell', '09:00');
    await t.http
      .post('/api/appointments')
      .set(reception)
      .send({ client_id: clientId, employee_id: nell, service_id: serviceId, appointment_date: '2031-06-08', start_time: '09:00', duration_minutes: 480, total_price: 60 })
      .expect(201);
    const booked = t.app.get(BookedTimeQuery);
    const spans = vi.spyOn(booked, 'spansOnDates');
    const detailed = vi.spyOn(booked, 'onDates');
    const nextFor = async (query: Record<string, string | number>) =>
      (await t.http.get('/api/availability/next-available').query({ service_id: serviceId, from_date: '2031-06-02', ...query }).set(reception).expect(200)).body.data;
    try {
      // Nell works Sundays only, and the first one (8 June) is booked through: that Sunday and the next are all it reads.
      expect(await nextFor({ employee_id: nell })).toEqual({ found: true, slot: { date: '2031-06-15', start_time: '09:00', end_time: '10:00', employee_id: nell, employee_name: 'Nell Sunday' } });
      expect(spans.mock.calls.map(([range]) => [range.employeeIds, range.dates])).toEqual([
        [[nell], ['2031-06-08']],
        [[nell], ['2031-06-15']],
      ]);
      spans.mockClear();
      // No one works at 06:00: sixty days searched without reading a booking.
      expect(await nextFor({ preferred_time_start: '06:00', preferred_time_end: '07:00' })).toEqual({ found: false, slot: null });
      expect(spans).not.toHaveBeenCalled();
      expect(detailed).not.toHaveBeenCalled();
    } finally {
      spans.mockRestore();
      detailed.mockRestore();
    }
  });
});
