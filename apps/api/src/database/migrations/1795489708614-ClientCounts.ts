import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many clients a salon has, active and not (issue 13): the clients list's total without
 * counting 100,000 rows on every page. Statement triggers keep the counts current in the
 * transaction that adds, changes or removes clients, whoever writes them (the API, the seed,
 * the benchmark's bulk load), so they are exact.
 */
export class ClientCounts1795489708614 implements MigrationInterface {
  name = 'ClientCounts1795489708614';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "client_counts" (
        "salon_id" integer NOT NULL,
        "is_active" boolean NOT NULL,
        "client_count" integer NOT NULL,
        CONSTRAINT "pk_client_counts" PRIMARY KEY ("salon_id", "is_active"),
        CONSTRAINT "fk_client_counts_salon" FOREIGN KEY ("salon_id") REFERENCES "salons"("salon_id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`INSERT INTO "client_counts" SELECT "salon_id", "is_active", count(*) FROM "clients" GROUP BY 1, 2`);
    // Transition tables exist only for the events a trigger names, hence one branch per event.
    await queryRunner.query(`
      CREATE FUNCTION "client_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM client_counts;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO client_counts AS counted (salon_id, is_active, client_count)
          SELECT salon_id, is_active, count(*) FROM new_rows GROUP BY 1, 2
          ON CONFLICT (salon_id, is_active) DO UPDATE SET client_count = counted.client_count + excluded.client_count;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO client_counts AS counted (salon_id, is_active, client_count)
          SELECT salon_id, is_active, -count(*) FROM old_rows GROUP BY 1, 2
          ON CONFLICT (salon_id, is_active) DO UPDATE SET client_count = counted.client_count + excluded.client_count;
        ELSE
          -- Most updates change neither the salon nor the status: they write nothing here.
          INSERT INTO client_counts AS counted (salon_id, is_active, client_count)
          SELECT salon_id, is_active, sum(change)
          FROM (SELECT salon_id, is_active, 1 AS change FROM new_rows UNION ALL SELECT salon_id, is_active, -1 FROM old_rows) AS changes
          GROUP BY 1, 2
          HAVING sum(change) <> 0
          ON CONFLICT (salon_id, is_active) DO UPDATE SET client_count = counted.client_count + excluded.client_count;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER "trg_clients_count_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_follow"()`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_clients_count_update" AFTER UPDATE ON "clients" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_follow"()`,
    );
    await queryRunner.query(`CREATE TRIGGER "trg_clients_count_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_follow"()`);
    await queryRunner.query(`CREATE TRIGGER "trg_clients_count_truncate" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_follow"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_clients_count_truncate" ON "clients"`);
    await queryRunner.query(`DROP TRIGGER "trg_clients_count_delete" ON "clients"`);
    await queryRunner.query(`DROP TRIGGER "trg_clients_count_update" ON "clients"`);
    await queryRunner.query(`DROP TRIGGER "trg_clients_count_insert" ON "clients"`);
    await queryRunner.query(`DROP FUNCTION "client_counts_follow"()`);
    await queryRunner.query(`DROP TABLE "client_counts"`);
  }
}
