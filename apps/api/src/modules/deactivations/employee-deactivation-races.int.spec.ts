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
