import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter per user that access tokens carry: deactivating a user or changing their roles or
 * permissions moves it on, and the guard refuses a token whose number is behind, on every
 * instance, at the next request.
 */
export class UserAccessVersion1795460868888 implements MigrationInterface {
  name = 'UserAccessVersion1795460868888';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "access_version" integer NOT NULL DEFAULT 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "access_version"`);
  }
}
