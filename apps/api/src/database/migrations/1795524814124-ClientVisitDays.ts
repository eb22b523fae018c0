import { MigrationInterface, QueryRunner } from 'typeorm';
import { FOLD as DATES_ONLY_FOLD } from './1795524476711-ClientVisitSummaryDatesOnly';

/**
 * Per salon and day, how many clients have their first visit and how many their last visit that
 * day (client_visit_days), for the client segments (issue 16): as of an end date, lost, at risk and
 * recent clients are sums of last visits over day ranges, and the clients whose first visit is in
 * the 90 days (new, unless VIP) a sum of first visits, so a segment count reads about a thousand
 * day rows instead of a row per client (~88,000). Kept by the client visit fold in the same
 * statement as client_visit_summary: it adds, per day, the recounted clients' new first and last
 * visits less their old ones (the rows the statement replaces), under the salon's fold lock; a day
 * brought to zero stays, as a zero.
 * Indexes find the clients the day sums cannot judge (twelve or more visits, or a visit after the
 * end date), whom the segments read one by one.
 */
export class ClientVisitDays1795524814124 implements MigrationInterface {
  name = 'ClientVisitDays1795524814124';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // No writer (and so no fold) until this commits, so the days filled here match the rows.
    await queryRunner.query(`LOCK TABLE appointments IN SHARE MODE`);
    await queryRunner.query(`
      CREATE TABLE "client_visit_days" (
        "salon_id" integer NOT NULL,
        "day" date NOT NULL,
        "firsts" integer NOT NULL,
        "lasts" integer NOT NULL,
        CONSTRAINT "pk_client_visit_days" PRIMARY KEY ("salon_id", "day") INCLUDE ("firsts", "lasts")
      )`);
    await queryRunner.query(`CREATE INDEX "ix_client_visit_summary_salon_last_visit" ON "client_visit_summary" ("salon_id", "last_visit")`);
    await queryRunner.query(`CREATE INDEX "ix_client_visit_summary_salon_frequent" ON "client_visit_summary" ("salon_id") WHERE "visits" >= 12`);
    await queryRunner.query(FOLD);
    await queryRunner.query(EMPTY_DAYS);
    await queryRunner.query(`CREATE TRIGGER "trg_appointments_client_visit_days_truncate" AFTER TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "client_visit_days_empty"()`);
    await queryRunner.query(`
      INSERT INTO client_visit_days (salon_id, day, firsts, lasts)
      SELECT salon_id, day, sum(firsts), sum(lasts)
        FROM (SELECT salon_id, first_visit AS day, 1 AS firsts, 0 AS lasts FROM client_visit_summary
              UNION ALL
              SELECT salon_id, last_visit, 0, 1 FROM client_visit_summary) AS d
       GROUP BY 1, 2`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_appointments_client_visit_days_truncate" ON "appointments"`);
    await queryRunner.query(`DROP FUNCTION "client_visit_days_empty"()`);
    await queryRunner.query(DATES_ONLY_FOLD);
    await queryRunner.query(`DROP INDEX "ix_client_visit_summary_salon_frequent"`);
    await queryRunner.query(`DROP INDEX "ix_client_visit_summary_salon_last_visit"`);
    await queryRunner.query(`DROP TABLE "client_visit_days"`);
  }
}

/** TRUNCATE holds appointments against every writer, so no fold is under way. */
const EMPTY_DAYS = `
  CREATE FUNCTION "client_visit_days_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM client_visit_days;
    RETURN NULL;
  END
  $$`;

/** DATES_ONLY_FOLD of migration ClientVisitSummaryDatesOnly, with the first and last visits per day. */
const FOLD = `
  CREATE OR REPLACE FUNCTION "client_visits_fold"(salons integer[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- One statement, so the clients taken, the visits counted and the rows replaced are one snapshot.
    WITH moved AS (
      DELETE FROM client_visit_pending WHERE salon_id = ANY (salons) RETURNING salon_id, client_id
    ), counted AS (
      SELECT k.salon_id, k.client_id, v.visits, v.visit_dates
        FROM (SELECT DISTINCT salon_id, client_id FROM moved) AS k
       CROSS JOIN LATERAL (
             SELECT count(*)::int AS visits, array_agg(a.appointment_date ORDER BY a.appointment_date) AS visit_dates
               FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id AND s.name = 'completed'
              WHERE a.client_id = k.client_id AND a.salon_id = k.salon_id) AS v
    ), replaced AS (
      SELECT c.salon_id, c.first_visit, c.last_visit FROM client_visit_summary c JOIN counted k USING (salon_id, client_id)
    ), days AS (
      INSERT INTO client_visit_days AS t (salon_id, day, firsts, lasts)
      SELECT salon_id, day, sum(firsts), sum(lasts)
        FROM (SELECT salon_id, first_visit AS day, -1 AS firsts, 0 AS lasts FROM replaced
              UNION ALL
              SELECT salon_id, last_visit, 0, -1 FROM replaced
              UNION ALL
              SELECT salon_id, visit_dates[1], 1, 0 FROM counted WHERE visits > 0
              UNION ALL
              SELECT salon_id, visit_dates[visits], 0, 1 FROM counted WHERE visits > 0) AS d
       GROUP BY 1, 2
      HAVING sum(firsts) <> 0 OR sum(lasts) <> 0
       ORDER BY 1, 2
      ON CONFLICT (salon_id, day) DO UPDATE SET firsts = t.firsts + excluded.firsts, lasts = t.lasts + excluded.lasts
    ), gone AS (
      DELETE FROM client_visit_summary c USING counted k
       WHERE c.salon_id = k.salon_id AND c.client_id = k.client_id AND k.visits = 0
    )
    INSERT INTO client_visit_summary AS c (salon_id, client_id, visits, first_visit, last_visit, visit_dates)
    SELECT salon_id, client_id, visits, visit_dates[1], visit_dates[visits], visit_dates FROM counted WHERE visits > 0
     ORDER BY 1, 2
    ON CONFLICT (salon_id, client_id) DO UPDATE
       SET visits = excluded.visits, first_visit = excluded.first_visit, last_visit = excluded.last_visit, visit_dates = excluded.visit_dates
     WHERE c.visit_dates IS DISTINCT FROM excluded.visit_dates;
  END
  $$`;
