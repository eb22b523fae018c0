// Grows the demo salon (salon 1) into a salon group's data set for `npm run bench`, with
// set-based SQL only: every table is one INSERT … SELECT over generate_series, and every
// "random" choice is a hash of the row's key (hashint8extended), so two builds on the same
// day give the same rows whatever plan PostgreSQL picks. The schema is left as the
// migrations made it (indexes, the no-overlap exclusion constraint, foreign keys), so the
// benchmark measures the real thing. One function per table: extend it when the schema
// grows derived data (a rollup, a digits column).
import pg from 'pg';
import {
  ALERT_TEMPLATES,
  APPOINTMENT_NOTES,
  AREA_CODES,
  CANCELLATION_REASONS,
  CONTACT_METHODS,
  EMAIL_DOMAINS,
  EXTRA_SERVICES,
  FIRST_NAMES,
  LAST_NAMES,
  NOTE_TEMPLATES,
  PLACES,
  POSITION_CYCLE,
  PRODUCTS,
  REFERRALS,
  SHADES,
  STREETS,
  TYPES_BY_POSITION,
} from './bench-lists.mjs';

/** Targets for the whole salon (demo rows included); appointments follow from hours and fill rates. */
export const SIZES = {
  large: { clients: 100_000, employees: 60, services: 120, clientNotes: 30_000, daysBack: 730, daysAhead: 365, stockItems: 600, walkInsPerDay: 20 },
  small: { clients: 10_000, employees: 15, services: 60, clientNotes: 3_000, daysBack: 240, daysAhead: 60, stockItems: 150, walkInsPerDay: 8 },
};

const SALON_ID = 1;
/** New employees' e-mails end so; it also marks a salon this module already grew. */
const STAFF_DOMAIN = 'staff.willowbirch.example';

/** A number in [0, 1) from a bigint key and a seed: the same on every run. */
const u = (key, seed) => `((hashint8extended((${key})::bigint, ${seed}) & 2147483647)::float8 / 2147483648.0)`;
/** An integer in [0, n) from a key and a seed. */
const pickIndex = (key, seed, n) => `floor(${u(key, seed)} * (${n}))::int`;

/**
 * @param {string} databaseUrl a database migrated and loaded with the demo data
 * @param {{ size?: 'small' | 'large', log?: (line: string) => void }} [options]
 * @returns {Promise<{ size: string, seconds: number, counts: Record<string, number> }>}
 */
export async function buildBenchData(databaseUrl, { size = 'small', log = console.log } = {}) {
  const target = SIZES[size];
  if (!target) throw new Error(`Unknown size "${size}": use ${Object.keys(SIZES).join(' or ')}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    const facts = await readFacts(client);
    log(`Growing salon ${SALON_ID} to the ${size} data set (today ${facts.today} in ${facts.timeZone})`);
    const steps = [
      ['services', () => addServices(client, target)],
      ['employees', () => addEmployees(client, target, facts)],
      ['employee_schedules', () => addSchedules(client)],
      ['clients', () => addClients(client, target, facts)],
      ['client_notes', () => addClientNotes(client, target, facts)],
      ['appointments', () => addAppointments(client, target, facts)],
      ['appointment_history', () => addHistory(client)],
      ['appointment_services', () => addExtraServices(client)],
      ['appointment_notes', () => addAppointmentNotes(client, facts)],
      ['payments', () => addPayments(client, facts)],
      ['inventory', () => addInventory(client, target, facts)],
      ['waitlist_entries', () => addWaitlist(client, target, facts)],
    ];
    for (const [table, step] of steps) {
      const at = Date.now();
      const rows = await inTransaction(client, step);
      log(`  ${table}: +${rows.toLocaleString('en-US')} rows in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    }
    const at = Date.now();
    await bumpSequences(client);
    // Frozen, all-visible pages and fresh statistics, as a database autovacuum has caught up with:
    // otherwise the first queries of each copy would pay for setting hint bits.
    await client.query('VACUUM (FREEZE, ANALYZE)');
    log(`  sequences and VACUUM in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    const counts = await countRows(client);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    log(`Built in ${seconds} s: ${Object.entries(counts).map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`).join(', ')}`);
    return { size, seconds, counts };
  } finally {
    await client.query('DROP TABLE IF EXISTS bench_plan').catch(() => undefined);
    await client.end();
  }
}

