import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money taken net of refunds per salon and quarter of an hour (issue 16), so the reports read a
 * year's revenue from a few thousand rows instead of every payment (at 600,000 payments a year of
 * money per salon day took 300 ms).
 *
 * A payment counts its amount while its money is taken (completed, partially refunded, refunded:
 * MONEY_TAKEN_STATUSES in the contracts), a refund counts minus its amount, anything else
 * nothing, as PaymentRevenueQuery counts them. client_cents is the part of payments naming a
 * client. Quarters are UTC instants; every time zone's midnight falls on one, so grouping the
 * quarters by the salon's day is exact whatever the salon's time zone is or becomes.
 *
 * Statement triggers keep the quarters in the transaction that writes the payments, whoever
 * writes them (the API, the seed, a bulk load), so they are exact.
 */
export class PaymentMoneyQuarters1795509816771 implements MigrationInterface {
  name = 'PaymentMoneyQuarters1795509816771';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "payment_money_quarters" (
        "salon_id" integer NOT NULL,
        "quarter" TIMESTAMP WITH TIME ZONE NOT NULL,
        "cents" bigint NOT NULL,
        "client_cents" bigint NOT NULL,
        CONSTRAINT "pk_payment_money_quarters" PRIMARY KEY ("salon_id", "quarter") INCLUDE ("cents", "client_cents")
      )`);
    // One payment row's money in cents, and its quarter.
    await queryRunner.query(`
      CREATE FUNCTION "payment_money_cents"(transaction_type text, payment_status text, amount numeric) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
        SELECT (CASE WHEN transaction_type = 'refund' THEN -amount
                     WHEN payment_status IN ('completed', 'partially_refunded', 'refunded') THEN amount
                     ELSE 0 END * 100)::bigint
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "payment_money_quarter"(payment_date timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
        SELECT date_bin('15 minutes', payment_date, timestamptz '2000-01-01 00:00:00+00')
      $$`);
    await queryRunner.query(`
      INSERT INTO "payment_money_quarters" (salon_id, quarter, cents, client_cents)
      SELECT salon_id, payment_money_quarter(payment_date), sum(payment_money_cents(transaction_type, payment_status, amount)),
             coalesce(sum(payment_money_cents(transaction_type, payment_status, amount)) FILTER (WHERE client_id IS NOT NULL), 0)
        FROM payments GROUP BY 1, 2`);
    // Transition tables exist only for the events a trigger names, hence one branch per event.
    // Rows are added in key order, so two writers touching the same quarters never deadlock.
    const money = (rows: 'new_rows' | 'old_rows', sign: '' | '-') =>
      `SELECT salon_id, payment_money_quarter(payment_date) AS quarter, ${sign}payment_money_cents(transaction_type, payment_status, amount) AS cents,
              CASE WHEN client_id IS NULL THEN 0 ELSE ${sign}payment_money_cents(transaction_type, payment_status, amount) END AS client_cents
         FROM ${rows}`;
    const add = (changes: string) =>
      `INSERT INTO payment_money_quarters AS q (salon_id, quarter, cents, client_cents)
       SELECT salon_id, quarter, sum(cents), sum(client_cents) FROM (${changes}) AS changes
        GROUP BY 1, 2 HAVING sum(cents) <> 0 OR sum(client_cents) <> 0 ORDER BY 1, 2
       ON CONFLICT (salon_id, quarter) DO UPDATE SET cents = q.cents + excluded.cents, client_cents = q.client_cents + excluded.client_cents;`;
    await queryRunner.query(`
      CREATE FUNCTION "payment_money_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM payment_money_quarters;
        ELSIF TG_OP = 'INSERT' THEN
          ${add(money('new_rows', ''))}
        ELSIF TG_OP = 'DELETE' THEN
          ${add(money('old_rows', '-'))}
        ELSE
          ${add(`${money('new_rows', '')} UNION ALL ${money('old_rows', '-')}`)}
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_money_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_money_follow"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_money_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_money_follow"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_payments_money_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_money_follow"()`,
    );
    await queryRunner.query(`CREATE TRIGGER "trg_payments_money_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "payment_money_follow"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['truncate', 'delete', 'update', 'insert']) await queryRunner.query(`DROP TRIGGER "trg_payments_money_${event}" ON "payments"`);
    await queryRunner.query(`DROP FUNCTION "payment_money_follow"()`);
    await queryRunner.query(`DROP TABLE "payment_money_quarters"`);
    await queryRunner.query(`DROP FUNCTION "payment_money_quarter"(timestamptz)`);
    await queryRunner.query(`DROP FUNCTION "payment_money_cents"(text, text, numeric)`);
  }
}
