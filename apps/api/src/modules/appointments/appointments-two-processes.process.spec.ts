import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAllApiProcesses, splitAcross, twoInstances, type ApiProcess } from '../../common/testing/api-processes';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { daysFromNow, employeeBody, openDay } from '../../common/testing/factories';
import { waitFor } from '../../common/faults/request-load';
import { apiBackends } from '../../common/testing/write-gate';

// Two real API processes (A and B) on one database: the slot's guard must hold across
// processes, not only between requests of one.
let s: BookingStage;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  s = await bookingStage({ service: { name: 'Cut & Finish', duration_minutes: 60, base_price: 75 } });
  // Pools as large as production's: many bookings of the slot reach PostgreSQL at once.
  [a, b] = await twoInstances(s.t.db, { DATABASE_POOL_SIZE: '10' });
});
afterAll(async () => {
  await stopAllApiProcesses();
  await s?.t.close();
});

describe('one slot booked through two API processes at once', () => {
  it('100 bookings, half through each process: exactly one 201, 99 refused 409 SLOT_TAKEN, one row and one created history, and no deadlock', async () => {
    const deadlocks = async () => (await s.t.dataSource.query('SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()'))[0].n as number;
    const deadlocksBefore = await deadlocks();
    const employeeId = (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody({ email: 'busy@example.com' })).expect(201)).body.data.employee_id as number;
    const date = openDay(0, daysFromNow(10));
    // Overlapping starts (15:00 and 15:15), so the exclusion constraint, not only equal keys, decides.
    const requests = Array.from({ length: 100 }, (_, i) => ({
      method: 'POST' as const,
      path: '/api/appointments',
      headers: s.reception,
      body: { client_id: s.clientId, employee_id: employeeId, service_id: s.serviceId, appointment_date: date, start_time: i % 4 < 2 ? '15:00' : '15:15', duration_minutes: 60, total_price: 75 },
    }));
    const answers = await splitAcross([a, b], requests);

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(99);
    expect(new Set(refused.map((answer) => answer.via))).toEqual(new Set(['A', 'B']));
    for (const answer of refused) {
      expect(answer.body).toEqual({
        success: false,
        status: 409,
        code: 'SLOT_TAKEN',
        message: 'Selected time slot is not available',
        details: { fieldErrors: { start_time: ['Selected time slot is not available'] } },
      });
    }
    const rows = await s.t.dataSource.query('SELECT appointment_id FROM appointments WHERE employee_id = $1', [employeeId]);
    expect(rows).toHaveLength(1);
    const history = await s.t.dataSource.query('SELECT change_type FROM appointment_history WHERE appointment_id = $1', [rows[0].appointment_id]);
    expect(history).toEqual([{ change_type: 'created' }]);

    // Bookings of one employee take turns before the insert: none waits on another's row while
    // that one waits on its own (the exclusion constraint's deadlock). A backend reports its
    // deadlocks when it ends, so the processes stop first.
    await Promise.all([a.stop(), b.stop()]);
    await waitFor(async () => (await apiBackends(s.t.db.url)).length === 0, "the API processes' connections to end", 60_000);
    expect((await deadlocks()) - deadlocksBefore).toBe(0);
  });
});