async function inTransaction(client, work) {
  await client.query('BEGIN');
  try {
    // Nothing here needs to survive a crash before the final commit: a failed build is rebuilt.
    await client.query('SET LOCAL synchronous_commit = off');
    const rows = await work();
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Today in the salon's zone, the build's "now", and who books at the desk. */
async function readFacts(client) {
  const { rows } = await client.query(
    `SELECT s.time_zone, (now() AT TIME ZONE s.time_zone)::date::text AS today, now() AS now,
            (SELECT user_id FROM users WHERE username = 'reception') AS reception,
            (SELECT array_agg(user_id ORDER BY user_id) FROM users) AS users,
            EXISTS (SELECT 1 FROM employees WHERE email LIKE $2) AS grown
       FROM salons s WHERE s.salon_id = $1`,
    [SALON_ID, `%@${STAFF_DOMAIN}`],
  );
  if (rows.length === 0) throw new Error(`Salon ${SALON_ID} does not exist: start the API once with DEMO_DATA=true first`);
  const [facts] = rows;
  if (facts.grown) throw new Error('This database already holds the benchmark data set: build into a fresh copy of the demo database');
  if (!/^[A-Za-z0-9_/+-]+$/.test(facts.time_zone)) throw new Error(`Unexpected time zone ${facts.time_zone}`);
  return { timeZone: facts.time_zone, today: facts.today, now: facts.now, reception: facts.reception, users: facts.users ?? [] };
}

/** The group's menu: the demo's services plus EXTRA_SERVICES, taken a type at a time so a smaller menu still covers every type. */
async function addServices(client, target) {
  const types = [...new Set(EXTRA_SERVICES.map(([type]) => type))];
  const byType = types.map((type) => EXTRA_SERVICES.filter((service) => service[0] === type));
  const interleaved = [];
  for (let round = 0; interleaved.length < EXTRA_SERVICES.length; round++) {
    for (const list of byType) if (list[round]) interleaved.push(list[round]);
  }
  const { rows } = await client.query('SELECT count(*)::int AS n FROM services WHERE salon_id = $1', [SALON_ID]);
  const wanted = interleaved.slice(0, Math.max(0, target.services - rows[0].n));
  const json = wanted.map(([type, name, minutes, price]) => ({ type, name, minutes, price }));
  const result = await client.query(
    `INSERT INTO services (salon_id, name, service_type_id, description, short_description, base_price, duration_minutes,
                           price_varies, min_price, max_price, tags, created_at, updated_at)
     SELECT $1, s.name, s.type, s.name || ', as the group does it everywhere.', s.name, s.price, s.minutes,
            s.price >= 100, CASE WHEN s.price >= 100 THEN s.price END, CASE WHEN s.price >= 100 THEN round(s.price * 1.4) END,
            ARRAY[lower(split_part(s.name, ' ', 1))]::varchar(30)[], now() - interval '3 years', now() - interval '3 years'
       FROM jsonb_to_recordset($2::jsonb) AS s(type int, name text, minutes int, price numeric)
      WHERE NOT EXISTS (SELECT 1 FROM services x WHERE x.salon_id = $1 AND lower(x.name) = lower(s.name))`,
    [SALON_ID, JSON.stringify(json)],
  );
  return result.rowCount;
}

/** Staff up to the target: mostly long-serving, some hired during the three years. */
async function addEmployees(client, target, { today }) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM employees WHERE salon_id = $1', [SALON_ID]);
  const count = Math.max(0, target.employees - rows[0].n);
  const result = await client.query(
    `INSERT INTO employees (salon_id, first_name, last_name, email, phone, position, hire_date, hourly_rate,
                            commission_rate, employment_type, years_experience, specializations, created_at, updated_at)
     SELECT $1, f.first_name, f.last_name,
            lower(regexp_replace(f.first_name || '.' || f.last_name, '[^A-Za-z.]', '', 'g')) || '.' || n || '@' || $6,
            '+1 212 555 ' || lpad((2000 + n)::text, 4, '0'),
            ($3::text[])[1 + (n - 1) % cardinality($3::text[])], f.hire_date,
            18 + n % 20, 20 + n % 25, CASE WHEN n % 9 = 0 THEN 'part_time' ELSE 'full_time' END, 1 + n % 30, NULL,
            f.hire_date::timestamptz, f.hire_date::timestamptz
       FROM generate_series(1, $2::int) AS n
      CROSS JOIN LATERAL (
        SELECT ($4::text[])[1 + ${pickIndex('n', 11, 'cardinality($4::text[])')}] AS first_name,
               ($5::text[])[1 + ${pickIndex('n', 12, 'cardinality($5::text[])')}] AS last_name,
               $7::date - CASE WHEN ${u('n', 13)} < 0.08 THEN 30 + ${pickIndex('n', 14, 670)} ELSE 800 + ${pickIndex('n', 14, 3000)} END AS hire_date
      ) AS f`,
    [SALON_ID, count, POSITION_CYCLE, FIRST_NAMES, LAST_NAMES, STAFF_DOMAIN, today],
  );
  return result.rowCount;
}

/**
 * The salon's opening hours (DEFAULT_BUSINESS_HOURS: Monday to Thursday 09-19, Friday 09-20,
 * Saturday 09-18, Sunday closed): the new staff cover them six days a week, part-timers with
 * one weekday off; every other one takes a half-hour lunch break on weekdays.
 */
async function addSchedules(client) {
  const result = await client.query(
    `INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time, break_start, break_end)
     SELECT e.employee_id, h.dow, h.open, h.close,
            CASE WHEN e.employee_id % 2 = 0 AND h.dow < 6 THEN time '13:00' END,
            CASE WHEN e.employee_id % 2 = 0 AND h.dow < 6 THEN time '13:30' END
       FROM employees e
      CROSS JOIN (VALUES (1, time '09:00', time '19:00'), (2, time '09:00', time '19:00'), (3, time '09:00', time '19:00'),
                         (4, time '09:00', time '19:00'), (5, time '09:00', time '20:00'), (6, time '09:00', time '18:00')) AS h(dow, open, close)
      WHERE e.email LIKE $1
        AND NOT (e.employment_type = 'part_time' AND h.dow = 1 + e.employee_id % 4)`,
    [`%@${STAFF_DOMAIN}`],
  );
  return result.rowCount;
}

/** How many days back the oldest client joined: a year before the oldest appointment. */
const clientHistoryDays = (target) => target.daysBack + 370;

/**
 * Clients up to the target, with consecutive ids after the demo's: client k joined
 * clientHistoryDays·k/N days into the history, so older clients have lower ids and an
 * appointment can always pick someone who had already joined. One in ten (k % 10 = 7) is inactive.
 */
async function addClients(client, target, facts) {
  const { today, timeZone } = facts;
  const { rows } = await client.query('SELECT count(*)::int AS n, coalesce(max(client_id), 0)::int AS max FROM clients');
  const count = Math.max(0, target.clients - rows[0].n);
  // The rest of the build draws clients by arithmetic on this range.
  facts.newClients = { first: rows[0].max + 1, count };
  const days = clientHistoryDays(target);
  const key = '(k + 1000003)';
  const result = await client.query(
    `INSERT INTO clients (client_id, salon_id, first_name, last_name, email, phone, address, city, state, zip_code, birthdate,
                          preferred_contact_method, referral_source, is_active, created_at, updated_at)
     SELECT $2::int + 1 + k, $1, p.first_name, p.last_name,
            CASE WHEN ${u(key, 21)} < 0.88 THEN
              CASE k % 3
                WHEN 0 THEN lower(p.first_clean || '.' || p.last_clean) || ($2 + 1 + k)
                WHEN 1 THEN lower(left(p.first_clean, 1) || p.last_clean) || ($2 + 1 + k)
                ELSE lower(p.first_clean) || '_' || ($2 + 1 + k)
              END || '@' || ($5::text[])[1 + ${pickIndex(key, 22, 'cardinality($5::text[])')}]
            END,
            CASE WHEN ${u(key, 23)} < 0.95 THEN
              CASE k % 5
                WHEN 0 THEN '(' || p.area || ') ' || p.exchange || '-' || p.line
                WHEN 1 THEN p.area || '.' || p.exchange || '.' || p.line
                WHEN 2 THEN '+1 ' || p.area || ' ' || p.exchange || ' ' || p.line
                WHEN 3 THEN p.area || '-' || p.exchange || '-' || p.line
                ELSE p.area || p.exchange || p.line
              END
            END,
            CASE WHEN p.has_address THEN (1 + ${pickIndex(key, 24, 420)}) || ' ' || ($6::text[])[1 + ${pickIndex(key, 25, 'cardinality($6::text[])')}] END,
            CASE WHEN p.has_address THEN ($7::text[])[p.place * 3 + 1] END,
            CASE WHEN p.has_address THEN ($7::text[])[p.place * 3 + 2] END,
            CASE WHEN p.has_address THEN ($7::text[])[p.place * 3 + 3] END,
            CASE WHEN ${u(key, 26)} < 0.6 THEN $3::date - (18 * 365 + ${pickIndex(key, 27, 54 * 365)}) END,
            CASE WHEN ${u(key, 28)} < 0.85 THEN ($8::text[])[1 + ${pickIndex(key, 29, 'cardinality($8::text[])')}] END,
            CASE WHEN ${u(key, 30)} < 0.7 THEN ($9::text[])[1 + ${pickIndex(key, 31, 'cardinality($9::text[])')}] END,
            k % 10 <> 7, p.joined, p.joined
       FROM generate_series(0, $10::int - 1) AS k
      CROSS JOIN LATERAL (
        SELECT f.first_name, l.last_name, regexp_replace(f.first_name, '[^A-Za-z]', '', 'g') AS first_clean,
               regexp_replace(l.last_name, '[^A-Za-z]', '', 'g') AS last_clean,
               ($11::text[])[1 + ${pickIndex(key, 32, 'cardinality($11::text[])')}] AS area,
               (200 + ${pickIndex(key, 33, 800)})::text AS exchange, lpad(${pickIndex(key, 34, 10000)}::text, 4, '0') AS line,
               ${u(key, 35)} < 0.75 AS has_address, ${pickIndex(key, 36, 'cardinality($7::text[]) / 3')} AS place,
               (($3::date - $12::int + floor($12::float8 * k / $10::int)::int - 1) + time '09:00'
                 + make_interval(mins => ${pickIndex(key, 37, 540)})) AT TIME ZONE $4::text AS joined
          FROM (SELECT ($13::text[])[1 + ${pickIndex(key, 38, 'cardinality($13::text[])')}] AS first_name) AS f,
               (SELECT ($14::text[])[1 + ${pickIndex(key, 39, 'cardinality($14::text[])')}] AS last_name) AS l
      ) AS p`,
    [
      SALON_ID, rows[0].max, today, timeZone, EMAIL_DOMAINS, STREETS, PLACES.flat(), CONTACT_METHODS, REFERRALS, count,
      AREA_CODES, days, FIRST_NAMES, LAST_NAMES,
    ],
  );
  return result.rowCount;
}

/** Notes on random clients, written after they joined; about one in twelve is a health and safety alert. */
async function addClientNotes(client, target, { now, users, newClients }) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM client_notes');
  const count = newClients.count === 0 ? 0 : Math.max(0, target.clientNotes - rows[0].n);
  const key = '(m + 2000003)';
  const result = await client.query(
    `INSERT INTO client_notes (salon_id, client_id, note_text, is_alert, created_by, created_at, updated_at)
     SELECT $1, c.client_id,
            replace(replace(replace(replace(replace(t.template, '{n}', (5 + ${pickIndex(key, 41, 40)})::text),
              '{who}', ($6::text[])[1 + ${pickIndex(key, 42, 'cardinality($6::text[])')}]),
              '{shade}', ($7::text[])[1 + ${pickIndex(key, 43, 'cardinality($7::text[])')}]),
              '{shade2}', ($7::text[])[1 + ${pickIndex(key, 44, 'cardinality($7::text[])')}]),
              '{product}', ($8::text[])[1 + ${pickIndex(key, 45, 'cardinality($8::text[])')}]),
            t.alert, ($9::int[])[1 + ${pickIndex(key, 46, 'greatest(cardinality($9::int[]), 1)')}],
            c.created_at + (($10::timestamptz - c.created_at) * ${u(key, 47)}),
            c.created_at + (($10::timestamptz - c.created_at) * ${u(key, 47)})
       FROM generate_series(1, $2::int) AS m
      CROSS JOIN LATERAL (
        SELECT CASE WHEN ${u(key, 48)} < 0.08 THEN ($5::text[])[1 + ${pickIndex(key, 49, 'cardinality($5::text[])')}]
                    ELSE ($4::text[])[1 + ${pickIndex(key, 49, 'cardinality($4::text[])')}] END AS template,
               ${u(key, 48)} < 0.08 AS alert
      ) AS t
      JOIN clients c ON c.client_id = $3::int + ${pickIndex(key, 40, '$11::int')}`,
    [SALON_ID, count, newClients.first, NOTE_TEMPLATES, ALERT_TEMPLATES, FIRST_NAMES.slice(0, 12), SHADES, PRODUCTS, users, now, newClients.count],
  );
  return result.rowCount;
}

