import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The front desk's work queues at a million appointments (issue 13): each reads one status's
 * appointments between two dates, in date and start order (AppointmentQueuesRepository).
 * ix_appointments_status (status alone) becomes (status, date, start, id), so a queue reads
 * its own few rows; it still serves the status's foreign key.
 */
export class AppointmentQueueIndex1795491606230 implements MigrationInterface {
  name = 'AppointmentQueueIndex1795491606230';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_appointments_status_date" ON "appointments" ("status_id", "appointment_date", "start_time", "appointment_id")`);
    await queryRunner.query(`DROP INDEX "public"."ix_appointments_status"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_appointments_status" ON "appointments" ("status_id")`);
    await queryRunner.query(`DROP INDEX "public"."ix_appointments_status_date"`);
  }
}
