import { MigrationInterface, QueryRunner } from 'typeorm';
import { FOLD_SALONS, FOLLOW_WITHOUT_WAITING, REBUILD_AGAINST_WRITERS } from './1795493586351-AppointmentTotalsNeverWait';

/**
 * Appointments per starting hour, for the client analytics' peak hours (issue 16): counting a
 * year of a busy salon's bookings by hour read ~330,000 index entries (97 ms alone); the hour
 * totals of a year are a few hundred rows.
 *
 * appointment_day_hours / appointment_month_hours: per salon, day (month), starting hour of the
 * salon's day (0-23) and status, how many appointments. One more grain of the appointment totals
 * (migrations AppointmentTotals, AppointmentTotalsNeverWait), kept the same way: the trigger
 * writes each change with its starting hour to appointment_totals_pending, the fold adds the
 * pending changes to the hour totals with the others, and readers add what is still pending,
 * so the counts are exact and writers never wait on a shared row.
 */
export class AppointmentHourTotals1795522508936 implements MigrationInterface {
  name = 'AppointmentHourTotals1795522508936';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // No writer until this commits; the changes pending so far are folded before they need an hour.
    await queryRunner.query(`LOCK TABLE appointments IN SHARE MODE`);
    await queryRunner.query(`SELECT appointment_totals_fold(array_agg(DISTINCT salon_id)) FROM appointment_totals_pending HAVING count(*) > 0`);
    await queryRunner.query(`ALTER TABLE "appointment_totals_pending" ADD "start_hour" smallint NOT NULL`);
    for (const [table, period] of [
      ['appointment_day_hours', 'appointment_date'],
      ['appointment_month_hours', 'month'],
    ]) {
      await queryRunner.query(`
        CREATE TABLE "${table}" (
          "salon_id" integer NOT NULL,
          "${period}" date NOT NULL,
          "start_hour" smallint NOT NULL,
          "status_id" integer NOT NULL,
          "appointments" integer NOT NULL,
          CONSTRAINT "pk_${table}" PRIMARY KEY ("salon_id", "${period}", "start_hour", "status_id") INCLUDE ("appointments")
        )`);
    }
    await queryRunner.query(FOLD);
    await queryRunner.query(FOLLOW);
    await queryRunner.query(REBUILD);
    await queryRunner.query(FILL_DAY_HOURS);
    await queryRunner.query(FILL_MONTH_HOURS);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE appointments IN SHARE MODE`);
    await queryRunner.query(`SELECT appointment_totals_fold(array_agg(DISTINCT salon_id)) FROM appointment_totals_pending HAVING count(*) > 0`);
    await queryRunner.query(`DROP FUNCTION "appointment_totals_fold"(integer[])`);
    await queryRunner.query(FOLD_SALONS);
    await queryRunner.query(FOLLOW_WITHOUT_WAITING);
    await queryRunner.query(REBUILD_AGAINST_WRITERS);
    await queryRunner.query(`ALTER TABLE "appointment_totals_pending" DROP COLUMN "start_hour"`);
    await queryRunner.query(`DROP TABLE "appointment_month_hours"`);
    await queryRunner.query(`DROP TABLE "appointment_day_hours"`);
  }
}

/** The starting hour of the salon's day an appointment row (`alias.`) begins in. */
const hourOf = (alias: string) => `extract(hour FROM ${alias}start_time)::smallint`;

const FILL_DAY_HOURS = `
  INSERT INTO appointment_day_hours (salon_id, appointment_date, start_hour, status_id, appointments)
  SELECT salon_id, appointment_date, ${hourOf('')}, status_id, count(*) FROM appointments GROUP BY 1, 2, 3, 4`;
const FILL_MONTH_HOURS = `
  INSERT INTO appointment_month_hours (salon_id, month, start_hour, status_id, appointments)
  SELECT salon_id, date_trunc('month', appointment_date)::date, start_hour, status_id, sum(appointments) FROM appointment_day_hours GROUP BY 1, 2, 3, 4`;

/** The client's bit in its block of 8,192, set to `value` (1 or a boolean cast to int). */
const clientBit = (value: string) => `set_bit(B'0'::bit(8192), client_id % 8192, ${value})`;

/** FOLD_SALONS of migration AppointmentTotalsNeverWait, with the hour totals. */
const FOLD = `
  CREATE OR REPLACE FUNCTION "appointment_totals_fold"(salons integer[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- One statement, so the changes taken and the appointments looked at are one snapshot:
    -- a change committed after it stays pending, and readers judge its client afresh.
    WITH moved AS (
      DELETE FROM appointment_totals_pending WHERE salon_id = ANY (salons) RETURNING *
    ), grains AS (
      SELECT m.*, g.grain_employee, g.grain_service
        FROM moved m
       CROSS JOIN LATERAL (VALUES (m.employee_id, m.service_id), (m.employee_id, 0), (0, m.service_id), (0, 0)) AS g(grain_employee, grain_service)
    ), days AS (
      INSERT INTO appointment_day_totals AS t (salon_id, appointment_date, employee_id, service_id, status_id, appointments, price_total, duration_minutes_total, rating_total, ratings)
      SELECT salon_id, appointment_date, grain_employee, grain_service, status_id,
             sum(appointments), sum(price_total), sum(duration_minutes_total), sum(rating_total), sum(ratings)
        FROM grains
       GROUP BY 1, 2, 3, 4, 5
      HAVING sum(appointments) <> 0 OR sum(price_total) <> 0 OR sum(duration_minutes_total) <> 0 OR sum(rating_total) <> 0 OR sum(ratings) <> 0
       ORDER BY 1, 3, 4, 2, 5
      ON CONFLICT (salon_id, employee_id, service_id, appointment_date, status_id) DO UPDATE
         SET appointments = t.appointments + excluded.appointments, price_total = t.price_total + excluded.price_total,
             duration_minutes_total = t.duration_minutes_total + excluded.duration_minutes_total,
             rating_total = t.rating_total + excluded.rating_total, ratings = t.ratings + excluded.ratings
    ), months AS (
      INSERT INTO appointment_month_totals AS t (salon_id, month, employee_id, service_id, status_id, appointments, price_total, duration_minutes_total, rating_total, ratings)
      SELECT salon_id, date_trunc('month', appointment_date)::date, grain_employee, grain_service, status_id,
             sum(appointments), sum(price_total), sum(duration_minutes_total), sum(rating_total), sum(ratings)
        FROM grains
       GROUP BY 1, 2, 3, 4, 5
      HAVING sum(appointments) <> 0 OR sum(price_total) <> 0 OR sum(duration_minutes_total) <> 0 OR sum(rating_total) <> 0 OR sum(ratings) <> 0
       ORDER BY 1, 3, 4, 2, 5
      ON CONFLICT (salon_id, employee_id, service_id, month, status_id) DO UPDATE
         SET appointments = t.appointments + excluded.appointments, price_total = t.price_total + excluded.price_total,
             duration_minutes_total = t.duration_minutes_total + excluded.duration_minutes_total,
             rating_total = t.rating_total + excluded.rating_total, ratings = t.ratings + excluded.ratings
    ), day_hours AS (
      INSERT INTO appointment_day_hours AS t (salon_id, appointment_date, start_hour, status_id, appointments)
      SELECT salon_id, appointment_date, start_hour, status_id, sum(appointments)
        FROM moved
       GROUP BY 1, 2, 3, 4
      HAVING sum(appointments) <> 0
       ORDER BY 1, 2, 3, 4
      ON CONFLICT (salon_id, appointment_date, start_hour, status_id) DO UPDATE SET appointments = t.appointments + excluded.appointments
    ), month_hours AS (
      INSERT INTO appointment_month_hours AS t (salon_id, month, start_hour, status_id, appointments)
      SELECT salon_id, date_trunc('month', appointment_date)::date, start_hour, status_id, sum(appointments)
        FROM moved
       GROUP BY 1, 2, 3, 4
      HAVING sum(appointments) <> 0
       ORDER BY 1, 2, 3, 4
      ON CONFLICT (salon_id, month, start_hour, status_id) DO UPDATE SET appointments = t.appointments + excluded.appointments
    ), day_masks AS (
      -- Every client a change touched on a day, and those of them still booked that day.
      SELECT salon_id, appointment_date, client_id / 8192 AS client_block,
             bit_or(${clientBit('1')}) AS touched, bit_or(${clientBit('booked::int')}) AS booked
        FROM (SELECT k.*, EXISTS (SELECT 1 FROM appointments a WHERE a.client_id = k.client_id AND a.appointment_date = k.appointment_date AND a.salon_id = k.salon_id) AS booked
                FROM (SELECT DISTINCT salon_id, appointment_date, client_id FROM moved) AS k) AS seen
       GROUP BY 1, 2, 3
    ), day_clients AS (
      INSERT INTO appointment_day_clients AS t (salon_id, appointment_date, client_block, clients)
      SELECT m.salon_id, m.appointment_date, m.client_block, (coalesce(c.clients, B'0'::bit(8192)) & ~m.touched) | m.booked
        FROM day_masks m
        LEFT JOIN appointment_day_clients c USING (salon_id, appointment_date, client_block)
       WHERE c.clients IS NOT NULL OR bit_count(m.booked) > 0
       ORDER BY 1, 2, 3
      ON CONFLICT (salon_id, appointment_date, client_block) DO UPDATE
         SET clients = excluded.clients WHERE t.clients <> excluded.clients
    ), month_masks AS (
      SELECT salon_id, month, client_id / 8192 AS client_block,
             bit_or(${clientBit('1')}) AS touched, bit_or(${clientBit('booked::int')}) AS booked
        FROM (SELECT k.*, EXISTS (SELECT 1 FROM appointments a
                                   WHERE a.client_id = k.client_id AND a.salon_id = k.salon_id
                                     AND a.appointment_date >= k.month AND a.appointment_date < (k.month + interval '1 month')::date) AS booked
                FROM (SELECT DISTINCT salon_id, date_trunc('month', appointment_date)::date AS month, client_id FROM moved) AS k) AS seen
       GROUP BY 1, 2, 3
    )
    INSERT INTO appointment_month_clients AS t (salon_id, month, client_block, clients)
    SELECT m.salon_id, m.month, m.client_block, (coalesce(c.clients, B'0'::bit(8192)) & ~m.touched) | m.booked
      FROM month_masks m
      LEFT JOIN appointment_month_clients c USING (salon_id, month, client_block)
     WHERE c.clients IS NOT NULL OR bit_count(m.booked) > 0
     ORDER BY 1, 2, 3
    ON CONFLICT (salon_id, month, client_block) DO UPDATE
       SET clients = excluded.clients WHERE t.clients <> excluded.clients;

    DELETE FROM appointment_day_totals WHERE appointments = 0 AND salon_id = ANY (salons);
    DELETE FROM appointment_month_totals WHERE appointments = 0 AND salon_id = ANY (salons);
    DELETE FROM appointment_day_hours WHERE appointments = 0 AND salon_id = ANY (salons);
    DELETE FROM appointment_month_hours WHERE appointments = 0 AND salon_id = ANY (salons);
  END
  $$`;

const PENDING_COLUMNS = `salon_id, appointment_date, employee_id, service_id, status_id, client_id, appointments, price_total, duration_minutes_total, rating_total, ratings, start_hour`;

/** FOLLOW_WITHOUT_WAITING of migration AppointmentTotalsNeverWait, each change with its starting hour. */
const FOLLOW = `
  CREATE OR REPLACE FUNCTION "appointment_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    touched integer[];
    folding integer[];
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      -- TRUNCATE holds appointments against every writer, so no fold is under way.
      DELETE FROM appointment_totals_pending;
      DELETE FROM appointment_day_totals;
      DELETE FROM appointment_month_totals;
      DELETE FROM appointment_day_clients;
      DELETE FROM appointment_month_clients;
      DELETE FROM appointment_day_hours;
      DELETE FROM appointment_month_hours;
      RETURN NULL;
    ELSIF TG_OP = 'INSERT' THEN
      WITH added AS (
        INSERT INTO appointment_totals_pending (${PENDING_COLUMNS})
        SELECT salon_id, appointment_date, employee_id, service_id, status_id, client_id,
               1, total_price, duration_minutes, coalesce(rating, 0), (rating IS NOT NULL)::int, ${hourOf('')}
          FROM new_rows
        RETURNING salon_id
      )
      SELECT array_agg(DISTINCT salon_id) INTO touched FROM added;
    ELSIF TG_OP = 'DELETE' THEN
      WITH added AS (
        INSERT INTO appointment_totals_pending (${PENDING_COLUMNS})
        SELECT salon_id, appointment_date, employee_id, service_id, status_id, client_id,
               -1, -total_price, -duration_minutes, -coalesce(rating, 0), -(rating IS NOT NULL)::int, ${hourOf('')}
          FROM old_rows
        RETURNING salon_id
      )
      SELECT array_agg(DISTINCT salon_id) INTO touched FROM added;
    ELSE
      -- Only rows whose counted columns changed: a note or a reminder writes nothing here.
      WITH added AS (
        INSERT INTO appointment_totals_pending (${PENDING_COLUMNS})
        SELECT c.*
          FROM old_rows o
          JOIN new_rows n USING (appointment_id)
         CROSS JOIN LATERAL (VALUES
                 (o.salon_id, o.appointment_date, o.employee_id, o.service_id, o.status_id, o.client_id,
                  -1, -o.total_price, -o.duration_minutes::int, -coalesce(o.rating, 0)::int, -(o.rating IS NOT NULL)::int, ${hourOf('o.')}),
                 (n.salon_id, n.appointment_date, n.employee_id, n.service_id, n.status_id, n.client_id,
                  1, n.total_price, n.duration_minutes::int, coalesce(n.rating, 0)::int, (n.rating IS NOT NULL)::int, ${hourOf('n.')})) AS c
         WHERE (o.salon_id, o.appointment_date, o.employee_id, o.service_id, o.status_id, o.client_id, o.total_price, o.duration_minutes, o.rating, ${hourOf('o.')})
               IS DISTINCT FROM (n.salon_id, n.appointment_date, n.employee_id, n.service_id, n.status_id, n.client_id, n.total_price, n.duration_minutes, n.rating, ${hourOf('n.')})
        RETURNING salon_id
      )
      SELECT array_agg(DISTINCT salon_id) INTO touched FROM added;
    END IF;
    IF touched IS NULL THEN
      RETURN NULL;
    END IF;

    -- Fold the salons no one else is folding (a try never waits); another salon's changes,
    -- or those of a salon being folded, wait for its next writer.
    SELECT array_agg(salon_id) INTO folding FROM unnest(touched) AS s(salon_id) WHERE pg_try_advisory_xact_lock(72616013, salon_id);
    IF folding IS NOT NULL THEN
      PERFORM appointment_totals_fold(folding);
    END IF;
    RETURN NULL;
  END
  $$`;

/** REBUILD_AGAINST_WRITERS of migration AppointmentTotalsNeverWait, with the hour totals. */
const REBUILD = `
  CREATE OR REPLACE FUNCTION "appointment_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- Waits for every writer (only writers fold) and keeps new ones out until the recount commits.
    LOCK TABLE appointments IN SHARE MODE;
    DELETE FROM appointment_totals_pending;
    DELETE FROM appointment_day_totals;
    DELETE FROM appointment_month_totals;
    DELETE FROM appointment_day_clients;
    DELETE FROM appointment_month_clients;
    DELETE FROM appointment_day_hours;
    DELETE FROM appointment_month_hours;
    INSERT INTO appointment_day_totals (salon_id, appointment_date, employee_id, service_id, status_id, appointments, price_total, duration_minutes_total, rating_total, ratings)
    SELECT salon_id, appointment_date, coalesce(employee_id, 0), coalesce(service_id, 0), status_id,
           count(*), sum(total_price), sum(duration_minutes), coalesce(sum(rating), 0), count(rating)
      FROM appointments
     GROUP BY salon_id, appointment_date, status_id, GROUPING SETS ((employee_id, service_id), (employee_id), (service_id), ());
    INSERT INTO appointment_month_totals (salon_id, month, employee_id, service_id, status_id, appointments, price_total, duration_minutes_total, rating_total, ratings)
    SELECT salon_id, date_trunc('month', appointment_date)::date, employee_id, service_id, status_id,
           sum(appointments), sum(price_total), sum(duration_minutes_total), sum(rating_total), sum(ratings)
      FROM appointment_day_totals
     GROUP BY 1, 2, 3, 4, 5;
    INSERT INTO appointment_day_clients (salon_id, appointment_date, client_block, clients)
    SELECT salon_id, appointment_date, client_id / 8192, bit_or(set_bit(B'0'::bit(8192), client_id % 8192, 1))
      FROM (SELECT DISTINCT salon_id, appointment_date, client_id FROM appointments) AS booked
     GROUP BY 1, 2, 3;
    INSERT INTO appointment_month_clients (salon_id, month, client_block, clients)
    SELECT salon_id, date_trunc('month', appointment_date)::date, client_block, bit_or(clients)
      FROM appointment_day_clients
     GROUP BY 1, 2, 3;
    ${FILL_DAY_HOURS};
    ${FILL_MONTH_HOURS};
  END
  $$`;