/**
 * The appointments, planned in a temporary table first (the history, extra services and
 * notes are derived from the same plan). Each employee's working day (a segment before and
 * after a break) is a run of candidate visits back to back, each a service from their menu
 * (short services weighted up, as a busy group's book is) and sometimes an add-on; a
 * candidate is booked with the day's fill rate, otherwise its time stays free. Days the demo
 * already filled are left alone. So visits never overlap, and future days keep free time for
 * the benchmark's bookings. Past: mostly completed (ratings on most), 7% cancelled, 4% no-show,
 * and on 15% of past slots an earlier booking that was cancelled and rebooked; future: pending or
 * confirmed, 3% cancelled. Cancelled and no-show visits hold no slot, as the API sets them.
 */
async function addAppointments(client, target, { today, timeZone, now, reception, newClients }) {
  if (newClients.count === 0) throw new Error('The appointments draw from the clients this build adds, and it added none');
  const { rows: ids } = await client.query('SELECT coalesce(max(appointment_id), 0)::int AS max_id FROM appointments');
  const maxId = ids[0].max_id;
  const days = clientHistoryDays(target);
  const typesByPosition = Object.entries(TYPES_BY_POSITION).map(([position, types]) => `('${position}', ARRAY[${types.join(',')}])`).join(', ');
  const key = 'c.key';
  await client.query('DROP TABLE IF EXISTS bench_plan');
  const planSql = `
     WITH menu AS MATERIALIZED (
       SELECT e.employee_id,
              (SELECT array_agg(s.service_id ORDER BY s.service_id, w.n)
                 FROM services s
                CROSS JOIN LATERAL generate_series(1, CASE WHEN s.duration_minutes <= 20 THEN 8 WHEN s.duration_minutes <= 30 THEN 6
                                                           WHEN s.duration_minutes <= 45 THEN 2 ELSE 1 END) AS w(n)
                WHERE s.salon_id = e.salon_id AND s.is_active AND s.duration_minutes <= 180 AND s.service_type_id = ANY (p.types)) AS menu,
              (SELECT array_agg(s.service_id ORDER BY s.service_id)
                 FROM services s
                WHERE s.salon_id = e.salon_id AND s.is_active AND s.duration_minutes <= 30 AND s.service_type_id = ANY (p.types)) AS add_ons
         FROM employees e
         JOIN (VALUES ${typesByPosition}) AS p(position, types) ON p.position = e.position
        WHERE e.salon_id = $1
     ),
     shift AS (
       SELECT e.employee_id, d.day::date AS day, d.day::date - $2::date AS day_offset, seg.no AS segment,
              (extract(epoch FROM seg.a) / 60)::int AS start_min, (extract(epoch FROM seg.b) / 60)::int AS end_min
         FROM employees e
         JOIN employee_schedules s ON s.employee_id = e.employee_id
         JOIN generate_series($2::date - $3::int, $2::date + $4::int, interval '1 day') AS d(day) ON extract(dow FROM d.day) = s.day_of_week
        CROSS JOIN LATERAL (VALUES (1, s.start_time, coalesce(s.break_start, s.end_time)), (2, s.break_end, s.end_time)) AS seg(no, a, b)
        WHERE e.salon_id = $1 AND seg.a IS NOT NULL AND seg.b > seg.a AND s.day_of_week <> 0
          AND d.day >= e.hire_date AND (e.is_active OR d.day < $2::date)
          AND NOT EXISTS (SELECT 1 FROM appointments x WHERE x.employee_id = e.employee_id AND x.appointment_date = d.day::date)
     ),
     candidate AS (
       SELECT sh.*, c.key, m.menu, m.add_ons,
              ${u(key, 51)} AS u_service, ${u(key, 52)} AS u_extra, ${u(key, 53)} AS u_pick_extra
         FROM shift sh
         JOIN menu m ON m.employee_id = sh.employee_id AND m.menu IS NOT NULL
        CROSS JOIN LATERAL generate_series(1, (sh.end_min - sh.start_min) / 15) AS i
        CROSS JOIN LATERAL (SELECT ((sh.employee_id::bigint * 4096 + (sh.day_offset + 2048)) * 4 + sh.segment) * 64 + i AS key) AS c
     ),
     sized AS (
       SELECT c.employee_id, c.day, c.day_offset, c.start_min, c.end_min, c.segment, c.key,
              svc.service_id, svc.duration_minutes AS service_minutes,
              CASE WHEN svc.price_varies AND svc.min_price IS NOT NULL AND svc.max_price IS NOT NULL
                   THEN round((svc.min_price + (svc.max_price - svc.min_price) * ${u(key, 54)}) / 5) * 5 ELSE svc.base_price END AS service_price,
              extra.service_id AS extra_id, coalesce(extra.duration_minutes, 0) AS extra_minutes, coalesce(extra.base_price, 0) AS extra_price
         FROM candidate c
         JOIN services svc ON svc.service_id = c.menu[1 + floor(c.u_service * cardinality(c.menu))::int]
         LEFT JOIN services extra ON c.u_extra < 0.1 AND c.add_ons IS NOT NULL
               AND extra.service_id = c.add_ons[1 + floor(c.u_pick_extra * cardinality(c.add_ons))::int] AND extra.service_id <> svc.service_id
     ),
     placed AS (
       SELECT s.*, s.service_minutes + s.extra_minutes AS minutes,
              (s.start_min + coalesce(sum(s.service_minutes + s.extra_minutes) OVER (
                PARTITION BY s.employee_id, s.day, s.segment ORDER BY s.key ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::int AS at_min
         FROM sized s
     ),
     booked AS (
       -- The fill rate: the past is nearly full, the book empties with distance.
       SELECT p.*, false AS rebooked
         FROM placed p
        WHERE p.at_min + p.minutes <= p.end_min
          AND ${u('p.key', 55)} < CASE WHEN p.day_offset < 0 THEN 0.95 WHEN p.day_offset = 0 THEN 0.85
                                       ELSE greatest(0.2, 0.92 - 0.0018 * p.day_offset) END
       UNION ALL
       -- An earlier booking of a past slot that was cancelled before someone else took it.
       SELECT p.*, true
         FROM placed p
        WHERE p.at_min + p.minutes <= p.end_min AND p.day_offset < 0 AND ${u('p.key', 56)} < 0.15
     ),
     timed AS (
       SELECT b.*, (b.day + make_interval(mins => b.at_min)) AT TIME ZONE $5::text AS start_at,
              (b.day + make_interval(mins => b.at_min + b.minutes)) AT TIME ZONE $5::text AS end_at,
              $8::bigint + 1 + floor(power(${u('b.key * 2 + b.rebooked::int', 57)}, 1.15)
                * greatest(1, floor($9::int * least(1.0, (b.day_offset + $10::int)::float8 / $10::int)))) ::bigint AS raw_client,
              ${u('b.key * 2 + b.rebooked::int', 58)} AS u_status, ${u('b.key * 2 + b.rebooked::int', 59)} AS u_detail,
              ${u('b.key * 2 + b.rebooked::int', 60)} AS u_lead, ${u('b.key * 2 + b.rebooked::int', 61)} AS u_rating
         FROM booked b
     ),
     chosen AS (
       SELECT t.*, cl.client_id,
              -- Booked 1 to 30 days ahead, never before the client joined, never after now.
              greatest(cl.created_at + interval '1 hour',
                       least(t.start_at - make_interval(days => 1 + floor(t.u_lead * 30)::int, mins => floor(t.u_detail * 480)::int),
                             $6::timestamptz - make_interval(mins => 5 + floor(t.u_lead * 2880)::int))) AS booked_at
         FROM timed t
         JOIN clients cl ON cl.client_id = CASE WHEN t.day_offset >= 0 AND (t.raw_client - $8::bigint - 1) % 10 = 7 THEN t.raw_client - 1 ELSE t.raw_client END
     ),
     status AS (
       SELECT ch.*,
              CASE WHEN ch.rebooked THEN 5
                   WHEN ch.end_at <= $6::timestamptz THEN CASE WHEN ch.u_status < 0.07 THEN 5 WHEN ch.u_status < 0.11 THEN 6 ELSE 4 END
                   WHEN ch.start_at <= $6::timestamptz THEN 2
                   WHEN ch.u_status < 0.03 THEN 5
                   WHEN ch.u_detail < CASE WHEN ch.day_offset <= 2 THEN 0.85 ELSE 0.5 END THEN 2
                   ELSE 1 END AS status_id
         FROM chosen ch
     )
     SELECT $11::int + row_number() OVER (ORDER BY st.employee_id, st.day, st.at_min, st.rebooked) AS appointment_id,
            st.employee_id, st.client_id, st.service_id, st.extra_id, st.service_minutes, st.extra_price, st.day AS appointment_date,
            make_time(st.at_min / 60, st.at_min % 60, 0) AS start_time, make_time((st.at_min + st.minutes) / 60, (st.at_min + st.minutes) % 60, 0) AS end_time,
            st.minutes AS duration_minutes, st.service_price + st.extra_price AS total_price,
            CASE WHEN st.service_price + st.extra_price >= 200 THEN 50 ELSE 0 END AS deposit_amount,
            st.status_id, st.status_id NOT IN (5, 6) AS holds_slot, st.booked_at AS created_at, st.key, st.day_offset,
            CASE WHEN st.status_id = 4 AND st.u_rating < 0.7 THEN (ARRAY[5, 5, 5, 4, 4, 3])[1 + floor(st.u_detail * 6)::int] END AS rating,
            CASE WHEN st.status_id = 5 THEN (array_append($7::text[], NULL))[1 + floor(st.u_detail * (cardinality($7::text[]) + 1))::int] END AS cancellation_reason,
            CASE WHEN st.status_id = 4 THEN st.start_at - make_interval(mins => floor(st.u_detail * 10)::int) END AS checked_in_at,
            CASE WHEN st.status_id = 4 THEN st.end_at END AS checked_out_at,
            CASE WHEN st.status_id = 4 THEN st.end_at END AS completed_at,
            CASE WHEN st.status_id = 5 THEN
              CASE WHEN st.end_at <= $6::timestamptz
                   THEN greatest(st.booked_at + interval '10 minutes', st.start_at - make_interval(hours => 2 + floor(st.u_lead * 46)::int))
                   ELSE st.booked_at + ($6::timestamptz - st.booked_at) * st.u_lead END
            END AS cancelled_at,
            CASE WHEN st.status_id = 6 THEN st.start_at + interval '20 minutes' END AS no_show_at,
            CASE WHEN st.status_id IN (2, 4, 6) THEN least(st.booked_at + interval '1 hour', $6::timestamptz) END AS confirmation_sent_at,
            $12::int AS created_by
       FROM status AS st`;
  const planParams = [SALON_ID, today, target.daysBack, target.daysAhead, timeZone, now, CANCELLATION_REASONS, newClients.first - 1, newClients.count, days, maxId, reception];
  await client.query(`CREATE TEMP TABLE bench_plan AS ${planSql}`, planParams);
  const result = await client.query(
    `INSERT INTO appointments (appointment_id, salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time,
                               duration_minutes, total_price, deposit_amount, status_id, holds_slot, rating, cancellation_reason,
                               created_by, created_at, updated_at, checked_in_at, checked_out_at, completed_at, cancelled_at, no_show_at,
                               confirmation_sent_at)
     SELECT appointment_id, $1, client_id, employee_id, service_id, appointment_date, start_time, end_time,
            duration_minutes, total_price, deposit_amount, status_id, holds_slot, rating, cancellation_reason,
            created_by, created_at, coalesce(completed_at, cancelled_at, no_show_at, confirmation_sent_at, created_at),
            checked_in_at, checked_out_at, completed_at, cancelled_at, no_show_at, confirmation_sent_at
       FROM bench_plan ORDER BY appointment_id`,
    [SALON_ID],
  );
  return result.rowCount;
}

