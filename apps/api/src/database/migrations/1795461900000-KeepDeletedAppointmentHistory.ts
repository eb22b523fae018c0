import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting an appointment keeps its history (DECISIONS §5): the history no longer cascades
 * with the appointment, so an auditor can still read what happened, who deleted it and why.
 */
export class KeepDeletedAppointmentHistory1795461900000 implements MigrationInterface {
  name = 'KeepDeletedAppointmentHistory1795461900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointment_history" DROP CONSTRAINT "fk_appointment_history_appointment"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "appointment_history" h WHERE NOT EXISTS (SELECT 1 FROM "appointments" a WHERE a.appointment_id = h.appointment_id)`);
    await queryRunner.query(
      `ALTER TABLE "appointment_history" ADD CONSTRAINT "fk_appointment_history_appointment" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("appointment_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
