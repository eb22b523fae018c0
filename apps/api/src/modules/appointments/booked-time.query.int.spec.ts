import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@salon/contracts';
import { bookingStage } from '../../common/testing/booking-stage';
import { employeeBody, openDay } from '../../common/testing/factories';
import type { TestApp } from '../../common/testing/test-app';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { BookedTimeQuery } from './booked-time.query';

let t: TestApp;
let reception: Record<string, string>;
let ids: { kept: number; moved: number; cancelled: number; noShow: number; otherEmployee: number };
let employeeId: number;
let otherId: number;
const day = openDay(3);

beforeAll(async () => {
  const stage = await bookingStage({ client: { first_name: 'Nora', last_name: 'Quinn' }, service: { name: 'Cut and Style' } });
  ({ t, reception } = stage);
  const hire = (first_name: string) => t.http.post('/api/employees').set(stage.owner).send(employeeBody({ first_name, email: `${first_name}@example.com` })).expect(201);
  employeeId = (await hire('sofia')).body.data.employee_id;
  otherId = (await hire('ada')).body.data.employee_id;
  const book = async (start_time: string, employee = employeeId) =>
    (
      await t.http
        .post('/api/appointments')
        .set(reception)
        .send({ client_id: stage.clientId, employee_id: employee, service_id: stage.serviceId, appointment_date: day, start_time, duration_minutes: 30, total_price: 40 })
        .expect(201)
    ).body.data.appointment_id as number;
  ids = { kept: await book('09:00'), moved: await book('10:00'), cancelled: await book('11:00'), noShow: await book('12:00'), otherEmployee: await book('09:00', otherId) };
  await t.http.patch(`/api/appointments/${ids.cancelled}/cancel`).set(reception).send({}).expect(200);
  await t.dataSource.query(`UPDATE appointments SET holds_slot = false WHERE appointment_id = $1`, [ids.noShow]);
});
afterAll(async () => {
  await t?.close();
});

const between = (excludeAppointmentId?: number) => runAsSalon(1, () => t.app.get(BookedTimeQuery).onDates({ employeeIds: [employeeId], dates: [day], excludeAppointmentId }));

describe('BookedTimeQuery', () => {
  it("answers the employee's bookings that hold time, by start, as the schedule shows them", async () => {
    expect(await between()).toEqual([
      { employee_id: employeeId, appointment_date: day, appointment_id: ids.kept, start_time: '09:00', end_time: '09:30', status: 'pending', client_name: 'Nora Quinn', service_name: 'Cut and Style' },
      { employee_id: employeeId, appointment_date: day, appointment_id: ids.moved, start_time: '10:00', end_time: '10:30', status: 'pending', client_name: 'Nora Quinn', service_name: 'Cut and Style' },
    ]);
  });

  it('leaves out the appointment being moved, so it does not collide with itself', async () => {
    expect((await between(ids.moved)).map((booking) => booking.appointment_id)).toEqual([ids.kept]);
  });

  it('answers nothing for no employees, without asking the database', async () => {
    expect(await runAsSalon(1, () => t.app.get(BookedTimeQuery).onDates({ employeeIds: [], dates: [day] }))).toEqual([]);
  });

  it('reads only the dates asked for, not the days between them', async () => {
    const [before, after] = [addDays(day, -7), addDays(day, 7)];
    expect(await runAsSalon(1, () => t.app.get(BookedTimeQuery).onDates({ employeeIds: [employeeId], dates: [before, after] }))).toEqual([]);
    expect((await runAsSalon(1, () => t.app.get(BookedTimeQuery).onDates({ employeeIds: [employeeId], dates: [before, day, after] }))).map((booking) => booking.appointment_id)).toEqual([
      ids.kept,
      ids.moved,
    ]);
  });

  it("answers only the times for slots, in minutes, every employee's in turn, leaving out the one being moved", async () => {
    const spans = (excludeAppointmentId?: number) =>
      runAsSalon(1, () => t.app.get(BookedTimeQuery).spansOnDates({ employeeIds: [otherId, employeeId], dates: [day], excludeAppointmentId }));
    expect(await spans()).toEqual([
      { employee_id: employeeId, appointment_date: day, start: 540, end: 570 },
      { employee_id: employeeId, appointment_date: day, start: 600, end: 630 },
      { employee_id: otherId, appointment_date: day, start: 540, end: 570 },
    ]);
    expect((await spans(ids.kept)).map((span) => span.start)).toEqual([600, 540]);
  });

  it("reads the current salon's bookings only", async () => {
    const read = t.app.get(BookedTimeQuery);
    const range = { employeeIds: [employeeId], dates: [day] };
    expect(await runAsSalon(2, () => read.onDates(range))).toEqual([]);
    expect(await runAsSalon(2, () => read.spansOnDates(range))).toEqual([]);
  });
});