/** A timestamp as the API's JSON has it: 2026-03-14T15:09:26.000Z. */
const isoJson = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The trail the API writes: 'created' with the tracked fields, then one row per status move
 * (confirm, check_in and complete, cancel, no_show), each at the time it happened.
 */
async function addHistory(client) {
  const result = await client.query(
    `INSERT INTO appointment_history (appointment_id, change_type, change_reason, old_values, new_values, changed_by, created_at)
     SELECT p.appointment_id, h.change_type, h.change_reason, h.old_values, h.new_values, p.created_by, h.at
       FROM bench_plan p
      CROSS JOIN LATERAL (VALUES
        ('created', NULL, NULL::jsonb, jsonb_build_object(
            'client_id', p.client_id, 'employee_id', p.employee_id, 'service_id', p.service_id,
            'appointment_date', to_char(p.appointment_date, 'YYYY-MM-DD'), 'start_time', to_char(p.start_time, 'HH24:MI'),
            'end_time', to_char(p.end_time, 'HH24:MI'), 'duration_minutes', p.duration_minutes, 'total_price', p.total_price,
            'deposit_amount', p.deposit_amount, 'notes', NULL, 'internal_notes', NULL, 'special_requests', NULL), p.created_at),
        ('confirm', NULL, jsonb_build_object('status', 'pending'), jsonb_build_object('status', 'confirmed'), p.confirmation_sent_at),
        ('check_in', NULL, jsonb_build_object('status', 'confirmed'), jsonb_build_object('status', 'in_progress', 'checked_in_at', ${isoJson('p.checked_in_at')}), p.checked_in_at),
        ('complete', NULL, jsonb_build_object('status', 'in_progress'),
            jsonb_strip_nulls(jsonb_build_object('status', 'completed', 'completed_at', ${isoJson('p.completed_at')}, 'rating', p.rating)), p.completed_at),
        ('cancel', p.cancellation_reason, jsonb_build_object('status', CASE WHEN p.confirmation_sent_at IS NULL THEN 'pending' ELSE 'confirmed' END),
            jsonb_build_object('status', 'cancelled', 'cancelled_at', ${isoJson('p.cancelled_at')}, 'cancellation_reason', p.cancellation_reason), p.cancelled_at),
        ('no_show', NULL, jsonb_build_object('status', 'confirmed'), jsonb_build_object('status', 'no_show', 'no_show_at', ${isoJson('p.no_show_at')}), p.no_show_at)
      ) AS h(change_type, change_reason, old_values, new_values, at)
      WHERE h.at IS NOT NULL
      ORDER BY p.appointment_id, h.at`,
  );
  return result.rowCount;
}

