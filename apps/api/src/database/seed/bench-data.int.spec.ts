import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { buildBenchData } from '../../../../../tools/bench/large-data.mjs';
import { createTestDatabase, type TestDatabase } from '../../common/testing/test-database';
import { prepareDatabase } from '../prepare-database';
import { typeOrmOptions } from '../typeorm-options';

// The benchmark's data set (tools/bench/large-data.mjs, issue 13), built at its small size on the
// demo salon: it must keep every rule the schema and the API keep, or the benchmark measures fiction.
const silent = pino({ level: 'silent' });
let db: TestDatabase;
let dataSource: DataSource;
let demoAppointments: number;
let built: Awaited<ReturnType<typeof buildBenchData>>;

beforeAll(async () => {
  db = await createTestDatabase();
  await prepareDatabase(db.url, { demoData: true, logger: silent });
  dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
  [{ max: demoAppointments }] = await dataSource.query('SELECT max(appointment_id)::int AS max FROM appointments');
  built = await buildBenchData(db.url, { size: 'small', log: () => undefined });
}, 180_000);
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

const one = async <T>(sql: string): Promise<T> => ((await dataSource.query(sql)) as T[])[0];

describe('the benchmark data set (small)', () => {
  it('grows the demo salon to the small targets', async () => {
    expect(built.counts).toMatchObject({ clients: 10_000, employees: 15, services: 60, client_notes: 3_000 });
    expect(built.counts.appointments).toBeGreaterThan(30_000);
    const clients = await one<{ inactive: number; with_email: number; distinct_emails: number; formats: number }>(
      `SELECT count(*) FILTER (WHERE NOT is_active)::int AS inactive, count(email)::int AS with_email,
              count(DISTINCT lower(email))::int AS distinct_emails,
              count(DISTINCT regexp_replace(phone, '[0-9]', '9', 'g'))::int AS formats
         FROM clients WHERE client_id > 200`,
    );
    expect(clients.inactive).toBe(980);
    expect(clients.distinct_emails).toBe(clients.with_email);
    // (555) 123-4567, 555.123.4567, +1 555 123 4567, 555-123-4567 and 5551234567: the digits search matters.
    expect(clients.formats).toBe(5);
  });

  it('never double-books anyone and keeps every visit inside its employee’s hours', async () => {
    const checks = await one<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM appointments a JOIN appointments b
                 ON a.employee_id = b.employee_id AND a.appointment_date = b.appointment_date AND a.appointment_id < b.appointment_id
                AND a.holds_slot AND b.holds_slot AND a.start_time < b.end_time AND b.start_time < a.end_time) AS overlaps,
              (SELECT count(*)::int FROM appointments a
                 LEFT JOIN employee_schedules s ON s.employee_id = a.employee_id AND s.day_of_week = extract(dow FROM a.appointment_date)
                WHERE s.schedule_id IS NULL OR a.start_time < s.start_time OR a.end_time > s.end_time
                   OR (s.break_start IS NOT NULL AND a.start_time < s.break_end AND a.end_time > s.break_start)) AS outside_hours,
              (SELECT count(*)::int FROM appointments a JOIN employees e USING (employee_id) WHERE a.appointment_date < e.hire_date) AS before_hire,
              (SELECT count(*)::int FROM appointments a JOIN services s USING (service_id)
                WHERE a.duration_minutes <> s.duration_minutes
                      + coalesce((SELECT sum(x.duration_minutes) FROM appointment_services x WHERE x.appointment_id = a.appointment_id), 0)) AS wrong_length`,
    );
    expect(checks).toEqual({ overlaps: 0, outside_hours: 0, before_hire: 0, wrong_length: 0 });
  });

  it('gives each visit a status, times and a trail that agree, as the API would have left them', async () => {
    const checks = await one<Record<string, number>>(
      `WITH added AS (SELECT a.*, (a.appointment_date + a.start_time) AT TIME ZONE 'America/New_York' AS starts,
                             (a.appointment_date + a.end_time) AT TIME ZONE 'America/New_York' AS ends
                        FROM appointments a WHERE a.appointment_id > ${demoAppointments})
       SELECT count(*) FILTER (WHERE holds_slot = (status_id IN (5, 6)))::int AS wrong_hold,
              count(*) FILTER (WHERE status_id IN (4, 6) AND ends > now())::int AS finished_ahead,
              count(*) FILTER (WHERE status_id IN (1, 2) AND ends < now())::int AS open_behind,
              count(*) FILTER (WHERE (status_id = 4) <> (completed_at IS NOT NULL AND checked_in_at IS NOT NULL))::int AS wrong_completion,
              count(*) FILTER (WHERE (status_id = 5) <> (cancelled_at IS NOT NULL))::int AS wrong_cancellation,
              count(*) FILTER (WHERE (status_id = 6) <> (no_show_at IS NOT NULL))::int AS wrong_no_show,
              count(*) FILTER (WHERE created_at >= starts OR created_at > now()
                                  OR greatest(completed_at, cancelled_at, no_show_at, checked_in_at) > now())::int AS wrong_time,
              count(*) FILTER (WHERE created_at < (SELECT c.created_at FROM clients c WHERE c.client_id = added.client_id))::int AS before_client,
              count(*) FILTER (WHERE (SELECT count(*) FROM appointment_history h WHERE h.appointment_id = added.appointment_id AND h.change_type = 'created') <> 1)::int AS wrong_created,
              count(*) FILTER (WHERE status_id = 4 AND NOT EXISTS (SELECT 1 FROM appointment_history h WHERE h.appointment_id = added.appointment_id AND h.change_type = 'complete'))::int AS untracked_completion
         FROM added`,
    );
    expect(checks).toEqual({
      wrong_hold: 0,
      finished_ahead: 0,
      open_behind: 0,
      wrong_completion: 0,
      wrong_cancellation: 0,
      wrong_no_show: 0,
      wrong_time: 0,
      before_client: 0,
      wrong_created: 0,
      untracked_completion: 0,
    });
    const mix = await one<{ past_completed: number; future_open: number; rated: number }>(
      `SELECT avg((status_id = 4)::int) FILTER (WHERE appointment_date < current_date - 1)::float AS past_completed,
              avg((status_id IN (1, 2))::int) FILTER (WHERE appointment_date > current_date + 1)::float AS future_open,
              avg((rating IS NOT NULL)::int) FILTER (WHERE status_id = 4)::float AS rated
         FROM appointments WHERE appointment_id > ${demoAppointments}`,
    );
    expect(mix.past_completed).toBeGreaterThan(0.7);
    expect(mix.future_open).toBeGreaterThan(0.95);
    expect(mix.rated).toBeGreaterThan(0.6);
  });

  it('pays every completed visit once besides its deposit, takes each deposit when booked, and keeps each refunded sum equal to its refund rows', async () => {
    const checks = await one<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM appointments a WHERE a.appointment_id > ${demoAppointments} AND a.status_id = 4 AND a.total_price > 0
                 AND (SELECT count(*) FROM payments p WHERE p.appointment_id = a.appointment_id AND p.transaction_type = 'payment'
                        AND p.notes IS DISTINCT FROM 'Deposit taken at booking') <> 1) AS unpaid,
              (SELECT count(*)::int FROM appointments a WHERE a.appointment_id > ${demoAppointments} AND a.deposit_amount > 0
                 AND (SELECT count(*) FROM payments p WHERE p.appointment_id = a.appointment_id AND p.notes = 'Deposit taken at booking'
                        AND p.amount = a.deposit_amount AND p.payment_date = a.created_at AND p.payment_status = 'completed') <> 1) AS deposits_untaken,
              (SELECT count(*)::int FROM payments p WHERE p.transaction_type = 'payment'
                 AND p.refunded_amount <> coalesce((SELECT sum(r.amount) FROM payments r WHERE r.original_payment_id = p.payment_id), 0)) AS wrong_refunded,
              (SELECT count(*)::int FROM payments p WHERE p.payment_status IN ('refunded', 'partially_refunded')
                 AND p.payment_status <> CASE WHEN p.refunded_amount >= p.amount THEN 'refunded' ELSE 'partially_refunded' END) AS wrong_status,
              (SELECT count(*)::int FROM payments r JOIN payments p ON p.payment_id = r.original_payment_id
                WHERE r.payment_date < p.payment_date OR r.payment_date > now()) AS wrong_refund_time`,
    );
    expect(checks).toEqual({ unpaid: 0, deposits_untaken: 0, wrong_refunded: 0, wrong_status: 0, wrong_refund_time: 0 });
    const refunds = await one<{ share: number }>(
      `SELECT avg((refunded_amount > 0)::int)::float AS share FROM payments
        WHERE transaction_type = 'payment' AND payment_id > 2000 AND notes IS DISTINCT FROM 'Deposit taken at booking'`,
    );
    expect(refunds.share).toBeGreaterThan(0.015);
    expect(refunds.share).toBeLessThan(0.035);
  });

  it('ends every new item\'s chain of stock movements at its quantity, with some items low', async () => {
    const checks = await one<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE i.quantity <> (SELECT t.quantity_after FROM inventory_transactions t WHERE t.item_id = i.item_id
                                                   ORDER BY t.created_at DESC, t.transaction_id DESC LIMIT 1))::int AS wrong_end,
              count(*) FILTER (WHERE i.quantity <= i.reorder_level)::int AS low,
              count(*)::int AS items
         FROM inventory_items i WHERE i.sku LIKE 'GRP-%'`,
    );
    expect(checks.items).toBe(150);
    expect(checks.wrong_end).toBe(0);
    expect(checks.low).toBeGreaterThan(5);
    expect(checks.low).toBeLessThan(30);
  });

  it('closes every walk-in of the history and leaves today\'s queue to the demo', async () => {
    const checks = await one<Record<string, number>>(
      `SELECT count(*)::int AS entries,
              count(*) FILTER (WHERE position IS NOT NULL)::int AS open,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM waitlist_entry_services s WHERE s.waitlist_entry_id = e.waitlist_entry_id))::int AS without_service
         FROM waitlist_entries e WHERE e.added_at < date_trunc('day', now()) - interval '1 day'`,
    );
    expect(checks.open).toBe(0);
    expect(checks.without_service).toBe(0);
    expect(checks.entries).toBeGreaterThan(1500);
  });

  it('fills the appointment hour totals, as the triggers keep them, with what the appointments give', async () => {
    const hours = (source: string) =>
      dataSource.query(`SELECT salon_id, ${source} ORDER BY 1, 2, 3, 4`);
    const fresh = `SELECT a.salon_id, date_trunc('month', a.appointment_date)::date AS month, extract(hour FROM a.start_time)::int AS hour, a.status_id, count(*)::int AS appointments
                     FROM appointments a GROUP BY 1, 2, 3, 4`;
    expect(await hours(`month, start_hour::int AS hour, status_id, appointments FROM appointment_month_hours`)).toEqual(await hours(`month, hour, status_id, appointments FROM (${fresh}) f`));
    const [days] = await dataSource.query(
      `SELECT (SELECT sum(appointments)::int FROM appointment_day_hours) AS rolled, (SELECT count(*)::int FROM appointments) AS appointments`,
    );
    expect(days.rolled).toBe(days.appointments);
  });

  it("fills each client's visit dates in client_visit_summary and the first and last visits per day, as the triggers keep them, with what the appointments give", async () => {
    const [checks] = await dataSource.query(
      `SELECT count(*)::int AS clients,
              count(*) FILTER (WHERE s.visit_dates IS DISTINCT FROM f.visit_dates OR s.visits IS DISTINCT FROM f.visits)::int AS wrong
         FROM (SELECT a.client_id, count(*)::int AS visits, array_agg(a.appointment_date ORDER BY a.appointment_date) AS visit_dates
                 FROM appointments a JOIN appointment_statuses st ON st.status_id = a.status_id AND st.name = 'completed'
                GROUP BY 1) f
         FULL JOIN client_visit_summary s USING (client_id)`,
    );
    expect(checks.wrong).toBe(0);
    expect(checks.clients).toBeGreaterThan(5_000);
    const [days] = await dataSource.query(
      `SELECT count(*)::int AS wrong
         FROM (SELECT day, sum(firsts) AS firsts, sum(lasts) AS lasts
                 FROM (SELECT first_visit AS day, 1 AS firsts, 0 AS lasts FROM client_visit_summary UNION ALL SELECT last_visit, 0, 1 FROM client_visit_summary) d
                GROUP BY 1) f
         FULL JOIN (SELECT day, firsts, lasts FROM client_visit_days WHERE firsts <> 0 OR lasts <> 0) k USING (day)
        WHERE (f.firsts, f.lasts) IS DISTINCT FROM (k.firsts, k.lasts)`,
    );
    expect(days.wrong).toBe(0);
  });

  it("fills each client's money taken in client_money_taken, as the payments' triggers keep it, with what the payments give", async () => {
    const [checks] = await dataSource.query(
      `WITH fresh AS (
         SELECT salon_id, client_id, y.year, sum(payment_money_cents(transaction_type, payment_status, amount)) AS cents
           FROM payments
          CROSS JOIN LATERAL (VALUES (0), (2 * extract(year FROM payment_date AT TIME ZONE 'UTC')::int),
                                     (2 * extract(year FROM payment_date AT TIME ZONE 'UTC' - interval '6 months')::int + 1)) AS y(year)
          WHERE client_id IS NOT NULL AND transaction_type <> 'refund'
          GROUP BY 1, 2, 3)
       SELECT count(*) FILTER (WHERE f.year = 0)::int AS clients, count(*) FILTER (WHERE f.cents IS DISTINCT FROM s.cents)::int AS wrong
         FROM fresh f FULL JOIN client_money_taken s USING (salon_id, client_id, year)
        WHERE coalesce(f.cents, 0) <> 0 OR coalesce(s.cents, 0) <> 0`,
    );
    expect(checks.wrong).toBe(0);
    expect(checks.clients).toBeGreaterThan(5_000);
  });

  it('moves the id sequences past the rows it wrote, so the API can add more', async () => {
    const [client] = await dataSource.query(`INSERT INTO clients (first_name, last_name) VALUES ('Nora', 'Quinn') RETURNING client_id`);
    const [appointment] = await dataSource.query(
      `INSERT INTO appointment_history (appointment_id, change_type) VALUES (1, 'updated') RETURNING history_id`,
    );
    expect(client.client_id).toBe(10_001);
    expect(appointment.history_id).toBe(built.counts.appointment_history + 1);
  });

  it('refuses to grow the same database twice', async () => {
    await expect(buildBenchData(db.url, { size: 'small', log: () => undefined })).rejects.toThrow('already holds the benchmark data set');
  });

  it('names the sizes it knows when asked for another', async () => {
    await expect(buildBenchData(db.url, { size: 'huge' as 'small' })).rejects.toThrow('Unknown size "huge": use large or small');
  });
});
