import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@salon/contracts';
import { bearer, signIn } from '../../common/testing/accounts';
import { bookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import type { TestApp } from '../../common/testing/test-app';

// Fixed dates in 2031 stay in the future: the file runs at a pretend now (Monday 2 December 2030, 09:00 in New York).
usePretendClock();

let t: TestApp;
let reception: Record<string, string>;
let owner: Record<string, string>;
let clientId: number;
let serviceId: number;
let counter = 0;

beforeAll(async () => {
  ({ t, reception, owner, clientId, serviceId } = await bookingStage({
    client: { first_name: 'Nora', last_name: 'Quinn', email: 'nora@example.com' },
    service: { name: 'Signature Cut', duration_minutes: 60, base_price: 70 },
  }));
});
afterAll(async () => {
  await t?.close();
});

/** An employee working Monday to Saturday 09:00-17:00 with a 13:00-14:00 break. */
async function newEmployee(firstName: string) {
  const body = employeeBody({ first_name: firstName, last_name: 'Test', email: `d${++counter}@example.com` });
  const employeeId = (await t.http.post('/api/employees').set(owner).send(body).expect(201)).body.data.employee_id as number;
  await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: [1, 2, 3, 4, 5, 6].map((day) => scheduleDay(day)) }).expect(200);
  return employeeId;
}
const book = async (employeeId: number, date: string, time: string) =>
  (
    await t.http
      .post('/api/appointments')
      .set(reception)
      .send({ client_id: clientId, employee_id: employeeId, service_id: serviceId, appointment_date: date, start_time: time, duration_minutes: 60, total_price: 70 })
      .expect(201)
  ).body.data.appointment_id as number;
