import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff mark a client note as a health and safety alert themselves (allergy, patch test,
 * pregnancy...); the product no longer guesses from the note's words. Existing notes start
 * ordinary.
 */
export class ClientNoteAlert1795481899902 implements MigrationInterface {
  name = 'ClientNoteAlert1795481899902';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "client_notes" ADD "is_alert" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "client_notes" DROP COLUMN "is_alert"`);
  }
}
