import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each client's money taken over all time (issue 16), so the reports' top spenders of a range read
 * exact range sums only for the few clients who can still be among them, instead of adding up a
 * year of payments by client (~266,000 on the large data: 110-500 ms).
 *
 * cents counts a payment's amount while its money is taken (payment_money_cents: completed,
 * partially refunded, refunded) and leaves refunds out: a client's money in any range, net of its
 * refunds, is then never above it (amounts are positive), so a client whose money taken is below the
 * tenth best range sum found cannot be in the top ten.
 *
 * Statement triggers keep the totals in the transaction that writes the payments, whoever writes
 * them (the API, the seed, a bulk load), adding deltas, so concurrent writers lose nothing. They are
 * named to fire between the money quarters' and the counts' triggers, in the same order for every
 * writer.
 *
 * The probes read ix_payments_client_date_money: the client-date index carrying the salon, amount,
 * type and status, so each client's range is read from the index alone. It takes the place of
 * ix_payments_client_date (same key), so payments still write one index for it.
 */
export class ClientMoneyTaken1795522565499 implements MigrationInterface {
  name = 'ClientMoneyTaken1795522565499';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "client_money_taken" (
        "salon_id" integer NOT NULL,
        "client_id" integer NOT NULL,
        "cents" bigint NOT NULL,
        CONSTRAINT "pk_client_money_taken" PRIMARY KEY ("salon_id", "client_id")
      )`);
    // One payment row's contribution: its money taken, nothing for a refund or a payment without a client.
    const taken = (rows: string, sign: '' | '-') =>
      `SELECT salon_id, client_id, ${sign}payment_money_cents(transaction_type, payment_status, amount) AS cents
         FROM ${rows} WHERE client_id IS NOT NULL AND transaction_type <> 'refund'`;
    // Rows are added in key order, so two writers touching the same clients never deadlock;
    // an update that moves no money (a note, a method, a partial refund) writes nothing.
    const summed = (changes: string) => `SELECT salon_id, client_id, sum(cents) FROM (${changes}) AS changes GROUP BY 1, 2 HAVING sum(cents) <> 0 ORDER BY 1, 2`;
    const add = (changes: string) =>
      `INSERT INTO client_money_taken AS t (salon_id, client_id, cents) ${summed(changes)}
       ON CONFLICT (salon_id, client_id) DO UPDATE SET cents = t.cents + excluded.cents;`;
    await queryRunner.query(`INSERT INTO client_money_taken (salon_id, client_id, cents) ${summed(taken('payments', ''))}`);
    await queryRunner.query(`CREATE INDEX "ix_client_money_taken_most" ON "client_money_taken" ("salon_id", "cents" DESC, "client_id")`);
    // Transition tables exist only for the events a trigger names, hence one branch per event.
    await queryRunner.query(`
      CREATE FUNCTION "client_money_taken_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM client_money_taken;
        ELSIF TG_OP = 'INSERT' THEN
          ${add(taken('new_rows', ''))}
        ELSIF TG_OP = 'DELETE' THEN
          ${add(taken('old_rows', '-'))}
        ELSE
          ${add(`${taken('new_rows', '')} UNION ALL ${taken('old_rows', '-')}`)}
        END IF;
        RETURN NULL;
      END
      $$`);
    // "trg_payments_spent_…" sorts between "trg_payments_money_…" and "trg_payments_tally_…": PostgreSQL fires a table's triggers in name order.
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_spent_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_money_taken_follow"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_spent_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_money_taken_follow"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_spent_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_money_taken_follow"()`,
    );
    await queryRunner.query(`CREATE TRIGGER "trg_payments_spent_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "client_money_taken_follow"()`);
    await queryRunner.query(
      `CREATE INDEX "ix_payments_client_date_money" ON "payments" ("client_id", "payment_date") INCLUDE ("salon_id", "amount", "transaction_type", "payment_status")`,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_payments_client_date"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_payments_client_date" ON "payments" ("client_id", "payment_date")`);
    await queryRunner.query(`DROP INDEX "public"."ix_payments_client_date_money"`);
    for (const event of ['truncate', 'delete', 'update', 'insert']) await queryRunner.query(`DROP TRIGGER "trg_payments_spent_${event}" ON "payments"`);
    await queryRunner.query(`DROP FUNCTION "client_money_taken_follow"()`);
    await queryRunner.query(`DROP TABLE "client_money_taken"`);
  }
}
