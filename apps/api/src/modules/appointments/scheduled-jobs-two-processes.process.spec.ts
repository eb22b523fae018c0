import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAllApiProcesses, twoInstances, type ApiProcess } from '../../common/testing/api-processes';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { daysFromNow, employeeBody, openDay } from '../../common/testing/factories';

// Two real API processes on one database, each running the scheduled jobs every 100 ms (and
// its outbox sender every second). The in-process app of the stage books and changes settings;
// its own jobs are off. Reminders and auto-confirmations must each happen once. Three batches of
// 100 falling due at once keep each claim open long enough that the processes' runs overlap.
const BOOKINGS = 300;
let s: BookingStage;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  s = await bookingStage({ client: { first_name: 'Nora', email: 'nora@example.com' } });
  [a, b] = await twoInstances(s.t.db, { OUTBOX_POLL_MS: '1000', JOBS_EVERY_MS: '100' });
});
afterAll(async () => {
  await stopAllApiProcesses();
  await s?.t.close();
});

/** Polls (bounded) until the condition holds; fails naming what it waited for. */
async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function emailReminders(on: boolean) {
  const current = (await s.t.http.get('/api/settings').set(s.owner).expect(200)).body.data.settings.notifications;
  await s.t.http
    .put('/api/settings/notifications')
    .set(s.owner)
    .send({ ...current, emailNotifications: { ...current.emailNotifications, enabled: true, appointmentReminders: on }, reminderTiming: { ...current.reminderTiming, firstReminder: 168 } })
    .expect(200);
}

/** A pending booking two open days ahead (inside the 168-hour first reminder), with a stylist of its own. */
async function book(): Promise<number> {
  const employeeId = (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody()).expect(201)).body.data.employee_id;
  const body = { client_id: s.clientId, employee_id: employeeId, service_id: s.serviceId, appointment_date: openDay(1, daysFromNow(1)), start_time: '10:00', duration_minutes: 60, total_price: 75 };
  return (await s.t.http.post('/api/appointments').set(s.reception).send(body).expect(201)).body.data.appointment_id;
}

/** Inserts `count` copies of a row (every column but the id, some replaced by SQL expressions of n, 1..count); their ids. */
async function copies(table: string, idColumn: string, id: number, count: number, replaced: Record<string, string> = {}, params: unknown[] = []): Promise<number[]> {
  const columns: string[] = (
    await s.t.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> $2 AND is_generated = 'NEVER' ORDER BY ordinal_position`, [
      table,
      idColumn,
    ])
  ).map((row: { column_name: string }) => row.column_name);
  const rows = await s.t.dataSource.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.map((column) => replaced[column] ?? column).join(', ')}
       FROM ${table}, generate_series(1, $2::int) AS n WHERE ${idColumn} = $1 ORDER BY n RETURNING ${idColumn} AS id`,
    [id, count, ...params],
  );
  return rows.map((row: { id: number }) => row.id);
}

/** The booking and BOOKINGS - 1 copies of it, each with a stylist of its own (a copy of the first). */
async function bookMany(): Promise<number[]> {
  const first = await book();
  const [{ employee_id }] = await s.t.dataSource.query(`SELECT employee_id FROM appointments WHERE appointment_id = $1`, [first]);
  const employees = await copies('employees', 'employee_id', employee_id, BOOKINGS - 1);
  return [first, ...(await copies('appointments', 'appointment_id', first, BOOKINGS - 1, { employee_id: '($3::int[])[n]' }, [employees]))];
}

/** Booked 25 hours ago: past the default 24 hours after which a pending booking is confirmed. */
const bookedLongAgo = (ids: number[]) => s.t.dataSource.query(`UPDATE appointments SET created_at = now() - interval '25 hours' WHERE appointment_id = ANY($1)`, [ids]);

const done = async (ids: number[]) => {
  const [row] = await s.t.dataSource.query(
    `SELECT count(*)::int AS n FROM appointments a JOIN appointment_statuses st ON st.status_id = a.status_id
      WHERE a.appointment_id = ANY($1) AND a.reminder_count > 0 AND st.name = 'confirmed'`,
    [ids],
  );
  return row.n === ids.length;
};

describe('the scheduled jobs on two API processes at once', () => {
  it(`remind and confirm each of ${BOOKINGS} bookings once`, async () => {
    await emailReminders(false);
    const ids = await bookMany();
    // Everything falls due at once, while both processes' jobs are ticking.
    await bookedLongAgo(ids);
    await emailReminders(true);
    await waitFor('every booking to be reminded and confirmed', () => done(ids));

    // One more booking falls due later and is handled too: the jobs ran on after the batch.
    const late = await book();
    await bookedLongAgo([late]);
    await waitFor('the late booking to be reminded and confirmed', () => done([late]));

    const all = [...ids, late];
    const history = await s.t.dataSource.query(
      `SELECT change_type, count(*)::int AS entries, count(DISTINCT appointment_id)::int AS appointments
         FROM appointment_history WHERE appointment_id = ANY($1) AND change_type IN ('reminder_sent', 'auto_confirmed')
        GROUP BY change_type ORDER BY change_type`,
      [all],
    );
    expect(history).toEqual([
      { change_type: 'auto_confirmed', entries: BOOKINGS + 1, appointments: BOOKINGS + 1 },
      { change_type: 'reminder_sent', entries: BOOKINGS + 1, appointments: BOOKINGS + 1 },
    ]);
    const reminders = await s.t.dataSource.query(`SELECT recipient, count(*)::int AS messages FROM outbox_messages WHERE subject = 'Appointment reminder' GROUP BY recipient`);
    expect(reminders).toEqual([{ recipient: 'nora@example.com', messages: BOOKINGS + 1 }]);
    expect([...a.output, ...b.output].filter((line) => line.includes('failed'))).toEqual([]);
  });
});