const appointment = async (id: number) => {
  const { employee_id, status, start_time, cancellation_reason } = (await t.http.get(`/api/appointments/${id}`).set(reception).expect(200)).body.data;
  return { employee_id, status: status.name as string, start_time, cancellation_reason };
};
const history = async (id: number) => (await t.http.get(`/api/appointments/${id}/history`).set(reception).expect(200)).body.data as { change_type: string; change_reason: string | null }[];
const employee = async (id: number) => (await t.http.get(`/api/employees/${id}`).set(owner).expect(200)).body.data;
const outboxCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM outbox_messages WHERE recipient = 'nora@example.com'`))[0].n);

describe('GET /api/employees/:id/deactivation-impact', () => {
  it('lists the future appointments still to happen, each with the colleagues free for all of it', async () => {
    const leaving = await newEmployee('Leah');
    const busy = await newEmployee('Bruno');
    const free = await newEmployee('Fay');
    const first = await book(leaving, '2031-03-03', '10:00');
    const second = await book(leaving, '2031-03-04', '15:00');
    const cancelled = await book(leaving, '2031-03-05', '10:00');
    await t.http.patch(`/api/appointments/${cancelled}/cancel`).set(reception).send({}).expect(200);
    await book(busy, '2031-03-04', '15:30');

    const response = await t.http.get(`/api/employees/${leaving}/deactivation-impact`).set(owner).expect(200);
    const impact = contract.employeeDeactivation.deactivationImpact.responses[200].parse(response.body).data;
    expect(impact.appointments.map((row) => row.appointment_id)).toEqual([first, second]);
    expect(impact.appointments[0]).toMatchObject({
      appointment_date: '2031-03-03',
      start_time: '10:00',
      end_time: '11:00',
      status: 'pending',
      client_name: 'Nora Quinn',
      service_name: 'Signature Cut',
      employee_name: 'Leah Test',
    });
    const colleagues = impact.appointments.map((row) => row.free_colleagues.map((colleague) => colleague.employee_id));
    expect(colleagues[0]).toEqual(expect.arrayContaining([busy, free]));
    expect(colleagues[0]).not.toContain(leaving);
    expect(colleagues[1]).toContain(free);
    expect(colleagues[1]).not.toContain(busy);
    expect(impact.appointments[1].free_colleagues).toContainEqual({ employee_id: free, first_name: 'Fay', last_name: 'Test' });
  });

  it('is a 404 for an unknown employee', async () => {
    await t.http.get('/api/employees/999999/deactivation-impact').set(owner).expect(404);
  });
});

describe('deactivating an employee with future appointments', () => {
  it('is refused with 409 by the status switch, the edit form and an incomplete deactivation, changing nothing', async () => {
    const leaving = await newEmployee('Rafe');
    const first = await book(leaving, '2031-03-10', '10:00');
    await book(leaving, '2031-03-11', '10:00');
    const message = 'This employee has 2 future appointments; reassign or cancel each before deactivating';

    const status = await t.http.patch(`/api/employees/${leaving}/status`).set(owner).send({ is_active: false }).expect(409);
    expect(status.body).toMatchObject({ code: 'CONFLICT', message });
    const { employee_id: _id, salon_id: _salon, created_at: _created, updated_at: _updated, is_active: _active, ...details } = await employee(leaving);
    const edit = await t.http.put(`/api/employees/${leaving}`).set(owner).send({ ...details, is_active: false }).expect(409);
    expect(edit.body.message).toBe(message);
    const partial = await t.http.post(`/api/employees/${leaving}/deactivate`).set(owner).send({ appointments: [{ appointment_id: first, action: 'cancel' }] }).expect(409);
    expect(partial.body.message).toBe('This employee has 1 future appointment; reassign or cancel it before deactivating');

    expect((await employee(leaving)).is_active).toBe(true);
    expect((await appointment(first)).status).toBe('pending');
  });

  it('goes ahead at once when the employee has none (past ones stay theirs)', async () => {
    const leaving = await newEmployee('Pia');
    await t.http.patch(`/api/employees/${leaving}/status`).set(owner).send({ is_active: false }).expect(200);
    expect((await employee(leaving)).is_active).toBe(false);
    await t.http.patch(`/api/employees/${leaving}/status`).set(owner).send({ is_active: true }).expect(200);
    expect((await employee(leaving)).is_active).toBe(true);
  });

  it('reassigns one to a free colleague and cancels another with notice, in one request', async () => {
    const leaving = await newEmployee('Sofia');
    const colleague = await newEmployee('Cara');
    const moved = await book(leaving, '2031-03-17', '10:00');
    const cancelled = await book(leaving, '2031-03-18', '10:00');
    const messagesBefore = await outboxCount();

    const response = await t.http
      .post(`/api/employees/${leaving}/deactivate`)
      .set(owner)
      .send({ appointments: [{ appointment_id: moved, action: 'reassign', employee_id: colleague }, { appointment_id: cancelled, action: 'cancel', reason: 'Sofia has left the salon' }] })
      .expect(200);
    expect(contract.employeeDeactivation.deactivate.responses[200].parse(response.body).data.is_active).toBe(false);

    expect(await appointment(moved)).toMatchObject({ employee_id: colleague, status: 'pending', start_time: '10:00' });
    expect((await history(moved)).at(-1)).toMatchObject({ change_type: 'reassigned', change_reason: 'Sofia Test was deactivated' });
    expect(await appointment(cancelled)).toMatchObject({ status: 'cancelled', cancellation_reason: 'Sofia has left the salon' });
    expect((await history(cancelled)).at(-1)).toMatchObject({ change_type: 'cancel', change_reason: 'Sofia has left the salon' });
    expect(await outboxCount()).toBe(messagesBefore + 2);
    const [cancelNotice, changeNotice] = await t.dataSource.query(`SELECT subject, body FROM outbox_messages WHERE recipient = 'nora@example.com' ORDER BY outbox_message_id DESC LIMIT 2`);
    expect(changeNotice).toEqual({
      subject: 'A change of staff for your appointment',
      body: 'Hello Nora,\n\nyour appointment on 2031-03-17 at 10:00 stays as booked; Cara Test will look after you.\nCall us if you would rather choose another time.\n',
    });
    expect(cancelNotice.subject).toBe('Your appointment has been cancelled');
    expect(cancelNotice.body).toContain('2031-03-18 at 10:00');
  });

  it('rolls everything back when one chosen colleague is not free, and says who and when', async () => {
    const leaving = await newEmployee('Lena');
    const colleague = await newEmployee('Ivo');
    const first = await book(leaving, '2031-03-24', '10:00');
    const second = await book(leaving, '2031-03-25', '10:00');
    const third = await book(leaving, '2031-03-26', '10:00');
    await book(colleague, '2031-03-25', '10:30');
    const messagesBefore = await outboxCount();

    const response = await t.http
      .post(`/api/employees/${leaving}/deactivate`)
      .set(owner)
      .send({
        appointments: [
          { appointment_id: first, action: 'reassign', employee_id: colleague },
          { appointment_id: third, action: 'cancel' },
          { appointment_id: second, action: 'reassign', employee_id: colleague },
        ],
      })
      .expect(409);
    expect(response.body).toMatchObject({
      code: 'CONFLICT',
      message: "Ivo Test cannot take Nora Quinn's appointment on Tuesday, March 25, 2031 at 10:00 AM: Selected time slot is not available. Nothing was changed.",
      details: { fieldErrors: { 'appointments.2.employee_id': ['Selected time slot is not available'] } },
    });

    expect((await employee(leaving)).is_active).toBe(true);
    expect(await appointment(first)).toMatchObject({ employee_id: leaving, status: 'pending' });
    expect(await appointment(third)).toMatchObject({ employee_id: leaving, status: 'pending' });
    expect((await history(first)).map((entry) => entry.change_type)).toEqual(['created']);
    expect((await history(third)).map((entry) => entry.change_type)).toEqual(['created']);
    expect(await outboxCount()).toBe(messagesBefore);
  });

  it('refuses a colleague outside their hours or inactive, with the booking check\'s words', async () => {
    const leaving = await newEmployee('Mona');
    const colleague = await newEmployee('Otto');
    const late = await book(leaving, '2031-03-31', '16:00');
    await t.http.post(`/api/employees/${colleague}/schedules/bulk`).set(owner).send({ schedules: [scheduleDay(1, { start_time: '09:00', end_time: '12:00', break_start: null, break_end: null })] }).expect(200);

    const response = await t.http.post(`/api/employees/${leaving}/deactivate`).set(owner).send({ appointments: [{ appointment_id: late, action: 'reassign', employee_id: colleague }] }).expect(409);
    expect(response.body.message).toBe("Otto Test cannot take Nora Quinn's appointment on Monday, March 31, 2031 at 4:00 PM: Otto works 09:00–12:00 on Mondays. Nothing was changed.");
    expect((await employee(leaving)).is_active).toBe(true);
  });
});

describe('a booking racing a deactivation', () => {
  it('waits for the deactivation under way and is then refused, so no inactive employee gets a new client', async () => {
    const leaving = await newEmployee('Zoe');
    const deactivation = t.dataSource.createQueryRunner();
    await deactivation.connect();
    await deactivation.startTransaction();
    try {
      // As POST /deactivate does: the employee's row locked first, then made inactive.
      await deactivation.query('SELECT 1 FROM employees WHERE employee_id = $1 FOR UPDATE', [leaving]);
      const booking = t.http
        .post('/api/appointments')
        .set(reception)
        .send({ client_id: clientId, employee_id: leaving, service_id: serviceId, appointment_date: '2031-04-07', start_time: '10:00', duration_minutes: 60, total_price: 70 })
        .then((response) => response);
      await vi.waitFor(
        async () => {
          const [{ waiting }] = await t.dataSource.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
          expect(waiting).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      await deactivation.query('UPDATE employees SET is_active = false WHERE employee_id = $1', [leaving]);
      await deactivation.commitTransaction();

      const response = await booking;
      expect(response.status).toBe(400);
      expect(response.body.details.fieldErrors).toEqual({ employee_id: ['This employee is inactive and cannot be booked'] });
    } finally {
      await deactivation.release();
    }
  });
});

describe('the day schedule with an inactive employee', () => {
  it('keeps an inactive employee who is booked that day, marked inactive, and leaves out one who is not', async () => {
    const leaving = await newEmployee('Vera');
    const idle = await newEmployee('Uma');
    // Booked for 10:00 today; at 11:00 that appointment is under way, so no longer a future one.
    const today = '2030-12-02';
    const booked = await book(leaving, today, '10:00');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-02T16:00:00Z') });
    try {
      const later = bearer((await signIn(t, 'olivia')).token);
      await t.http.patch(`/api/employees/${leaving}/status`).set(later).send({ is_active: false }).expect(200);
      await t.http.patch(`/api/employees/${idle}/status`).set(later).send({ is_active: false }).expect(200);

      const day = contract.availability.daySchedule.responses[200].parse((await t.http.get('/api/availability/day-schedule').query({ date: today }).set(later).expect(200)).body).data;
      const row = day.employees.find((entry) => entry.employee_id === leaving);
      expect(row).toMatchObject({ first_name: 'Vera', is_active: false });
      expect(row?.day.appointments.map((block) => block.appointment_id)).toEqual([booked]);
      expect(day.employees.some((entry) => entry.employee_id === idle)).toBe(false);

      const week = (await t.http.get('/api/availability/week-schedule').query({ start_date: today }).set(later).expect(200)).body.data;
      expect(week.employees.find((entry: { employee_id: number }) => entry.employee_id === leaving)).toMatchObject({ is_active: false });
      expect(week.employees.some((entry: { employee_id: number }) => entry.employee_id === idle)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
