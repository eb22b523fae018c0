import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryRunner } from 'typeorm';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { deactivationStage, type DeactivationStage } from './deactivation-stage';

// Each test holds a lock in its own transaction, as a concurrent request would, and checks
// who waits and what the waiting request answers. Fixed 2031 dates: pretend now is 2 December 2030.
usePretendClock();

let s: DeactivationStage;

beforeAll(async () => {
  s = await deactivationStage('r');
});
afterAll(async () => {
  await s?.t.close();
});

/** A transaction of its own, released after the test whatever happens. */
async function inTransaction(work: (runner: QueryRunner) => Promise<void>): Promise<void> {
  const runner = s.t.dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    await work(runner);
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
}

/** As POST /appointments does: the employee share-locked, then a copy of `template` inserted for them; the new id. */
async function bookLikeTheApi(runner: QueryRunner, employeeId: number, template: number): Promise<number> {
  await runner.query('SELECT 1 FROM employees WHERE employee_id = $1 FOR SHARE', [employeeId]);
  const columns = ((await runner.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'appointments' AND column_name NOT IN ('appointment_id', 'employee_id') AND is_generated = 'NEVER'`)) as { column_name: string }[]).map(
    (row) => row.column_name,
  );
  const [{ appointment_id }] = await runner.query(
    `INSERT INTO appointments (employee_id, ${columns.join(', ')}) SELECT $1, ${columns.join(', ')} FROM appointments WHERE appointment_id = $2 RETURNING appointment_id`,
    [employeeId, template],
  );
  return appointment_id as number;
}

const detailsOf = async (employeeId: number) => {
  const { employee_id: _id, salon_id: _salon, created_at: _created, updated_at: _updated, is_active: _active, ...details } = (await s.t.http.get(`/api/employees/${employeeId}`).set(s.owner).expect(200)).body.data;
  return details;
};
const isActive = async (employeeId: number) => (await s.t.dataSource.query('SELECT is_active FROM employees WHERE employee_id = $1', [employeeId]))[0].is_active as boolean;

describe('PUT /api/employees/:id with is_active false', () => {
  it('waits for a booking under way and then refuses with 409, the employee staying active', async () => {
    const leaving = await s.newEmployee('Pete');
    const other = await s.newEmployee('Olga');
    const template = await s.book(other, '2031-05-05', '10:00');
    const details = await detailsOf(leaving);
    await inTransaction(async (booking) => {
      await booking.query('SELECT 1 FROM employees WHERE employee_id = $1 FOR SHARE', [leaving]);
      const put = s.t.http.put(`/api/employees/${leaving}`).set(s.owner).send({ ...details, is_active: false }).then((response) => response);
      await s.waitForLockWaiter();
      const booked = await bookLikeTheApi(booking, leaving, template);
      await booking.commitTransaction();
      const response = await put;
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ message: 'This employee has 1 future appointment; reassign or cancel it before deactivating', details: { appointment_ids: [booked] } });
    });
    expect(await isActive(leaving)).toBe(true);
  });

  it('saves an employee who is inactive already, whatever bookings they kept', async () => {
    const left = await s.newEmployee('Noah');
    await s.book(left, '2031-05-06', '10:00');
    await s.t.dataSource.query('UPDATE employees SET is_active = false WHERE employee_id = $1', [left]);

    const response = await s.t.http
      .put(`/api/employees/${left}`)
      .set(s.owner)
      .send({ ...(await detailsOf(left)), phone: '+1 212 555 0199', is_active: false })
      .expect(200);
    expect(response.body.data).toMatchObject({ phone: '+1 212 555 0199', is_active: false });
  });
});

describe('POST /api/employees/:id/deactivate racing a change to one of the appointments', () => {
  it('waits for an appointment being cancelled and then answers 409, changing nothing', async () => {
    const leaving = await s.newEmployee('Lou');
    const colleague = await s.newEmployee('Cy');
    const appointment = await s.book(leaving, '2031-05-06', '10:00');
    const messagesBefore = (await s.t.dataSource.query('SELECT count(*)::int AS n FROM outbox_messages'))[0].n as number;
    await inTransaction(async (cancelling) => {
      await cancelling.query('SELECT 1 FROM appointments WHERE appointment_id = $1 FOR UPDATE', [appointment]);
      const post = s.t.http
        .post(`/api/employees/${leaving}/deactivate`)
        .set(s.owner)
        .send({ appointments: [{ appointment_id: appointment, action: 'reassign', employee_id: colleague }] })
        .then((response) => response);
      await s.waitForLockWaiter();
      await cancelling.query(
        `UPDATE appointments SET status_id = (SELECT status_id FROM appointment_statuses s WHERE s.salon_id = appointments.salon_id AND s.name = 'cancelled'), holds_slot = false, cancelled_at = now() WHERE appointment_id = $1`,
        [appointment],
      );
      await cancelling.commitTransaction();
      const response = await post;
      expect(response.status).toBe(409);
      expect(response.body.message).toBe("This appointment is not one of the employee's future appointments; reload and try again");
    });
    expect(await isActive(leaving)).toBe(true);
    expect((await s.t.http.get(`/api/appointments/${appointment}`).set(s.reception).expect(200)).body.data).toMatchObject({ employee_id: leaving, status: { name: 'cancelled' } });
    expect(((await s.t.http.get(`/api/appointments/${appointment}/history`).set(s.reception).expect(200)).body.data as { change_type: string }[]).map((entry) => entry.change_type)).toEqual(['created']);
    expect((await s.t.dataSource.query('SELECT count(*)::int AS n FROM outbox_messages'))[0].n).toBe(messagesBefore);
  });

  it('answers 409 when the extra service the employee was to hand over went to someone else meanwhile', async () => {
    const leaving = await s.newEmployee('Ray');
    const colleague = await s.newEmployee('Ida');
    const appointment = await s.book(colleague, '2031-05-07', '10:00');
    await s.t.http.post(`/api/appointments/${appointment}/services`).set(s.reception).send({ service_id: s.serviceId, employee_id: leaving }).expect(201);
    await inTransaction(async (changing) => {
      // As changing an extra does: the appointment locked, the extra changed, the appointment's totals written.
      await changing.query('SELECT 1 FROM appointments WHERE appointment_id = $1 FOR UPDATE', [appointment]);
      const post = s.t.http
        .post(`/api/employees/${leaving}/deactivate`)
        .set(s.owner)
        .send({ appointments: [{ appointment_id: appointment, action: 'reassign', employee_id: colleague }] })
        .then((response) => response);
      await s.waitForLockWaiter();
      await changing.query('UPDATE appointment_services SET employee_id = $1 WHERE appointment_id = $2', [colleague, appointment]);
      await changing.query('UPDATE appointments SET updated_at = now() WHERE appointment_id = $1', [appointment]);
      await changing.commitTransaction();
      const response = await post;
      expect(response.status).toBe(409);
      expect(response.body.message).toBe("This appointment is not one of the employee's future appointments; reload and try again");
    });
    expect(await isActive(leaving)).toBe(true);
    expect(((await s.t.http.get(`/api/appointments/${appointment}/history`).set(s.reception).expect(200)).body.data as { change_type: string }[]).at(-1)?.change_type).toBe('service_added');
  });
});

describe('POST /api/employees/:id/deactivate racing a booking', () => {
  it('waits for the booking under way, then sees its appointment and answers 409 naming it, the employee staying active', async () => {
    const leaving = await s.newEmployee('Kit');
    const colleague = await s.newEmployee('Lia');
    const listed = await s.book(leaving, '2031-05-19', '10:00');
    const template = await s.book(colleague, '2031-05-20', '10:00');
    await inTransaction(async (booking) => {
      const booked = await bookLikeTheApi(booking, leaving, template);
      const post = s.t.http
        .post(`/api/employees/${leaving}/deactivate`)
        .set(s.owner)
        .send({ appointments: [{ appointment_id: listed, action: 'cancel' }] })
        .then((response) => response);
      await s.waitForLockWaiter();
      await booking.commitTransaction();
      const response = await post;
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ message: 'This employee has 1 future appointment; reassign or cancel it before deactivating', details: { appointment_ids: [booked] } });
    });
    expect(await isActive(leaving)).toBe(true);
    expect((await s.t.http.get(`/api/appointments/${listed}`).set(s.reception).expect(200)).body.data.status.name).toBe('pending');
  });
});
