import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A service's deactivation lists its appointments from today on (issue 12): an index on the
 * service and the date finds them without reading the service's whole past. It serves the
 * lookups by service alone too, so it replaces the index on service_id.
 */
export class AppointmentServiceDateIndex1795482920582 implements MigrationInterface {
  name = 'AppointmentServiceDateIndex1795482920582';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_appointments_service_date" ON "appointments" ("service_id", "appointment_date")`);
    await queryRunner.query(`DROP INDEX "public"."ix_appointments_service"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_appointments_service" ON "appointments" ("service_id")`);
    await queryRunner.query(`DROP INDEX "public"."ix_appointments_service_date"`);
  }
}
