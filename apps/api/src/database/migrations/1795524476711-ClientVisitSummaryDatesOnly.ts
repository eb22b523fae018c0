import { MigrationInterface, QueryRunner } from 'typeorm';
import { FOLD as VISIT_DATES_FOLD } from './1795523057041-ClientVisitDates';

/**
 * client_visit_summary drops the twelfth latest visit and the latest 24 visit dates: the client
 * segments read every visit date now (migration ClientVisitDates), so nothing reads them, and the
 * fold no longer sorts each recounted client's visits three times.
 */
export class ClientVisitSummaryDatesOnly1795524476711 implements MigrationInterface {
  name = 'ClientVisitSummaryDatesOnly1795524476711';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // No writer (and so no fold) until this commits.
    await queryRunner.query(`LOCK TABLE appointments IN SHARE MODE`);
    await queryRunner.query(FOLD);
    await queryRunner.query(`ALTER TABLE "client_visit_summary" DROP CONSTRAINT "pk_client_visit_summary"`);
    await queryRunner.query(`ALTER TABLE "client_visit_summary" DROP COLUMN "twelfth_last_visit", DROP COLUMN "recent_visits"`);
    await queryRunner.query(`ALTER TABLE "client_visit_summary" ADD CONSTRAINT "pk_client_visit_summary" PRIMARY KEY ("salon_id", "client_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE appointments IN SHARE MODE`);
    await queryRunner.query(`ALTER TABLE "client_visit_summary" DROP CONSTRAINT "pk_client_visit_summary"`);
    await queryRunner.query(`ALTER TABLE "client_visit_summary" ADD "twelfth_last_visit" date, ADD "recent_visits" date[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`
      UPDATE client_visit_summary c
         SET twelfth_last_visit = c.visit_dates[cardinality(c.visit_dates) - 11],
             recent_visits = (SELECT coalesce(array_agg(d ORDER BY d DESC), '{}') FROM (SELECT d FROM unnest(c.visit_dates) AS d ORDER BY d DESC LIMIT 24) AS r)`);
    await queryRunner.query(
      `ALTER TABLE "client_visit_summary" ADD CONSTRAINT "pk_client_visit_summary" PRIMARY KEY ("salon_id", "client_id") INCLUDE ("visits", "first_visit", "last_visit", "twelfth_last_visit")`,
    );
    await queryRunner.query(VISIT_DATES_FOLD);
  }
}

/** VISIT_DATES_FOLD of migration ClientVisitDates, keeping only the count, the first and last visit and the dates. */
export const FOLD = `
  CREATE OR REPLACE FUNCTION "client_visits_fold"(salons integer[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    -- One statement, so the clients taken and the visits counted are one snapshot.
    WITH moved AS (
      DELETE FROM client_visit_pending WHERE salon_id = ANY (salons) RETURNING salon_id, client_id
    ), counted AS (
      SELECT k.salon_id, k.client_id, v.visits, v.visit_dates
        FROM (SELECT DISTINCT salon_id, client_id FROM moved) AS k
       CROSS JOIN LATERAL (
             SELECT count(*)::int AS visits, array_agg(a.appointment_date ORDER BY a.appointment_date) AS visit_dates
               FROM appointments a JOIN appointment_statuses s ON s.status_id = a.status_id AND s.name = 'completed'
              WHERE a.client_id = k.client_id AND a.salon_id = k.salon_id) AS v
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
