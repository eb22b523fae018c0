import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each saved section's version, counted up by every save (issue 16, review finding 7): a page
 * sends the version it read with a save, so a save from a copy another device has replaced since
 * is refused instead of silently undoing that change. A section without a row is version 0.
 */
export class SalonSettingsVersion1795524610500 implements MigrationInterface {
  name = 'SalonSettingsVersion1795524610500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "salon_settings" ADD "version" integer NOT NULL DEFAULT 1, ADD CONSTRAINT "chk_salon_settings_version" CHECK (version > 0)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "salon_settings" DROP CONSTRAINT "chk_salon_settings_version", DROP COLUMN "version"`);
  }
}
