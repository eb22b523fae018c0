import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The appointment totals' trigger never waits (review of issue 13, finding 1). Before, a
 * client leaving a day (an appointment deleted, moved or given to another client) waited for
 * the one fold lock of all salons while holding the changed appointment's row lock; a
 * transaction that folded and then locked that appointment (an employee's hand-over, say)
 * deadlocked with it.
 *
 * - Each salon has its own fold lock, (72616013, salon_id), only ever tried: a writer folds
 *   the pending changes of the salons it could lock and leaves the others' for their next
 *   writer. Salons never wait on one another.
 * - A fold sets or clears the bit of each (salon, day or month, client) its pending changes
 *   touch, from whether the client has an appointment there now. So a bit is right for every
 *   client without a pending change on that day; readers judge clients with pending changes
 *   from their appointments (appointment-totals.sql.ts), removals as well as additions.
 * - TRUNCATE and the rebuild need no advisory lock: both hold appointments against every
 *   writer, and only writers fold.
 */
export class AppointmentTotalsNeverWait1795493586351 implements MigrationInterface {
  name = 'AppointmentTotalsNeverWait1795493586351';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(FOLD_SALONS);
    await queryRunner.query(FOLLOW_WITHOUT_WAITING);
    await queryRunner.query(REBUILD_AGAINST_WRITERS);
    await queryRunner.query(`DROP FUNCTION "appointment_totals_fold"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(FIRST_FOLD);
    await queryRunner.query(FIRST_FOLLOW);
    await queryRunner.query(FIRST_REBUILD);
    await queryRunner.query(`DROP FUNCTION "appointment_totals_fold"(integer[])`);
    // The first design cleared a client's bit at once: recount, so no bit waits for a fold.
    await queryRunner.query(`SELECT appointment_totals_rebuild()`);
  }
}

/** The client's bit in its block of 8,192, set to `value` (1 or a boolean cast to int). */
const clientBit = (value: string) => `set_bit(B'0'::bit(8192), client_id % 8192, ${value})`;

/** Folds the pending changes of the given salons, whose fold locks the caller holds. */
export const FOLD_SALONS = `
  CREATE FUNCTION "appointment_totals_fold"(salons integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
  END
  $$`;

// Transition tables exist only for the events a trigger names, hence one branch per event.
export const FOLLOW_WITHOUT_WAITING = `
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
      RETURN NULL;
    ELSIF TG_OP = 'INSERT' THEN
      WITH added AS (
        INSERT INTO appointment_totals_pending
        SELECT salon_id, appointment_date, employee_id, service_id, status_id, client_id,
               1, total_price, duration_minutes, coalesce(rating, 0), (rating IS NOT NULL)::int
          FROM new_rows
        RETURNING salon_id
      )
      SELECT array_agg(DISTINCT salon_id) INTO touched FROM added;
    ELSIF TG_OP = 'DELETE' THEN
      WITH added AS (
        INSERT INTO appointment_totals_pending
        SELECT salon_id, appointment_date, employee_id, service_id, status_id, client_id,
               -1, -total_price, -duration_minutes, -coalesce(rating, 0), -(rating IS NOT NULL)::int
          FROM old_rows
        RETURNING salon_id
      )
      SELECT array_agg(DISTINCT salon_id) INTO touched FROM added;
    ELSE
      -- Only rows whose counted columns changed: a note or a reminder writes nothing here.
      WITH added AS (
        INSERT INTO appointment_totals_pending
        SELECT c.*
          FROM old_rows o
          JOIN new_rows n USING (appointment_id)
         CROSS JOIN LATERAL (VALUES
                 (o.salon_id, o.appointment_date, o.employee_id, o.service_id, o.status_id, o.client_id,
                  -1, -o.total_price, -o.duration_minutes::int, -coalesce(o.rating, 0)::int, -(o.rating IS NOT NULL)::int),
                 (n.salon_id, n.appointment_date, n.employee_id, n.service_id, n.status_id, n.client_id,
                  1, n.total_price, n.duration_minutes::int, coalesce(n.rating, 0)::int, (n.rating IS NOT NULL)::int)) AS c
         WHERE (o.salon_id, o.appointment_date, o.employee_id, o.service_id, o.status_id, o.client_id, o.total_price, o.duration_minutes, o.rating)
               IS DISTINCT FROM (n.salon_id, n.appointment_date, n.employee_id, n.service_id, n.status_id, n.client_id, n.total_price, n.duration_minutes, n.rating)
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

export const REBUILD_AGAINST_WRITERS = `
  CREATE OR REPLACE FUNCTION "appointment_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- Waits for every writer (only writers fold) and keeps new ones out until the recount commits.
    LOCK TABLE appointments IN SHARE MODE;
    DELETE FROM appointment_totals_pending;
    DELETE FROM appointment_day_totals;
    DELETE FROM appointment_month_totals;
    DELETE FROM appointment_day_clients;
    DELETE FROM appointment_month_clients;
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
  END
  $$`;

// The definitions of migration AppointmentTotals (1795491755623), restored by down().
const FIRST_FOLD = `
      CREATE OR REPLACE FUNCTION "appointment_totals_fold"() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        WITH moved AS (
          DELETE FROM appointment_totals_pending RETURNING *
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
        ), booked AS (
          -- Clients newly on a day who still have an appointment that day (one may have gone since).
          SELECT k.salon_id, k.appointment_date, k.client_id
            FROM (SELECT salon_id, appointment_date, client_id FROM moved GROUP BY 1, 2, 3 HAVING sum(appointments) > 0) AS k
           WHERE EXISTS (SELECT 1 FROM appointments a WHERE a.client_id = k.client_id AND a.appointment_date = k.appointment_date AND a.salon_id = k.salon_id)
        ), day_clients AS (
          INSERT INTO appointment_day_clients AS t (salon_id, appointment_date, client_block, clients)
          SELECT salon_id, appointment_date, client_id / 8192, bit_or(set_bit(B'0'::bit(8192), client_id % 8192, 1))
            FROM booked
           GROUP BY 1, 2, 3
           ORDER BY 1, 2, 3
          ON CONFLICT (salon_id, appointment_date, client_block) DO UPDATE
             SET clients = t.clients | excluded.clients WHERE t.clients | excluded.clients <> t.clients
        )
        INSERT INTO appointment_month_clients AS t (salon_id, month, client_block, clients)
        SELECT salon_id, date_trunc('month', appointment_date)::date, client_id / 8192, bit_or(set_bit(B'0'::bit(8192), client_id % 8192, 1))
          FROM booked
         GROUP BY 1, 2, 3
         ORDER BY 1, 2, 3
        ON CONFLICT (salon_id, month, client_block) DO UPDATE
           SET clients = t.clients | excluded.clients WHERE t.clients | excluded.clients <> t.clients;

        DELETE FROM appointment_day_totals WHERE appointments = 0;
        DELETE FROM appointment_month_totals WHERE appointments = 0;
      END
      $$`;

const FIRST_FOLLOW = `
      CREATE OR REPLACE FUNCTION "appointment_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        gone_salon integer[];
        gone_date date[];
        gone_client integer[];
        changed integer;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_advisory_xact_lock(72616013);
          DELETE FROM appointment_totals_pending;
          DELETE FROM appointment_day_totals;
          DELETE FROM appointment_month_totals;
          DELETE FROM appointment_day_clients;
          DELETE FROM appointment_month_clients;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO appointment_totals_pending
          SELECT salon_id, appointment_date, employee_id, service_id, status_id, client_id,
                 1, total_price, duration_minutes, coalesce(rating, 0), (rating IS NOT NULL)::int
            FROM new_rows;
          GET DIAGNOSTICS changed = ROW_COUNT;
        ELSIF TG_OP = 'DELETE' THEN
          WITH added AS (
            INSERT INTO appointment_totals_pending
            SELECT salon_id, appointment_date, employee_id, service_id, status_id, client_id,
                   -1, -total_price, -duration_minutes, -coalesce(rating, 0), -(rating IS NOT NULL)::int
              FROM old_rows
            RETURNING salon_id, appointment_date, client_id
          )
          SELECT array_agg(salon_id), array_agg(appointment_date), array_agg(client_id), count(*) INTO gone_salon, gone_date, gone_client, changed
            FROM (SELECT DISTINCT salon_id, appointment_date, client_id FROM added) AS gone;
        ELSE
          -- Only rows whose counted columns changed: a note or a reminder writes nothing here.
          WITH added AS (
            INSERT INTO appointment_totals_pending
            SELECT c.*
              FROM old_rows o
              JOIN new_rows n USING (appointment_id)
             CROSS JOIN LATERAL (VALUES
                     (o.salon_id, o.appointment_date, o.employee_id, o.service_id, o.status_id, o.client_id,
                      -1, -o.total_price, -o.duration_minutes::int, -coalesce(o.rating, 0)::int, -(o.rating IS NOT NULL)::int),
                     (n.salon_id, n.appointment_date, n.employee_id, n.service_id, n.status_id, n.client_id,
                      1, n.total_price, n.duration_minutes::int, coalesce(n.rating, 0)::int, (n.rating IS NOT NULL)::int)) AS c
             WHERE (o.salon_id, o.appointment_date, o.employee_id, o.service_id, o.status_id, o.client_id, o.total_price, o.duration_minutes, o.rating)
                   IS DISTINCT FROM (n.salon_id, n.appointment_date, n.employee_id, n.service_id, n.status_id, n.client_id, n.total_price, n.duration_minutes, n.rating)
            RETURNING salon_id, appointment_date, client_id, appointments
          )
          SELECT array_agg(salon_id) FILTER (WHERE net < 0), array_agg(appointment_date) FILTER (WHERE net < 0), array_agg(client_id) FILTER (WHERE net < 0), count(*)
            INTO gone_salon, gone_date, gone_client, changed
            FROM (SELECT salon_id, appointment_date, client_id, sum(appointments) AS net FROM added GROUP BY 1, 2, 3) AS touched;
        END IF;
        IF changed = 0 THEN
          RETURN NULL;
        END IF;

        IF gone_salon IS NOT NULL THEN
          -- A client may have left a day: wait for a fold under way, so none sets a bit from
          -- what it saw before this change, then clear the bit if no appointment is left.
          PERFORM pg_advisory_xact_lock(72616013);
          UPDATE appointment_day_clients t SET clients = t.clients & ~gone.mask
            FROM (SELECT k.salon_id, k.day, k.client_id / 8192 AS block, bit_or(set_bit(B'0'::bit(8192), k.client_id % 8192, 1)) AS mask
                    FROM unnest(gone_salon, gone_date, gone_client) AS k(salon_id, day, client_id)
                   WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.client_id = k.client_id AND a.appointment_date = k.day AND a.salon_id = k.salon_id)
                   GROUP BY 1, 2, 3) AS gone
           WHERE (t.salon_id, t.appointment_date, t.client_block) = (gone.salon_id, gone.day, gone.block);
          UPDATE appointment_month_clients t SET clients = t.clients & ~gone.mask
            FROM (SELECT k.salon_id, k.month, k.client_id / 8192 AS block, bit_or(set_bit(B'0'::bit(8192), k.client_id % 8192, 1)) AS mask
                    FROM (SELECT DISTINCT salon_id, date_trunc('month', day)::date AS month, client_id
                            FROM unnest(gone_salon, gone_date, gone_client) AS u(salon_id, day, client_id)) AS k
                   WHERE NOT EXISTS (SELECT 1 FROM appointments a
                                      WHERE a.client_id = k.client_id AND a.salon_id = k.salon_id
                                        AND a.appointment_date >= k.month AND a.appointment_date < (k.month + interval '1 month')::date)
                   GROUP BY 1, 2, 3) AS gone
           WHERE (t.salon_id, t.month, t.client_block) = (gone.salon_id, gone.month, gone.block);
          PERFORM appointment_totals_fold();
        ELSIF pg_try_advisory_xact_lock(72616013) THEN
          PERFORM appointment_totals_fold();
        END IF;
        RETURN NULL;
      END
      $$`;

const FIRST_REBUILD = `
      CREATE OR REPLACE FUNCTION "appointment_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(72616013);
        DELETE FROM appointment_totals_pending;
        DELETE FROM appointment_day_totals;
        DELETE FROM appointment_month_totals;
        DELETE FROM appointment_day_clients;
        DELETE FROM appointment_month_clients;
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
      END
      $$`;
