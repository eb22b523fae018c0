import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each client's visits (completed appointments) in one row, for the reports' client segments
 * (issue 16): how many, the first, the last and the twelfth most recent (VIP needs twelve in a
 * year). Grouping every visit of a salon by client took 180-690 ms at a million appointments;
 * reading a row per client takes a few.
 *
 * Kept as the appointment totals are (migration AppointmentTotalsNeverWait): a statement trigger
 * on appointments notes the clients whose visits a write may change in client_visit_pending, then
 * folds the salons whose fold lock (72616014, salon_id) it gets without waiting: one statement
 * takes the pending clients and recounts them from their appointments in one snapshot. A change
 * committed after that snapshot stays pending, so readers judge every pending client from the
 * appointments and every other client from its row: exact, and writers never wait on each other.
 */
export class ClientVisitSummary1795512359003 implements MigrationInterface {
  name = 'ClientVisitSummary1795512359003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "client_visit_summary" (
        "salon_id" integer NOT NULL,
        "client_id" integer NOT NULL,
        "visits" integer NOT NULL,
        "first_visit" date NOT NULL,
        "last_visit" date NOT NULL,
        "twelfth_last_visit" date,
        CONSTRAINT "pk_client_visit_summary" PRIMARY KEY ("salon_id", "client_id") INCLUDE ("visits", "first_visit", "last_visit", "twelfth_last_visit")
      )`);
    await queryRunner.query(`CREATE TABLE "client_visit_pending" ("salon_id" integer NOT NULL, "client_id" integer NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_client_visit_pending_salon_client" ON "client_visit_pending" ("salon_id", "client_id")`);
    await queryRunner.query(FOLD);
    await queryRunner.query(FOLLOW);
    await queryRunner.query(`
      INSERT INTO client_visit_summary (salon_id, client_id, visits, first_visit, last_visit, twelfth_last_visit)
      SELECT a.salon_id, a.client_id, count(*), min(a.appointment_date), max(a.appointment_date),
             (array_agg(a.appointment_date ORDER BY a.appointment_date DESC))[12]
        FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id AND s.name = 'completed'
       GROUP BY 1, 2`);
    for (const [event, tables] of [
      ['insert', 'REFERENCING NEW TABLE AS new_rows'],
      ['update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['delete', 'REFERENCING OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(
        `CREATE TRIGGER "trg_appointments_client_visits_${event}" AFTER ${event.toUpperCase()} ON "appointments" ${tables} FOR EACH STATEMENT EXECUTE FUNCTION "client_visits_follow"()`,
      );
    }
    await queryRunner.query(`CREATE TRIGGER "trg_appointments_client_visits_truncate" AFTER TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "client_visits_follow"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['truncate', 'delete', 'update', 'insert']) await queryRunner.query(`DROP TRIGGER "trg_appointments_client_visits_${event}" ON "appointments"`);
    await queryRunner.query(`DROP FUNCTION "client_visits_follow"()`);
    await queryRunner.query(`DROP FUNCTION "client_visits_fold"(integer[])`);
    await queryRunner.query(`DROP TABLE "client_visit_pending"`);
    await queryRunner.query(`DROP TABLE "client_visit_summary"`);
  }
}

/** Recounts the pending clients of the given salons, whose fold locks the caller holds. */
const FOLD = `
  CREATE FUNCTION "client_visits_fold"(salons integer[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- One statement, so the clients taken and the visits counted are one snapshot.
    WITH moved AS (
      DELETE FROM client_visit_pending WHERE salon_id = ANY (salons) RETURNING salon_id, client_id
    ), counted AS (
      SELECT k.salon_id, k.client_id, v.visits, v.first_visit, v.last_visit, v.twelfth_last_visit
        FROM (SELECT DISTINCT salon_id, client_id FROM moved) AS k
       CROSS JOIN LATERAL (
             SELECT count(*)::int AS visits, min(a.appointment_date) AS first_visit, max(a.appointment_date) AS last_visit,
                    (array_agg(a.appointment_date ORDER BY a.appointment_date DESC))[12] AS twelfth_last_visit
               FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id AND s.name = 'completed'
              WHERE a.client_id = k.client_id AND a.salon_id = k.salon_id) AS v
    ), gone AS (
      DELETE FROM client_visit_summary c USING counted k
       WHERE c.salon_id = k.salon_id AND c.client_id = k.client_id AND k.visits = 0
    )
    INSERT INTO client_visit_summary AS c (salon_id, client_id, visits, first_visit, last_visit, twelfth_last_visit)
    SELECT salon_id, client_id, visits, first_visit, last_visit, twelfth_last_visit FROM counted WHERE visits > 0
     ORDER BY 1, 2
    ON CONFLICT (salon_id, client_id) DO UPDATE
       SET visits = excluded.visits, first_visit = excluded.first_visit, last_visit = excluded.last_visit, twelfth_last_visit = excluded.twelfth_last_visit
     WHERE (c.visits, c.first_visit, c.last_visit, c.twelfth_last_visit) IS DISTINCT FROM (excluded.visits, excluded.first_visit, excluded.last_visit, excluded.twelfth_last_visit);
  END
  $$`;

/** A row that is or was a visit: only those change a client's visits. */
const VISIT = `status_id IN (SELECT status_id FROM appointment_statuses WHERE name = 'completed')`;

// Transition tables exist only for the events a trigger names, hence one branch per event.
const FOLLOW = `
  CREATE FUNCTION "client_visits_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    touched integer[];
    folding integer[];
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      -- TRUNCATE holds appointments against every writer, so no fold is under way.
      DELETE FROM client_visit_pending;
      DELETE FROM client_visit_summary;
      RETURN NULL;
    ELSIF TG_OP = 'INSERT' THEN
      WITH added AS (
        INSERT INTO client_visit_pending SELECT salon_id, client_id FROM new_rows WHERE ${VISIT} RETURNING salon_id
      )
      SELECT array_agg(DISTINCT salon_id) INTO touched FROM added;
    ELSIF TG_OP = 'DELETE' THEN
      WITH added AS (
        INSERT INTO client_visit_pending SELECT salon_id, client_id FROM old_rows WHERE ${VISIT} RETURNING salon_id
      )
      SELECT array_agg(DISTINCT salon_id) INTO touched FROM added;
    ELSE
      -- Only rows that are or were a visit and whose client, date or status changed.
      WITH changed AS (
        SELECT o.salon_id AS old_salon, o.client_id AS old_client, n.salon_id AS new_salon, n.client_id AS new_client
          FROM old_rows o JOIN new_rows n USING (appointment_id)
         WHERE (o.salon_id, o.client_id, o.appointment_date, o.status_id) IS DISTINCT FROM (n.salon_id, n.client_id, n.appointment_date, n.status_id)
           AND (o.${VISIT} OR n.${VISIT})
      ), added AS (
        INSERT INTO client_visit_pending
        SELECT old_salon, old_client FROM changed UNION SELECT new_salon, new_client FROM changed
        RETURNING salon_id
      )
      SELECT array_agg(DISTINCT salon_id) INTO touched FROM added;
    END IF;
    IF touched IS NULL THEN
      RETURN NULL;
    END IF;
    -- Fold the salons no one else is folding (a try never waits); the others wait for their next writer.
    SELECT array_agg(salon_id) INTO folding FROM unnest(touched) AS s(salon_id) WHERE pg_try_advisory_xact_lock(72616014, salon_id);
    IF folding IS NOT NULL THEN
      PERFORM client_visits_fold(folding);
    END IF;
    RETURN NULL;
  END
  $$`;
