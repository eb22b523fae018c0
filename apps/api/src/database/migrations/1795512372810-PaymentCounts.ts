import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many payments a salon has per status, method and type (issue 16), so the payments list's
 * total_count reads a few rows instead of counting every payment (521,020 took 240 ms).
 *
 * Three grains in one table, each row a count of payments and refunds:
 * - 'all' (period -infinity): the salon's whole history, for a list with no dates;
 * - 'day': UTC days, for the whole days inside a date range;
 * - 'quarter': UTC quarter hours, for the edges of a range that are not whole UTC days.
 * A salon day starts at its midnight, always on a quarter hour, so a range of salon days is
 * exactly its whole UTC days plus the quarters at its two ends, whatever the salon's time zone
 * is or becomes.
 *
 * Statement triggers keep the counts in the transaction that writes the payments, whoever writes
 * them (the API, the seed, a bulk load), so they are exact. They are named to fire after the
 * money quarters' triggers, so every writer takes the two tables' rows in the same order.
 */
export class PaymentCounts1795512372810 implements MigrationInterface {
  name = 'PaymentCounts1795512372810';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "payment_counts" (
        "salon_id" integer NOT NULL,
        "grain" varchar(7) NOT NULL,
        "period" TIMESTAMP WITH TIME ZONE NOT NULL,
        "payment_status" varchar(20) NOT NULL,
        "payment_method" varchar(20) NOT NULL,
        "transaction_type" varchar(10) NOT NULL,
        "payments" bigint NOT NULL,
        CONSTRAINT "pk_payment_counts" PRIMARY KEY ("salon_id", "grain", "period", "payment_status", "payment_method", "transaction_type") INCLUDE ("payments"),
        CONSTRAINT "chk_payment_counts_grain" CHECK ("grain" IN ('all', 'day', 'quarter'))
      )`);
    // The three rows one payment counts in: one per grain.
    const grains = (rows: string, sign: '' | '-') => `
      SELECT salon_id, g.grain, g.period, payment_status, payment_method, transaction_type, ${sign}1 AS payments
        FROM ${rows}
       CROSS JOIN LATERAL (VALUES ('all', timestamptz '-infinity'),
                                  ('day', date_trunc('day', payment_date, 'UTC')),
                                  ('quarter', date_bin('15 minutes', payment_date, timestamptz '2000-01-01 00:00:00+00'))) AS g(grain, period)`;
    // Rows are added in key order, so two writers touching the same counts never deadlock;
    // an update that moves nothing between counts (a note, a reference) writes nothing.
    const summed = (changes: string) =>
      `SELECT salon_id, grain, period, payment_status, payment_method, transaction_type, sum(payments) FROM (${changes}) AS changes
        GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(payments) <> 0 ORDER BY 1, 2, 3, 4, 5, 6`;
    const columns = `(salon_id, grain, period, payment_status, payment_method, transaction_type, payments)`;
    const add = (changes: string) =>
      `INSERT INTO payment_counts AS c ${columns} ${summed(changes)}
       ON CONFLICT (salon_id, grain, period, payment_status, payment_method, transaction_type) DO UPDATE SET payments = c.payments + excluded.payments;`;
    await queryRunner.query(`INSERT INTO payment_counts ${columns} ${summed(grains('payments', ''))}`);
    // Transition tables exist only for the events a trigger names, hence one branch per event.
    await queryRunner.query(`
      CREATE FUNCTION "payment_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM payment_counts;
        ELSIF TG_OP = 'INSERT' THEN
          ${add(grains('new_rows', ''))}
        ELSIF TG_OP = 'DELETE' THEN
          ${add(grains('old_rows', '-'))}
        ELSE
          ${add(`${grains('new_rows', '')} UNION ALL ${grains('old_rows', '-')}`)}
        END IF;
        RETURN NULL;
      END
      $$`);
    // "trg_payments_tally_…" sorts after "trg_payments_money_…": PostgreSQL fires a table's triggers in name order.
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_tally_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_follow"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_tally_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_follow"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_tally_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_follow"()`,
    );
    await queryRunner.query(`CREATE TRIGGER "trg_payments_tally_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_follow"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['truncate', 'delete', 'update', 'insert']) await queryRunner.query(`DROP TRIGGER "trg_payments_tally_${event}" ON "payments"`);
    await queryRunner.query(`DROP FUNCTION "payment_counts_follow"()`);
    await queryRunner.query(`DROP TABLE "payment_counts"`);
  }
}