/** The add-on, by the same employee, right after the main service (as the demo seed has it). */
async function addExtraServices(client) {
  const result = await client.query(
    `INSERT INTO appointment_services (appointment_id, service_id, employee_id, duration_minutes, price, start_time_offset)
     SELECT p.appointment_id, p.extra_id, p.employee_id, s.duration_minutes, p.extra_price, p.service_minutes
       FROM bench_plan p JOIN services s ON s.service_id = p.extra_id
      ORDER BY p.appointment_id`,
  );
  return result.rowCount;
}

/** A note on about one visit in thirty. */
async function addAppointmentNotes(client, { reception }) {
  const result = await client.query(
    `INSERT INTO appointment_notes (appointment_id, note_text, note_type, is_internal, created_by, created_at, updated_at)
     SELECT p.appointment_id, n.note ->> 0, n.note ->> 1, (n.note ->> 2)::boolean, $2, p.created_at, p.created_at
       FROM bench_plan p
      CROSS JOIN LATERAL (SELECT $1::jsonb -> ${pickIndex('p.key * 3', 62, 'jsonb_array_length($1::jsonb)')} AS note) AS n
      WHERE ${u('p.key * 3', 63)} < 0.033`,
    [JSON.stringify(APPOINTMENT_NOTES), reception],
  );
  return result.rowCount;
}

