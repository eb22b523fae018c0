// Values for the calls, picked from the data so every call asks about something that exists:
// a client's surname and phone digits, a busy day, this month, the last full month...
import pg from 'pg';

/** Adds days to a YYYY-MM-DD date (calendar arithmetic, no time zone). */
export function addDays(date, days) {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The Sunday on or before the date: the week schedule's weeks start on Sunday, as the screen's do. */
export const sundayOf = (date) => addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());

/** The first and last day of the month before the one holding `date`. */
export function lastFullMonth(date) {
  const firstOfThisMonth = `${date.slice(0, 7)}-01`;
  const lastDay = addDays(firstOfThisMonth, -1);
  return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
}

/** The demo owner's salon, as the API would answer them. */
export async function pickQueryValues(databaseUrl, { username = 'owner' } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'salon-bench-values' });
  await client.connect();
  try {
    const one = async (sql, params = []) => (await client.query(sql, params)).rows[0];
    const { salon_id: salonId, today } = await one(
      `SELECT u.salon_id, to_char((now() AT TIME ZONE s.time_zone)::date, 'YYYY-MM-DD') AS today
         FROM users u JOIN salons s USING (salon_id) WHERE lower(u.username) = lower($1)`,
      [username],
    );
    // The client of the latest appointment up to today: a real client with history.
    const client_ = await one(
      `SELECT c.first_name, c.last_name, c.phone
         FROM appointments a JOIN clients c USING (client_id)
        WHERE a.salon_id = $1 AND a.appointment_date <= $2::date
        ORDER BY a.appointment_date DESC, a.start_time DESC LIMIT 1`,
      [salonId, today],
    );
    const withPhone = client_?.phone
      ? client_
      : await one(`SELECT phone FROM clients WHERE salon_id = $1 AND phone ~ '\\d{4}' ORDER BY client_id DESC LIMIT 1`, [salonId]);
    const { active_clients: activeClients } = await one(`SELECT count(*)::int AS active_clients FROM clients WHERE salon_id = $1 AND is_active`, [salonId]);
    // The busiest day from a week back to two weeks ahead: the day the desk looks at.
    const busy = await one(
      `SELECT to_char(appointment_date, 'YYYY-MM-DD') AS day
         FROM appointments WHERE salon_id = $1 AND appointment_date BETWEEN $2::date - 7 AND $2::date + 14
        GROUP BY appointment_date ORDER BY count(*) DESC, appointment_date LIMIT 1`,
      [salonId, today],
    );
    const busyDay = busy?.day ?? today;
    // That day's busiest active employee and their most booked active service: the slots a booking looks at.
    const slot = await one(
      `SELECT a.employee_id, a.service_id
         FROM appointments a
         JOIN employees e ON e.employee_id = a.employee_id AND e.is_active
         JOIN services s ON s.service_id = a.service_id AND s.is_active
        WHERE a.salon_id = $1 AND a.appointment_date = $2::date
        GROUP BY a.employee_id, a.service_id ORDER BY count(*) DESC, a.employee_id, a.service_id LIMIT 1`,
      [salonId, busyDay],
    );
    const fallbackSlot = slot ?? (await one(
      `SELECT e.employee_id, s.service_id FROM employees e, services s
        WHERE e.salon_id = $1 AND s.salon_id = $1 AND e.is_active AND s.is_active ORDER BY e.employee_id, s.service_id LIMIT 1`,
      [salonId],
    ));
    const { employees } = await one(`SELECT count(*)::int AS employees FROM employees WHERE salon_id = $1`, [salonId]);
    const month = lastFullMonth(today);
    return {
      salonId,
      today,
      month: today.slice(0, 7),
      weekStart: sundayOf(today),
      daysAgo89: addDays(today, -89),
      daysAgo364: addDays(today, -364),
      busyDay,
      surname: client_?.last_name ?? 'Smith',
      clientName: client_ ? `${client_.first_name} ${client_.last_name}` : 'Smith',
      phoneDigits: (withPhone?.phone ?? '5550100').replace(/\D/g, '').slice(-4),
      // Page 500 of the active clients, or the last page when there are fewer.
      deepPage: Math.max(1, Math.min(500, Math.ceil(activeClients / 10))),
      slotEmployeeId: fallbackSlot.employee_id,
      slotServiceId: fallbackSlot.service_id,
      employeeCount: employees,
      lastMonthFrom: month.from,
      lastMonthTo: month.to,
    };
  } finally {
    await client.end();
  }
}

/** What is in the database, for the report. */
export async function countData(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'salon-bench-values' });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT
      (SELECT count(*) FROM clients)::int AS clients,
      (SELECT count(*) FROM employees)::int AS employees,
      (SELECT count(*) FROM services)::int AS services,
      (SELECT count(*) FROM appointments)::int AS appointments,
      current_setting('server_version') AS postgres`);
    const { postgres, ...counts } = rows[0];
    return { counts, postgres };
  } finally {
    await client.end();
  }
}

/**
 * Appointments holding a slot that overlap an earlier one of the same employee, over the whole
 * table: 0 exactly when no two overlap. One sorted pass, not a self-join of a million rows.
 */
export async function countOverlaps(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'salon-bench-values' });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS overlaps, (SELECT count(*) FROM appointments)::int AS appointments FROM (
        SELECT appointment_date + start_time AS starts,
               max(appointment_date + end_time) OVER (PARTITION BY employee_id ORDER BY appointment_date + start_time, appointment_id
                                                      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS earlier_ends
          FROM appointments WHERE holds_slot) booked
      WHERE starts < earlier_ends`);
    return rows[0];
  } finally {
    await client.end();
  }
}
