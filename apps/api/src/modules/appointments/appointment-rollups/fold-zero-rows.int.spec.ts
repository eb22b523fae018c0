import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../common/testing/test-database';

// The appointment totals' fold ends every booking's transaction by deleting the rows its changes
// brought to zero (appointment_totals_fold). Those deletes must read a partial index of the zero
// rows, not the whole table: on the large data a table scan of the day hours cost 4-7 ms a booking.

const ROWS = 30_000;
/** Each table, its period column and the fill of its other columns (all counts 1, never zero). */
const TABLES = [
  { table: 'appointment_day_totals', period: 'appointment_date', columns: 'employee_id, service_id, status_id, appointments, price_total, duration_minutes_total, rating_total, ratings', values: 'n % 50, n % 7, 1, 1, 10, 30, 0, 0' },
  { table: 'appointment_month_totals', period: 'month', columns: 'employee_id, service_id, status_id, appointments, price_total, duration_minutes_total, rating_total, ratings', values: 'n % 50, n % 7, 1, 1, 10, 30, 0, 0' },
  { table: 'appointment_day_hours', period: 'appointment_date', columns: 'start_hour, status_id, appointments', values: 'n % 24, 1, 1' },
  { table: 'appointment_month_hours', period: 'month', columns: 'start_hour, status_id, appointments', values: 'n % 24, 1, 1' },
];

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (const { table, period, columns, values } of TABLES) {
    // Distinct keys: one period per row, a day (or a month) apart.
    const step = period === 'month' ? `interval '1 month'` : `interval '1 day'`;
    await client.query(`INSERT INTO ${table} (salon_id, ${period}, ${columns})
                        SELECT 1, (date '1900-01-01' + n * ${step})::date, ${values} FROM generate_series(1, ${ROWS}) AS n`);
    await client.query(`ANALYZE ${table}`);
  }
});
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe("the appointment totals' fold", () => {
  it.each(TABLES.map(({ table }) => table))('deletes the zero rows of %s through its partial index, never reading the whole table', async (table) => {
    const [{ 'QUERY PLAN': plan }] = (await client.query(`EXPLAIN (FORMAT JSON) DELETE FROM ${table} WHERE appointments = 0 AND salon_id = ANY ($1)`, [[1]])).rows;
    const explained = JSON.stringify(plan);
    expect(explained).toContain(`ix_${table}_emptied`);
    expect(explained).not.toContain('Seq Scan');
  });
});
