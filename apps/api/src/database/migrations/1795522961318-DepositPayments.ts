import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deposit taken at booking is a payment (issue 16, review finding 1): bookings now write its
 * payment row, so revenue, top spenders, lifetime value and the balance count it. Deposits
 * taken before lived only in appointments.deposit_amount; each gets its payment here,
 * completed, of the appointment's client, dated when the appointment was booked. The method
 * was never asked, so it is 'other'. An appointment whose deposit row exists (the notes are
 * the bookings' own, DEPOSIT_NOTE in deposit-payment.ts) is skipped, so running it twice adds nothing.
 */
export class DepositPayments1795522961318 implements MigrationInterface {
  name = 'DepositPayments1795522961318';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO "payments" ("salon_id", "client_id", "appointment_id", "amount", "payment_method", "payment_status", "transaction_type",
        "notes", "payment_date", "created_by", "created_at", "updated_at")
      SELECT a."salon_id", a."client_id", a."appointment_id", a."deposit_amount", 'other', 'completed', 'payment',
        'Deposit taken at booking', a."created_at", a."created_by", a."created_at", a."created_at"
        FROM "appointments" a
       WHERE a."deposit_amount" > 0
         AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."appointment_id" = a."appointment_id" AND p."notes" = 'Deposit taken at booking')
       ORDER BY a."appointment_id"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Only the rows this wrote: a deposit nothing was refunded of, still as it was backfilled.
    await queryRunner.query(`
      DELETE FROM "payments" p
       WHERE p."notes" = 'Deposit taken at booking' AND p."payment_method" = 'other' AND p."refunded_amount" = 0
         AND NOT EXISTS (SELECT 1 FROM "payments" r WHERE r."original_payment_id" = p."payment_id")`);
  }
}
