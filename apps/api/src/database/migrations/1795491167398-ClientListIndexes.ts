import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The clients list's sort indexes end on the id and carry the status (issue 13), so a page's ids
 * come from an index-only scan in the list's order, active or not: page 500 skips 10,000 index
 * entries instead of reading 10,000 clients. They replace the indexes of the same names, which
 * lacked the id and the status. ANALYZE gathers statistics on the search indexes' expressions
 * (ClientSearchIndexes), which PostgreSQL uses to estimate how many clients a search matches.
 */
export class ClientListIndexes1795491167398 implements MigrationInterface {
  name = 'ClientListIndexes1795491167398';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_last_name"`);
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_last_name" ON "clients" ("salon_id", "last_name", "first_name", "client_id") INCLUDE ("is_active")`);
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_first_name"`);
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_first_name" ON "clients" ("salon_id", "first_name", "last_name", "client_id") INCLUDE ("is_active")`);
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_created_at"`);
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_created_at" ON "clients" ("salon_id", "created_at", "client_id") INCLUDE ("is_active")`);
    await queryRunner.query(`ANALYZE "clients"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_created_at"`);
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_created_at" ON "clients" ("salon_id", "created_at")`);
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_first_name"`);
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_first_name" ON "clients" ("salon_id", "first_name", "last_name")`);
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_last_name"`);
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_last_name" ON "clients" ("salon_id", "last_name", "first_name")`);
  }
}