/** How the group's clients pay: cards mostly, some cash, a few gift cards and cheques. */
const METHODS = ['credit_card', 'credit_card', 'credit_card', 'credit_card', 'debit_card', 'debit_card', 'cash', 'cash', 'gift_card', 'check'];
const REFUND_REASONS = ['Client not happy with the colour', 'Charged twice at the desk', 'Service shortened', 'Goodwill gesture'];

/**
 * A payment for every completed visit, taken when it ended: the price less the deposit, and a
 * tip on about a third; card payments carry a reference. Each deposit is a card payment taken
 * when the visit was booked. About 2.5% are refunded a few days later, one in five
 * of those in full, each refund a row of its own linked to its payment, as the API writes them.
 */
async function addPayments(client, { reception }) {
  const { rows } = await client.query('SELECT coalesce(max(payment_id), 0)::int AS max FROM payments');
  const paid = await client.query(
    `INSERT INTO payments (payment_id, salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type,
                           payment_date, transaction_reference, created_by, created_at, updated_at)
     SELECT $2::int + row_number() OVER (ORDER BY p.appointment_id), $1, p.client_id, p.appointment_id,
            least(99999.99, p.total_price - p.deposit_amount + CASE WHEN ${u('p.key', 71)} < 0.35 THEN round(p.total_price * 0.15) ELSE 0 END),
            m.method, 'completed', 'payment', p.completed_at,
            CASE WHEN m.method IN ('credit_card', 'debit_card') THEN 'CH-' || upper(to_hex(hashint8extended(p.key, 73) & 281474976710655)) END,
            $3, p.completed_at, p.completed_at
       FROM bench_plan p
      CROSS JOIN LATERAL (SELECT ($4::text[])[1 + ${pickIndex('p.key', 72, 'cardinality($4::text[])')}] AS method) AS m
      WHERE p.status_id = 4 AND p.total_price > 0
      ORDER BY p.appointment_id`,
    [SALON_ID, rows[0].max, reception, METHODS],
  );
  const refunds = await client.query(
    `WITH picked AS (
       SELECT p.*, (SELECT max(payment_id) FROM payments) + row_number() OVER (ORDER BY p.payment_id) AS refund_id,
              CASE WHEN ${u('p.payment_id', 74)} < 0.005 THEN p.amount ELSE greatest(1, round(p.amount * 0.2)) END AS refund,
              least(p.payment_date + make_interval(days => 1 + ${pickIndex('p.payment_id', 75, 5)}), now()) AS refunded_at
         FROM payments p
        WHERE p.payment_id > $2 AND p.transaction_type = 'payment' AND ${u('p.payment_id', 76)} < 0.025
     ),
     added AS (
       INSERT INTO payments (payment_id, salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type,
                             payment_date, original_payment_id, reason, created_by, created_at, updated_at)
       SELECT refund_id, $1, client_id, appointment_id, refund, payment_method, 'completed', 'refund', refunded_at, payment_id,
              ($4::text[])[1 + ${pickIndex('payment_id', 77, 'cardinality($4::text[])')}], $3, refunded_at, refunded_at
         FROM picked
       RETURNING original_payment_id, amount, payment_date
     )
     UPDATE payments p
        SET refunded_amount = a.amount, updated_at = a.payment_date,
            payment_status = CASE WHEN a.amount >= p.amount THEN 'refunded' ELSE 'partially_refunded' END
       FROM added a
      WHERE p.payment_id = a.original_payment_id`,
    [SALON_ID, rows[0].max, reception, REFUND_REASONS],
  );
  // Each deposit is a payment taken by card when the visit was booked, as the API writes it (DEPOSIT_NOTE in deposit-payment.ts).
  const deposits = await client.query(
    `INSERT INTO payments (payment_id, salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type,
                           payment_date, notes, created_by, created_at, updated_at)
     SELECT (SELECT max(payment_id) FROM payments) + row_number() OVER (ORDER BY p.appointment_id), $1, p.client_id, p.appointment_id,
            p.deposit_amount, 'credit_card', 'completed', 'payment', p.created_at, 'Deposit taken at booking', $2, p.created_at, p.created_at
       FROM bench_plan p
      WHERE p.deposit_amount > 0
      ORDER BY p.appointment_id`,
    [SALON_ID, reception],
  );
  return paid.rowCount + refunds.rowCount * 2 + deposits.rowCount;
}

