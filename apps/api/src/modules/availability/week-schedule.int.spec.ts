import { afterAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@salon/contracts';
import { bearer, signIn } from '../../common/testing/accounts';
import { bookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import type { TestApp } from '../../common/testing/test-app';
import { usePretendClock } from '../../common/testing/pretend-clock';

// Monday 2 December 2030, 09:00 in New York: the week of Sunday 1 December is this week.
usePretendClock();

let t: TestApp;
afterAll(async () => {
  await t?.close();
});

const SUNDAY = '2030-12-01';
const TUESDAY = '2030-12-03';

describe('GET /api/availability/week-schedule: what the week grid draws', () => {
  it("gives each cell its count, booked minutes, merged busy ranges and first three bookings; the cell endpoint the rest", async () => {
    const stage = await bookingStage({ service: { name: 'Cut', duration_minutes: 30, base_price: 40 } });
    t = stage.t;
    const { reception, owner, clientId, serviceId } = stage;
    const body = employeeBody({ email: 'week@example.com', first_name: 'Wendy', last_name: 'Week' });
    const employeeId = (await t.http.post('/api/employees').set(owner).send(body).expect(201)).body.data.employee_id as number;
    await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: [scheduleDay(2)] }).expect(200);
    const book = async (start_time: string, duration_minutes: number) =>
      (
        await t.http
          .post('/api/appointments')
          .set(reception)
          .send({ client_id: clientId, employee_id: employeeId, service_id: serviceId, appointment_date: TUESDAY, start_time, duration_minutes, total_price: 40 })
          .expect(201)
      ).body.data.appointment_id as number;
    // Booked out of order: the cell lists them by start.
    const g = await book('16:00', 30);
    const e = await book('14:00', 45);
    const a = await book('09:00', 60);
    const b = await book('10:00', 30);
    const f = await book('15:00', 30);
    const cancelled = await book('11:00', 30);
    const missed = await book('11:30', 60);
    await t.http.patch(`/api/appointments/${cancelled}/cancel`).set(reception).send({ send_notification: false }).expect(200);
    // Noon in New York on Tuesday: the 11:30 visit has begun, so it can be a no-show.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-03T17:00:00Z'), shouldAdvanceTime: true });
    const later = bearer((await signIn(t, 'priya')).token);
    await t.http.patch(`/api/appointments/${missed}/no-show`).set(later).send({}).expect(200);

    const response = await t.http.get('/api/availability/week-schedule').query({ start_date: SUNDAY }).set(later).expect(200);
    const week = contract.availability.weekSchedule.responses[200].parse(response.body).data;
    const row = week.employees.find((employee) => employee.employee_id === employeeId)!;
    const block = (appointment_id: number, start_time: string, end_time: string) => ({
      appointment_id,
      start_time,
      end_time,
      status: 'pending',
      client_name: 'Nora Quinn',
      service_name: 'Cut',
    });
    expect(row.days[2]).toEqual({
      date: TUESDAY,
      working_hours: { start_time: '09:00', end_time: '17:00' },
      breaks: [{ start_time: '13:00', end_time: '14:00' }],
      // The cancelled and the no-show booking free their time: five bookings, 60 + 30 + 45 + 30 + 30 minutes.
      count: 5,
      booked_minutes: 195,
      // 09:00-10:00 and 10:00-10:30 touch: one stretch of the bar.
      busy: [
        { start_time: '09:00', end_time: '10:30' },
        { start_time: '14:00', end_time: '14:45' },
        { start_time: '15:00', end_time: '15:30' },
        { start_time: '16:00', end_time: '16:30' },
      ],
      first: [block(a, '09:00', '10:00'), block(b, '10:00', '10:30'), block(e, '14:00', '14:45')],
    });
    expect(row.days[3]).toEqual({ date: '2030-12-04', working_hours: null, breaks: [], count: 0, booked_minutes: 0, busy: [], first: [] });

    // "+2 more": the whole cell, every booking holding time, by start.
    const cell = (await t.http.get('/api/availability/week-schedule/cell').query({ employee_id: employeeId, date: TUESDAY }).set(later).expect(200)).body;
    expect(contract.availability.weekCell.responses[200].parse(cell).data).toEqual({
      date: TUESDAY,
      working_hours: { start_time: '09:00', end_time: '17:00' },
      breaks: [{ start_time: '13:00', end_time: '14:00' }],
      appointments: [block(a, '09:00', '10:00'), block(b, '10:00', '10:30'), block(e, '14:00', '14:45'), block(f, '15:00', '15:30'), block(g, '16:00', '16:30')],
    });
    await t.http.get('/api/availability/week-schedule/cell').query({ employee_id: 999999, date: TUESDAY }).set(later).expect(404);
    await t.http.get('/api/availability/week-schedule/cell').query({ employee_id: employeeId, date: 'Tuesday' }).set(later).expect(400);
  });
});
