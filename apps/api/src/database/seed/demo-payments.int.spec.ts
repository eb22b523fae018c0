import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../common/testing/test-database';
import { typeOrmOptions } from '../typeorm-options';
import { DEPOSIT_NOTE } from '../../modules/appointments/deposit-payment';
import { loadDemoAppointments } from './demo-appointments';
import { loadDemoClients } from './demo-clients';
import { loadDemoEmployees } from './demo-employees';
import { loadDemoPayments } from './demo-payments';
import { loadDemoServices } from './demo-services';
import { loadDemoUsers } from './demo-users';

let db: TestDatabase;
let dataSource: DataSource;
beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
  await dataSource.transaction(async (manager) => {
    for (const part of [loadDemoUsers, loadDemoEmployees, loadDemoServices, loadDemoClients, loadDemoAppointments, loadDemoPayments]) await part(manager);
  });
});
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

describe('the demo payments', () => {
  it('pays each completed past visit once besides its deposit (price less deposit, a tip at most $20 on top), with two pending, three voided doubles and six desk sales', async () => {
    const [counts] = await dataSource.query(`
      SELECT count(*) FILTER (WHERE payment_status = 'pending')::int AS pending,
             count(*) FILTER (WHERE payment_status = 'voided')::int AS voided,
             count(*) FILTER (WHERE transaction_type = 'payment' AND appointment_id IS NULL)::int AS desk_sales,
             count(DISTINCT payment_method)::int AS methods
        FROM payments`);
    expect(counts).toEqual({ pending: 2, voided: 3, desk_sales: 6, methods: 6 });
    const unpaid = await dataSource.query(`
      SELECT a.appointment_id FROM appointments a JOIN appointment_statuses st ON st.status_id = a.status_id
      WHERE st.name = 'completed' AND (a.appointment_date + a.end_time) AT TIME ZONE 'America/New_York' <= now() AND a.total_price > a.deposit_amount
        AND (SELECT count(*) FROM payments p WHERE p.appointment_id = a.appointment_id AND p.transaction_type = 'payment' AND p.payment_status <> 'voided' AND p.notes IS DISTINCT FROM '${DEPOSIT_NOTE}') <> 1`);
    expect(unpaid).toEqual([]);
    const wrong = await dataSource.query(`
      SELECT p.payment_id FROM payments p JOIN appointments a ON a.appointment_id = p.appointment_id
      WHERE p.transaction_type = 'payment' AND p.notes IS DISTINCT FROM '${DEPOSIT_NOTE}' AND (p.amount < a.total_price - a.deposit_amount OR p.amount > a.total_price - a.deposit_amount + 20)`);
    expect(wrong).toEqual([]);
  });

  it('takes each deposit as one card payment of its appointment and client, completed, dated when it was booked', async () => {
    const [{ deposits }] = await dataSource.query(`SELECT count(*)::int AS deposits FROM appointments WHERE deposit_amount > 0`);
    expect(deposits).toBeGreaterThan(0);
    const mismatched = await dataSource.query(`
      SELECT a.appointment_id FROM appointments a
       WHERE a.deposit_amount > 0
         AND (SELECT count(*) FROM payments p
               WHERE p.appointment_id = a.appointment_id AND p.notes = '${DEPOSIT_NOTE}' AND p.client_id = a.client_id AND p.amount = a.deposit_amount
                 AND p.payment_method = 'credit_card' AND p.payment_status = 'completed' AND p.transaction_type = 'payment' AND p.payment_date = a.created_at) <> 1`);
    expect(mismatched).toEqual([]);
    const [{ strays }] = await dataSource.query(
      `SELECT count(*)::int AS strays FROM payments p JOIN appointments a ON a.appointment_id = p.appointment_id WHERE p.notes = '${DEPOSIT_NOTE}' AND a.deposit_amount = 0`,
    );
    expect(strays).toBe(0);
  });

  it('refunds ten payments, three in full, each refund a row whose sum is the payment\'s refunded_amount', async () => {
    const [counts] = await dataSource.query(`
      SELECT count(*) FILTER (WHERE payment_status = 'refunded')::int AS refunded,
             count(*) FILTER (WHERE payment_status = 'partially_refunded')::int AS partly,
             count(*) FILTER (WHERE transaction_type = 'refund')::int AS refund_rows
        FROM payments`);
    expect(counts).toEqual({ refunded: 3, partly: 7, refund_rows: 10 });
    const mismatched = await dataSource.query(`
      SELECT p.payment_id FROM payments p
      WHERE p.transaction_type = 'payment'
        AND p.refunded_amount <> coalesce((SELECT sum(r.amount) FROM payments r WHERE r.original_payment_id = p.payment_id), 0)`);
    expect(mismatched).toEqual([]);
    const [{ future }] = await dataSource.query(`SELECT count(*)::int AS future FROM payments WHERE payment_date > now()`);
    expect(future).toBe(0);
  });
});
