import { expect, vi } from 'vitest';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay } from '../../common/testing/factories';

/**
 * What the deactivation tests start from: the booking stage with Nora Quinn (nora@example.com)
 * and a one-hour Signature Cut, plus helpers to hire people, book them and wait on locks.
 */
export async function deactivationStage(prefix: string) {
  const stage: BookingStage = await bookingStage({
    client: { first_name: 'Nora', last_name: 'Quinn', email: 'nora@example.com' },
    service: { name: 'Signature Cut', duration_minutes: 60, base_price: 70 },
  });
  const { t, owner, reception, clientId, serviceId } = stage;
  let counter = 0;

  /** An employee working Monday to Saturday 09:00-17:00 with a 13:00-14:00 break. */
  const newEmployee = async (firstName: string) => {
    const body = employeeBody({ first_name: firstName, last_name: 'Test', email: `${prefix}${++counter}@example.com` });
    const employeeId = (await t.http.post('/api/employees').set(owner).send(body).expect(201)).body.data.employee_id as number;
    await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: [1, 2, 3, 4, 5, 6].map((day) => scheduleDay(day)) }).expect(200);
    return employeeId;
  };

  /** A one-hour booking; the service is the Signature Cut unless another is named. */
  const book = async (employeeId: number, date: string, time: string, service = serviceId) =>
    (
      await t.http
        .post('/api/appointments')
        .set(reception)
        .send({ client_id: clientId, employee_id: employeeId, service_id: service, appointment_date: date, start_time: time, duration_minutes: 60, total_price: 70 })
        .expect(201)
    ).body.data.appointment_id as number;

  /** Resolves once exactly one session of this test's database waits on a lock. */
  const waitForLockWaiter = () =>
    vi.waitFor(
      async () => {
        const [{ waiting }] = await t.dataSource.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        expect(waiting).toBe(1);
      },
      { timeout: 10_000, interval: 20 },
    );

  return { ...stage, newEmployee, book, waitForLockWaiter };
}

export type DeactivationStage = Awaited<ReturnType<typeof deactivationStage>>;
