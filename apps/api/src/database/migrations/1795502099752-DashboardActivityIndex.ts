import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's recent activity (issue 15) reads the newest bookings, cancellations,
 * check-ins and no-shows of the salon's appointments. This index holds only those rows, newest
 * first, so the read walks a handful of entries instead of sorting a million appointments'
 * trail (rows written by a bulk load are not in time order by id).
 */
export class DashboardActivityIndex1795502099752 implements MigrationInterface {
  name = 'DashboardActivityIndex1795502099752';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_appointment_history_activity" ON "appointment_history" ("created_at" DESC, "history_id" DESC)
        WHERE "change_type" IN ('created', 'cancel', 'check_in', 'no_show')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_appointment_history_activity"`);
  }
}
