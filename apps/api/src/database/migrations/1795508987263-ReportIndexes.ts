import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports (issue 16) read a year or more of a salon's appointments that the totals do not
 * hold: the visits (completed appointments) of a range or up to a day, per client (visit
 * frequency, segments), and the starting hours of the bookings of a range (peak hours). With the
 * status leading and the client and hour riding along, each is a range of this index read from
 * the index alone, without visiting a million rows of the table.
 */
export class ReportIndexes1795508987263 implements MigrationInterface {
  name = 'ReportIndexes1795508987263';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_appointments_salon_status_date" ON "appointments" ("salon_id", "status_id", "appointment_date") INCLUDE ("client_id", "start_time")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_appointments_salon_status_date"`);
  }
}