const STOCK_CATEGORIES = ['Hair Colour', 'Developers & Lighteners', 'Shampoo & Conditioner', 'Styling', 'Treatments', 'Nail Care', 'Skin Care', 'Tools', "Men's Grooming", 'Backbar Supplies'];
const STOCK_SIZES = ['50 ml', '100 ml', '250 ml', '300 ml', '500 ml', '1 l', 'pack of 10', 'single'];

/**
 * The group's stock room: ten categories and items with a hundred movements each over the
 * history (a purchase of 20 every tenth, sales and usage of 1 or 2 between), so every
 * item's chain of transactions ends at its quantity; about one in ten sits at or below its
 * reorder level, as a busy group's shelves do.
 */
async function addInventory(client, target, { now, reception }) {
  await client.query(
    `INSERT INTO product_categories (salon_id, name, description)
     SELECT $1, wanted.name, 'Stock the group keeps in every salon.' FROM unnest($2::text[]) AS wanted(name)
      WHERE NOT EXISTS (SELECT 1 FROM product_categories c WHERE c.salon_id = $1 AND lower(c.name) = lower(wanted.name))`,
    [SALON_ID, STOCK_CATEGORIES],
  );
  const { rows } = await client.query('SELECT coalesce(max(item_id), 0)::int AS max FROM inventory_items');
  const first = rows[0].max + 1;
  const items = await client.query(
    `INSERT INTO inventory_items (item_id, salon_id, category_id, name, sku, description, quantity, reorder_level, cost_price, retail_price,
                                  is_active, created_at, updated_at)
     SELECT $2::int + n - 1, $1, c.category_id,
            initcap(($4::text[])[1 + ${pickIndex('n', 81, 'cardinality($4::text[])')}]) || ' ' || ($5::text[])[1 + ${pickIndex('n', 82, 'cardinality($5::text[])')}] || ' #' || n,
            'GRP-' || lpad(n::text, 5, '0'), 'Ordered centrally for the group.', 0, 0, price.cost, round(price.cost * 2.2, 2),
            n % 40 <> 0, $6::timestamptz - interval '3 years', $6::timestamptz - interval '3 years'
       FROM generate_series(1, $3::int) AS n
      CROSS JOIN LATERAL (SELECT round((2 + ${u('n', 83)} * 38)::numeric, 2) AS cost) AS price
       JOIN LATERAL (SELECT category_id FROM product_categories
                      WHERE salon_id = $1 AND lower(name) = lower(($7::text[])[1 + n % cardinality($7::text[])])) AS c ON true`,
    [SALON_ID, first, target.stockItems, PRODUCTS, STOCK_SIZES, now, STOCK_CATEGORIES],
  );
  const moves = await client.query(
    `INSERT INTO inventory_transactions (salon_id, item_id, type, quantity_change, quantity_after, reason, created_by, created_at)
     SELECT $1, m.item_id, m.type, m.change, 30 + sum(m.change) OVER (PARTITION BY m.item_id ORDER BY m.k), m.reason, $3, m.at
       FROM (
         SELECT i.item_id, k,
                CASE WHEN k % 10 = 0 THEN 'purchase' WHEN ${u('i.item_id * 128 + k', 84)} < 0.6 THEN 'sale' ELSE 'usage' END AS type,
                CASE WHEN k % 10 = 0 THEN 20 ELSE -1 - ${pickIndex('i.item_id * 128 + k', 85, 2)} END AS change,
                CASE WHEN k % 10 = 0 THEN 'Delivery from the supplier' END AS reason,
                $4::timestamptz - make_interval(days => (101 - k) * 7, mins => ${pickIndex('i.item_id * 128 + k', 86, 600)}) AS at
           FROM inventory_items i CROSS JOIN generate_series(1, 100) AS k
          WHERE i.item_id >= $2
       ) AS m`,
    [SALON_ID, first, reception, now],
  );
  await client.query(
    `UPDATE inventory_items i
        SET quantity = t.quantity_after,
            reorder_level = CASE WHEN ${u('i.item_id', 87)} < 0.1 THEN t.quantity_after + 5 ELSE t.quantity_after / 3 END
       FROM (SELECT DISTINCT ON (item_id) item_id, quantity_after FROM inventory_transactions
              WHERE item_id >= $1 ORDER BY item_id, created_at DESC, transaction_id DESC) AS t
      WHERE i.item_id = t.item_id`,
    [first],
  );
  return items.rowCount + moves.rowCount;
}

