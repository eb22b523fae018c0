import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The new-client form's duplicate warning looks clients up by a phone's last ten digits, lower-case e-mail
 * and lower-case first and last name within a salon (issue 12). One expression index per test,
 * each spelled exactly as ClientsRepository.possibleDuplicates spells it, keeps the lookup an
 * index scan at 100,000 clients.
 */
export class ClientDuplicateLookup1795479160362 implements MigrationInterface {
  name = 'ClientDuplicateLookup1795479160362';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_phone_tail" ON "clients" ("salon_id", right(regexp_replace("phone", '\\D', '', 'g'), 10))`);
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_email_lower" ON "clients" ("salon_id", lower("email"))`);
    await queryRunner.query(`CREATE INDEX "ix_clients_salon_name_lower" ON "clients" ("salon_id", lower("last_name"), lower("first_name"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_name_lower"`);
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_email_lower"`);
    await queryRunner.query(`DROP INDEX "public"."ix_clients_salon_phone_tail"`);
  }
}
