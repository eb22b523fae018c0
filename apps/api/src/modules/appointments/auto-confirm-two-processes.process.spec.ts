import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAllApiProcesses, twoInstances } from '../../common/testing/api-processes';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { daysFromNow, employeeBody } from '../../common/testing/factories';

// Two real API processes running the auto-confirm job every 100 ms on one database: each due
// booking is confirmed once, with one history entry, whichever process claims it.
const DUE = 2000;
let s: BookingStage;
beforeAll(async () => {
  s = await bookingStage();
});
afterAll(async () => {
  await stopAllApiProcesses();
  await s?.t.close();
});

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('auto-confirmation run by two API processes at once', () => {
  it(`confirms each of ${DUE} due bookings once, with one history entry each`, async () => {
    const current = (await s.t.http.get('/api/settings').set(s.owner).expect(200)).body.data.settings.appointments;
    await s.t.http
      .put('/api/settings/appointments')
      .set(s.owner)
      .send({ ...current, confirmationSettings: { ...current.confirmationSettings, requireConfirmation: false, autoConfirmAfterHours: 1 } })
      .expect(200);
    const employeeId = (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody()).expect(201)).body.data.employee_id;
    // Both jobs are ticking before the bookings fall due, all in one commit: a run takes long enough
    // (20 batches of 100) that the other process's runs meet it.
    await twoInstances(s.t.db, { OUTBOX_POLL_MS: '20', JOBS_EVERY_MS: '100' });
    // Booked two hours ago for a later day, straight in the table (no slot held, so they may share a time).
    const inserted = await s.t.dataSource.query(
      `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id, holds_slot, created_at)
       SELECT 1, $1, $2, $3, $4::date, time '10:00', time '11:00', 60, 75, st.status_id, false, now() - interval '2 hours'
         FROM generate_series(1, $5) AS n, appointment_statuses st
        WHERE st.salon_id = 1 AND st.name = 'pending'
       RETURNING appointment_id`,
      [s.clientId, employeeId, s.serviceId, daysFromNow(10), DUE],
    );
    expect(inserted).toHaveLength(DUE);

    const pending = async () => (await s.t.dataSource.query(`SELECT count(*)::int AS n FROM appointments a JOIN appointment_statuses st USING (status_id) WHERE st.name = 'pending'`))[0].n;
    await waitFor('every due booking to be confirmed', async () => (await pending()) === 0);
    const perAppointment = await s.t.dataSource.query(
      `SELECT count(h.history_id)::int AS entries FROM appointments a LEFT JOIN appointment_history h ON h.appointment_id = a.appointment_id AND h.change_type = 'auto_confirmed' GROUP BY a.appointment_id`,
    );
    expect(perAppointment).toHaveLength(DUE);
    expect(perAppointment.filter((row: { entries: number }) => row.entries !== 1)).toEqual([]);
  });
});