/**
 * Walk-ins on every open day of the history, closed as the desk closes them: seven in ten
 * seated after a wait of 5 to 60 minutes, the rest cancelled or gone (no show). Today's queue
 * is the demo's.
 */
async function addWaitlist(client, target, { today, timeZone, reception }) {
  const { rows } = await client.query('SELECT coalesce(max(waitlist_entry_id), 0)::int AS max FROM waitlist_entries');
  const entries = await client.query(
    `INSERT INTO waitlist_entries (waitlist_entry_id, salon_id, client_name, client_phone, client_email, party_size, notification_preference,
                                   status, position, actual_wait_minutes, added_at, notified_at, seated_at, closed_at, created_by)
     SELECT $2::int + row_number() OVER (ORDER BY w.added_at, w.key), $1, w.name, w.phone, NULL, w.party, w.preference,
            w.status, NULL, CASE WHEN w.status = 'seated' THEN w.wait END, w.added_at,
            CASE WHEN w.preference <> 'none' AND w.status <> 'cancelled' THEN w.added_at + make_interval(mins => greatest(1, w.wait - 5)) END,
            CASE WHEN w.status = 'seated' THEN w.added_at + make_interval(mins => w.wait) END,
            CASE WHEN w.status <> 'seated' THEN w.added_at + make_interval(mins => w.wait) END, $3
       FROM (
         SELECT d.day * 64 + n AS key, d.day, n,
                ($6::text[])[1 + ${pickIndex('d.day * 64 + n', 91, 'cardinality($6::text[])')}] || ' '
                  || ($7::text[])[1 + ${pickIndex('d.day * 64 + n', 92, 'cardinality($7::text[])')}] AS name,
                '(212) 555-' || lpad(${pickIndex('d.day * 64 + n', 93, 10000)}::text, 4, '0') AS phone,
                CASE WHEN ${u('d.day * 64 + n', 94)} < 0.85 THEN 1 ELSE 2 END AS party,
                (ARRAY['sms', 'sms', 'sms', 'phone', 'email', 'none'])[1 + ${pickIndex('d.day * 64 + n', 95, 6)}] AS preference,
                CASE WHEN ${u('d.day * 64 + n', 96)} < 0.7 THEN 'seated' WHEN ${u('d.day * 64 + n', 96)} < 0.85 THEN 'cancelled' ELSE 'no_show' END AS status,
                5 + ${pickIndex('d.day * 64 + n', 97, 56)} AS wait,
                (($4::date - d.day) + time '09:30' + make_interval(mins => ${pickIndex('d.day * 64 + n', 98, 480)})) AT TIME ZONE $5::text AS added_at
           FROM generate_series(1, $8::int) AS d(day)
          CROSS JOIN generate_series(1, $9::int) AS n
          WHERE extract(dow FROM $4::date - d.day) <> 0
       ) AS w`,
    [SALON_ID, rows[0].max, reception, today, timeZone, FIRST_NAMES, LAST_NAMES, target.daysBack, target.walkInsPerDay],
  );
  const services = await client.query(
    `INSERT INTO waitlist_entry_services (salon_id, waitlist_entry_id, service_id, sort_order)
     SELECT $1, e.waitlist_entry_id, s.menu[1 + ${pickIndex('e.waitlist_entry_id', 99, 'cardinality(s.menu)')}], 1
       FROM waitlist_entries e
      CROSS JOIN (SELECT array_agg(service_id ORDER BY service_id) AS menu FROM services
                   WHERE salon_id = $1 AND is_active AND duration_minutes <= 60) AS s
      WHERE e.waitlist_entry_id > $2`,
    [SALON_ID, rows[0].max],
  );
  return entries.rowCount + services.rowCount;
}

const SEQUENCED = [
  ['services', 'service_id'], ['employees', 'employee_id'], ['employee_schedules', 'schedule_id'], ['clients', 'client_id'],
  ['client_notes', 'note_id'], ['appointments', 'appointment_id'], ['appointment_history', 'history_id'],
  ['appointment_services', 'appointment_service_id'], ['appointment_notes', 'note_id'], ['payments', 'payment_id'],
  ['product_categories', 'category_id'], ['inventory_items', 'item_id'], ['inventory_transactions', 'transaction_id'],
  ['waitlist_entries', 'waitlist_entry_id'], ['waitlist_entry_services', 'waitlist_entry_service_id'],
];

/** Rows were given explicit ids: the identity sequences must start after them. */
async function bumpSequences(client) {
  for (const [table, column] of SEQUENCED) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT coalesce(max(${column}), 0) + 1 FROM ${table}), false)`);
  }
}

async function countRows(client) {
  const counts = {};
  for (const [table] of SEQUENCED) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0].n;
  }
  return counts;
}
