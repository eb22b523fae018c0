import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double booking on purpose (DECISIONS §8, issue 16): a booking made while the salon's
 * allowDoubleBooking setting is on is marked `allows_overlap`, and the no-overlap constraint
 * ignores only such rows. Every other booking is guarded exactly as before.
 */
export class AppointmentAllowsOverlap1795508442595 implements MigrationInterface {
  name = 'AppointmentAllowsOverlap1795508442595';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointments" ADD "allows_overlap" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "ex_appointments_employee_no_overlap"`);
    await queryRunner.query(
      `ALTER TABLE "appointments" ADD CONSTRAINT "ex_appointments_employee_no_overlap" EXCLUDE USING gist (
         employee_id WITH =, tsrange(appointment_date + start_time, appointment_date + end_time, '[)') WITH &&
       ) WHERE (holds_slot AND NOT allows_overlap)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "ex_appointments_employee_no_overlap"`);
    // Fails while overlaps booked on purpose still hold time: cancel or move them first.
    await queryRunner.query(
      `ALTER TABLE "appointments" ADD CONSTRAINT "ex_appointments_employee_no_overlap" EXCLUDE USING gist (
         employee_id WITH =, tsrange(appointment_date + start_time, appointment_date + end_time, '[)') WITH &&
       ) WHERE (holds_slot)`,
    );
    await queryRunner.query(`ALTER TABLE "appointments" DROP COLUMN "allows_overlap"`);
  }
}
