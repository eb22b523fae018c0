import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { daysFromNow, employeeBody, openDay } from '../../common/testing/factories';
import { waitFor } from '../../common/faults/request-load';
import { BOOKING_TURN_KEY } from './booking.repository';

/**
 * Bookings of one employee take turns before their insert (booking.repository.ts), so two
 * bookings of one slot never deadlock in the exclusion constraint's check. Shown here by holding
 * an employee's turn from the test: that employee's booking waits for it, another's does not.
 */
let s: BookingStage;
let busy: number;
let other: number;
beforeAll(async () => {
  s = await bookingStage();
  const employee = async (email: string) => (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody({ email })).expect(201)).body.data.employee_id as number;
  busy = await employee('busy@example.com');
  other = await employee('other@example.com');
});
afterAll(async () => {
  await s?.t.close();
});

const booking = (employeeId: number) => ({
  client_id: s.clientId,
  employee_id: employeeId,
  service_id: s.serviceId,
  appointment_date: openDay(0, daysFromNow(10)),
  start_time: '11:00',
  duration_minutes: 60,
  total_price: 75,
});

/** Sessions waiting for an employee's turn. */
const waitingForTurn = async (employeeId: number) =>
  (
    await s.t.dataSource.query(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2 AND objsubid = 2`,
      [BOOKING_TURN_KEY, employeeId],
    )
  )[0].n as number;

describe("an employee's bookings take turns", () => {
  it("waits while another transaction holds the employee's turn, and books once it is released; another employee's booking does not wait", async () => {
    const runner = s.t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query('SELECT pg_advisory_xact_lock($1, $2)', [BOOKING_TURN_KEY, busy]);
      let answered = false;
      const waiting = s.t.http
        .post('/api/appointments')
        .set(s.reception)
        .send(booking(busy))
        .then((response) => {
          answered = true;
          return response;
        });
      await waitFor(async () => (await waitingForTurn(busy)) === 1, "the busy employee's booking to wait for its turn", 30_000);
      expect(answered).toBe(false);

      // Another employee's booking goes through meanwhile.
      await s.t.http.post('/api/appointments').set(s.reception).send(booking(other)).expect(201);

      await runner.commitTransaction();
      expect((await waiting).status).toBe(201);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  }, 60_000);
});
