import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The clients search at 100,000 clients (issue 13): trigram indexes, so a search reads the
 * matching clients instead of every client. One on the full name (`first_name || ' ' || last_name`:
 * any part of a first or last name is part of it, and the appointments search by client name
 * uses the same expression), one on the e-mail, one on the phone's digits however the phone was
 * typed. Each is spelled exactly as ClientSearch (modules/clients/client-search.ts) spells it.
 * pg_trgm is a trusted extension, so the database's owner may create it; down leaves it, as
 * other indexes may use it.
 */
export class ClientSearchIndexes1795489509206 implements MigrationInterface {
  name = 'ClientSearchIndexes1795489509206';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "ix_clients_full_name_trgm" ON "clients" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_clients_email_trgm" ON "clients" USING gin ("email" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "ix_clients_phone_digits_trgm" ON "clients" USING gin (regexp_replace("phone", '\\D', '', 'g') gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_clients_phone_digits_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."ix_clients_email_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."ix_clients_full_name_trgm"`);
  }
}
