import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The salon's settings (DECISIONS §8, issue 16): one row per salon and section, the section's
 * values as JSON. A section without a row is the defaults; every read goes through the
 * section's schema, so a value an older version stored falls back to its default field by field.
 */
export class SalonSettings1795509001645 implements MigrationInterface {
  name = 'SalonSettings1795509001645';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "salon_settings" (
        "salon_id" integer NOT NULL,
        "section" character varying(20) NOT NULL,
        "value" jsonb NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_by" integer,
        CONSTRAINT "pk_salon_settings" PRIMARY KEY ("salon_id", "section"),
        CONSTRAINT "fk_salon_settings_salon" FOREIGN KEY ("salon_id") REFERENCES "salons"("salon_id") ON DELETE CASCADE,
        CONSTRAINT "fk_salon_settings_updated_by" FOREIGN KEY ("updated_by") REFERENCES "users"("user_id") ON DELETE SET NULL,
        CONSTRAINT "chk_salon_settings_section" CHECK (section IN ('general', 'notifications', 'security', 'integrations', 'appointments')),
        CONSTRAINT "chk_salon_settings_value" CHECK (jsonb_typeof(value) = 'object')
      )
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "salon_settings"`);
  }
}
