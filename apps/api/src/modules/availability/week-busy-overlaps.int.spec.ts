import { afterAll, describe, expect, it } from 'vitest';
import { contract, DEFAULT_SETTINGS } from '@salon/contracts';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';

// The week's bar merges booked time in SQL (WeekCellsQuery). Bookings made to overlap on purpose
// (DECISIONS §8) must join the stretch they fall in, even after one held inside a longer one.
// Pretend now is Monday 2 December 2030, 09:00 in New York; the bookings are on Monday 9 December.
usePretendClock();

let s: BookingStage | undefined;
afterAll(async () => {
  await s?.t.close();
});

describe('GET /api/availability/week-schedule: overlapping bookings on the bar', () => {
  it('merges each overlap into one stretch by the latest end so far, not only the booking before', async () => {
    s = await bookingStage({ service: { name: 'Colour', duration_minutes: 45, base_price: 80 } });
    const stage = s;
    const { appointments } = DEFAULT_SETTINGS;
    await stage.t.http
      .put('/api/settings/appointments')
      .set(stage.owner)
      .send({ ...appointments, bookingRules: { ...appointments.bookingRules, allowDoubleBooking: true } })
      .expect(200);
    const body = employeeBody({ email: 'overlaps@example.com', first_name: 'Olga', last_name: 'Overlap' });
    const employeeId = (await stage.t.http.post('/api/employees').set(stage.owner).send(body).expect(201)).body.data.employee_id as number;
    await stage.t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(stage.owner).send({ schedules: [scheduleDay(1)] }).expect(200);
    const book = (start_time: string, duration_minutes: number, allow_overlap = false) =>
      stage.t.http
        .post('/api/appointments')
        .set(stage.reception)
        .send({ client_id: stage.clientId, employee_id: employeeId, service_id: stage.serviceId, appointment_date: '2030-12-09', start_time, duration_minutes, total_price: 80, allow_overlap })
        .expect(201);
    await book('10:00', 45);
    await book('10:15', 60, true);
    await book('14:00', 60);
    // Inside 14:00-15:00; the next one starts after this one's end but before 15:00.
    await book('14:15', 15, true);
    await book('14:40', 30, true);
    await book('15:30', 30);

    const response = await stage.t.http.get('/api/availability/week-schedule').query({ start_date: '2030-12-08' }).set(stage.owner).expect(200);
    const week = contract.availability.weekSchedule.responses[200].parse(response.body).data;
    const monday = week.employees.find((employee) => employee.employee_id === employeeId)!.days[1]!;
    expect({ date: monday.date, count: monday.count, booked_minutes: monday.booked_minutes, busy: monday.busy }).toEqual({
      date: '2030-12-09',
      count: 6,
      booked_minutes: 240,
      busy: [
        { start_time: '10:00', end_time: '11:15' },
        { start_time: '14:00', end_time: '15:10' },
        { start_time: '15:30', end_time: '16:00' },
      ],
    });
  });
});
