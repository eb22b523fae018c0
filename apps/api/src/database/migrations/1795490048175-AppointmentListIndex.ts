import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The appointments list, its count and the calendar month at a million appointments (issue 13).
 * ix_appointments_salon_date becomes the list's whole order (salon, date, start, id), so a page
 * of the list and each day's first few in the calendar are a short read of the index in order,
 * and carries the ids the filters and a search test (employee, service, client, status), so
 * counts are read from the index alone. It keeps its name and leading columns: whatever read
 * it before reads it still.
 */
export class AppointmentListIndex1795490048175 implements MigrationInterface {
  name = 'AppointmentListIndex1795490048175';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_appointments_salon_date"`);
    await queryRunner.query(
      `CREATE INDEX "ix_appointments_salon_date" ON "appointments" ("salon_id", "appointment_date", "start_time", "appointment_id")
        INCLUDE ("employee_id", "service_id", "client_id", "status_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_appointments_salon_date"`);
    await queryRunner.query(`CREATE INDEX "ix_appointments_salon_date" ON "appointments" ("salon_id", "appointment_date", "start_time")`);
  }
}
