import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appointment totals per day and per month (issue 13): statistics over a year read a few
 * thousand summed rows instead of a million appointments.
 *
 * - appointment_day_totals / appointment_month_totals: per salon, day (month), employee,
 *   service and status: how many, the exact sum of prices, minutes, ratings and rated ones.
 *   Each appointment counts four times in each: with its employee and service, with its
 *   employee alone (service_id 0), with its service alone (employee_id 0) and in the salon as
 *   a whole (both 0), so "every service" and "every employee" are short reads too. A reader
 *   always says which of the four it wants. Rows summing to no appointment are removed.
 * - appointment_day_clients / appointment_month_clients: which clients had an appointment
 *   that day (month), one bit per client in blocks of 8,192, so the distinct clients of any
 *   range are the bits set in the OR of a few blocks.
 * - appointment_totals_pending: changes not yet added to the totals.
 *
 * Statement triggers on appointments write every change (whoever writes: the API, the seed,
 * a bulk load) to the pending table in the writer's transaction, so nothing is lost or
 * counted twice. Then, if no one else is folding, the writer folds every pending change into
 * the totals; if someone is, it leaves them pending and goes on. Bookings on the same day
 * therefore never wait for one another on a shared total row; readers add the pending rows
 * to the totals, so what they read is exact. Only the folder (one at a time, under an
 * advisory lock) writes the totals. A client leaving a day (appointment deleted or moved)
 * clears the bit at once, under the same lock, after looking whether the client has another
 * appointment that day; a fold sets a bit only for a client still booked that day.
 *
 * appointment_totals_rebuild() recomputes everything from the appointments (used below; a
 * bulk loader may call it too).
 */
export class AppointmentTotals1795491755623 implements MigrationInterface {
  name = 'AppointmentTotals1795491755623';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, period] of [
      ['appointment_day_totals', 'appointment_date'],
      ['appointment_month_totals', 'month'],
    ]) {
      // The measures ride along in the key's index, so a range is read from the index alone.
      await queryRunner.query(`
        CREATE TABLE "${table}" (
          "salon_id" integer NOT NULL,
          "${period}" date NOT NULL,
          "employee_id" integer NOT NULL,
          "service_id" integer NOT NULL,
          "status_id" integer NOT NULL,
          "appointments" integer NOT NULL,
          "price_total" numeric(16,2) NOT NULL,
          "duration_minutes_total" integer NOT NULL,
          "rating_total" integer NOT NULL,
          "ratings" integer NOT NULL,
          CONSTRAINT "pk_${table}" PRIMARY KEY ("salon_id", "employee_id", "service_id", "${period}", "status_id")
            INCLUDE ("appointments", "price_total", "duration_minutes_total", "rating_total", "ratings")
        )`);
      // Finds the rows a fold brought to zero, to remove them.
      await queryRunner.query(`CREATE INDEX "ix_${table}_emptied" ON "${table}" ("salon_id") WHERE "appointments" = 0`);
    }
    for (const [table, period] of [
      ['appointment_day_clients', 'appointment_date'],
      ['appointment_month_clients', 'month'],
    ]) {
      await queryRunner.query(`
        CREATE TABLE "${table}" (
          "salon_id" integer NOT NULL,
          "${period}" date NOT NULL,
          "client_block" integer NOT NULL,
          "clients" bit(8192) NOT NULL,
          CONSTRAINT "pk_${table}" PRIMARY KEY ("salon_id", "${period}", "client_block")
        )`);
    }
    await queryRunner.query(`
      CREATE TABLE "appointment_totals_pending" (
        "salon_id" integer NOT NULL,
        "appointment_date" date NOT NULL,
        "employee_id" integer NOT NULL,
        "service_id" integer NOT NULL,
        "status_id" integer NOT NULL,
        "client_id" integer NOT NULL,
        "appointments" integer NOT NULL,
        "price_total" numeric(10,2) NOT NULL,
        "duration_minutes_total" integer NOT NULL,
        "rating_total" integer NOT NULL,
        "ratings" integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "ix_appointment_totals_pending_salon_date" ON "appointment_totals_pending" ("salon_id", "appointment_date")`);

    await queryRunner.query(`
      CREATE FUNCTION "appointment_totals_fold"() RETURNS void LANGUAGE plpgsql AS $$
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
      $$`);

    // Transition tables exist only for the events a trigger names, hence one branch per event.
    await queryRunner.query(`
      CREATE FUNCTION "appointment_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      $$`);

    await queryRunner.query(`
      CREATE FUNCTION "appointment_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
      $$`);
    await queryRunner.query(`SELECT appointment_totals_rebuild()`);

    await queryRunner.query(
      `CREATE TRIGGER "trg_appointments_totals_insert" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "appointment_totals_follow"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_appointments_totals_update" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "appointment_totals_follow"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_appointments_totals_delete" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "appointment_totals_follow"()`,
    );
    await queryRunner.query(`CREATE TRIGGER "trg_appointments_totals_truncate" AFTER TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "appointment_totals_follow"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['truncate', 'delete', 'update', 'insert']) await queryRunner.query(`DROP TRIGGER "trg_appointments_totals_${event}" ON "appointments"`);
    await queryRunner.query(`DROP FUNCTION "appointment_totals_rebuild"()`);
    await queryRunner.query(`DROP FUNCTION "appointment_totals_follow"()`);
    await queryRunner.query(`DROP FUNCTION "appointment_totals_fold"()`);
    for (const table of ['appointment_totals_pending', 'appointment_month_clients', 'appointment_day_clients', 'appointment_month_totals', 'appointment_day_totals']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
