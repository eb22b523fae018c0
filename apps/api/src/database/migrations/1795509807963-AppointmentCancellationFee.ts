import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The salon's cancellation fee (issue 16): what a late cancellation costs, fixed when the
 * appointment is cancelled under the policy of that moment, so the balance keeps owing it
 * whatever the policy says later. Zero for every other appointment.
 */
export class AppointmentCancellationFee1795509807963 implements MigrationInterface {
  name = 'AppointmentCancellationFee1795509807963';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointments" ADD "cancellation_fee" numeric(10,2) NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "appointments" ADD CONSTRAINT "chk_appointments_cancellation_fee" CHECK (cancellation_fee >= 0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointments" DROP CONSTRAINT "chk_appointments_cancellation_fee"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP COLUMN "cancellation_fee"`);
  }
}
