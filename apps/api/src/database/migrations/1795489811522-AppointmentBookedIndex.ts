import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The schedules and free-slot searches at a million appointments (issue 13): they read the
 * bookings holding time of the salon's employees on some dates (BookedTimeQuery). This index is
 * shaped like that read: partial on holds_slot, keyed by salon, date, employee and start (the
 * order the answer is grouped in), carrying the rest of what the read needs, so a day or a
 * week of every employee is one short range and slots come from the index alone.
 */
export class AppointmentBookedIndex1795489811522 implements MigrationInterface {
  name = 'AppointmentBookedIndex1795489811522';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_appointments_booked" ON "appointments" ("salon_id", "appointment_date", "employee_id", "start_time")
        INCLUDE ("end_time", "appointment_id", "status_id", "client_id", "service_id") WHERE "holds_slot"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_appointments_booked"`);
  }
}
