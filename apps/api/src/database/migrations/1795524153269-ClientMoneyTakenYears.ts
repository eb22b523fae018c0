import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each client's money taken per UTC year beside its all-time total (issue 16), so the top spenders
 * of a short range (a month, a quarter) are bounded by the money of a year holding the range rather
 * than of all time: on the large data a month's clients who can still beat the tenth best fall from
 * ~1,800 to ~100.
 *
 * `year` says which total a row is: 0 all time (the rows migration ClientMoneyTaken wrote); 2·Y the
 * calendar year Y; 2·Y + 1 the twelve months from 1 July of Y. Every range of up to six months lies
 * inside a calendar year or inside one of those July-to-June years, whichever new year it crosses.
 * The same statement triggers add the deltas to the three rows of each payment.
 */
export class ClientMoneyTakenYears1795524153269 implements MigrationInterface {
  name = 'ClientMoneyTakenYears1795524153269';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "client_money_taken" ADD "year" smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "client_money_taken" ALTER COLUMN "year" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "client_money_taken" DROP CONSTRAINT "pk_client_money_taken"`);
    await queryRunner.query(`ALTER TABLE "client_money_taken" ADD CONSTRAINT "pk_client_money_taken" PRIMARY KEY ("salon_id", "client_id", "year")`);
    await queryRunner.query(`DROP INDEX "public"."ix_client_money_taken_most"`);
    await queryRunner.query(`CREATE INDEX "ix_client_money_taken_most" ON "client_money_taken" ("salon_id", "year", "cents" DESC, "client_id")`);
    // The all-time rows are there already: add the years'.
    await queryRunner.query(`INSERT INTO client_money_taken (salon_id, client_id, year, cents) ${summed(`${taken('payments', '', true)} AND y.year <> 0`)}`);
    await queryRunner.query(follow(true));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(follow(false));
    await queryRunner.query(`DELETE FROM "client_money_taken" WHERE "year" <> 0`);
    await queryRunner.query(`DROP INDEX "public"."ix_client_money_taken_most"`);
    await queryRunner.query(`ALTER TABLE "client_money_taken" DROP CONSTRAINT "pk_client_money_taken"`);
    await queryRunner.query(`ALTER TABLE "client_money_taken" DROP COLUMN "year"`);
    await queryRunner.query(`ALTER TABLE "client_money_taken" ADD CONSTRAINT "pk_client_money_taken" PRIMARY KEY ("salon_id", "client_id")`);
    await queryRunner.query(`CREATE INDEX "ix_client_money_taken_most" ON "client_money_taken" ("salon_id", "cents" DESC, "client_id")`);
  }
}

/** The year keys of a UTC instant: its calendar year's and its July-to-June year's (see above). */
const moneyYearKeys = (instant: string) =>
  [`(2 * extract(year FROM (${instant}) AT TIME ZONE 'UTC'))::smallint`, `(2 * extract(year FROM (${instant}) AT TIME ZONE 'UTC' - interval '6 months') + 1)::smallint`] as const;

/** One payment row's money taken (nothing for a refund or a payment without a client): on its all-time row (year 0) and, by year, on its two years' rows. */
const taken = (rows: string, sign: '' | '-', byYear: boolean) =>
  `SELECT salon_id, client_id, y.year, ${sign}payment_money_cents(transaction_type, payment_status, amount) AS cents
     FROM ${rows} CROSS JOIN LATERAL (VALUES (0::smallint)${byYear ? moneyYearKeys('payment_date').map((key) => `, (${key})`).join('') : ''}) AS y(year)
    WHERE client_id IS NOT NULL AND transaction_type <> 'refund'`;

/** Rows in key order, so two writers touching the same clients never deadlock; nothing for an update that moves no money. */
const summed = (changes: string) => `SELECT salon_id, client_id, year, sum(cents) FROM (${changes}) AS changes GROUP BY 1, 2, 3 HAVING sum(cents) <> 0 ORDER BY 1, 2, 3`;

/** The triggers' function (migration ClientMoneyTaken): each statement's deltas added to the rows they touch, by year or all time only (before this migration). */
function follow(byYear: boolean): string {
  const add = (changes: string) =>
    byYear
      ? `INSERT INTO client_money_taken AS t (salon_id, client_id, year, cents) ${summed(changes)}
         ON CONFLICT (salon_id, client_id, year) DO UPDATE SET cents = t.cents + excluded.cents;`
      : `INSERT INTO client_money_taken AS t (salon_id, client_id, cents) SELECT salon_id, client_id, sum FROM (${summed(changes)}) AS deltas
         ON CONFLICT (salon_id, client_id) DO UPDATE SET cents = t.cents + excluded.cents;`;
  return `
    CREATE OR REPLACE FUNCTION "client_money_taken_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM client_money_taken;
      ELSIF TG_OP = 'INSERT' THEN
        ${add(taken('new_rows', '', byYear))}
      ELSIF TG_OP = 'DELETE' THEN
        ${add(taken('old_rows', '-', byYear))}
      ELSE
        ${add(`${taken('new_rows', '', byYear)} UNION ALL ${taken('old_rows', '-', byYear)}`)}
      END IF;
      RETURN NULL;
    END
    $$`;
}
