import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataSource, type QueryRunner } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner.js';
import { createTestDatabase, type TestDatabase } from '../common/testing/test-database';
import { prepareDatabase } from './prepare-database';
import { typeOrmOptions } from './typeorm-options';
import { MIGRATIONS } from './migrations';

const silent = pino({ level: 'silent' });
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await db?.drop();
});

async function query<T>(sql: string): Promise<T[]> {
  const dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
  try {
    return await dataSource.query(sql);
  } finally {
    await dataSource.destroy();
  }
}

describe('prepareDatabase', () => {
  it('lets replicas start together: one migrates and loads demo data, the others wait and find it done', async () => {
    await Promise.all([1, 2, 3].map(() => prepareDatabase(db.url, { demoData: true, logger: silent })));
    const migrations = await query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(migrations.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    const [salon] = await query<{ name: string; demo_data_loaded_at: Date | null }>('SELECT name, demo_data_loaded_at FROM salons WHERE salon_id = 1');
    expect(salon.name).toBe('Willow & Birch Hair Studio');
    expect(salon.demo_data_loaded_at).not.toBeNull();
    const users = await query<{ username: string; roles: string[] }>(
      `SELECT u.username, array_agg(r.name) AS roles FROM users u JOIN user_roles ur USING (user_id) JOIN roles r USING (role_id) GROUP BY u.username ORDER BY u.username`,
    );
    expect(users).toEqual([
      { username: 'manager', roles: ['manager'] },
      { username: 'owner', roles: ['owner'] },
      { username: 'reception', roles: ['receptionist'] },
      { username: 'stylist', roles: ['stylist'] },
    ]);
    const [records] = await query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM clients) AS clients,
              (SELECT count(*)::int FROM clients WHERE NOT is_active) AS inactive_clients,
              (SELECT count(DISTINCT client_id)::int FROM client_notes) AS clients_with_notes,
              (SELECT count(*)::int FROM employees) AS employees,
              (SELECT count(DISTINCT employee_id)::int FROM employee_schedules) AS employees_with_schedules,
              (SELECT count(*)::int FROM services) AS services,
              (SELECT count(DISTINCT service_type_id)::int FROM services) AS service_types_used`,
    );
    expect(records).toMatchObject({ clients: 200, employees: 9, employees_with_schedules: 9, service_types_used: 10 });
    expect(records.inactive_clients).toBeGreaterThan(5);
    expect(records.clients_with_notes).toBeGreaterThan(20);
    // Staff marked the allergy and pregnancy notes as alerts, and only those.
    const alerts = await query<{ note_text: string }>('SELECT DISTINCT note_text FROM client_notes WHERE is_alert ORDER BY note_text');
    expect(alerts.map((row) => row.note_text)).toEqual(['Allergic to PPD: use the ammonia-free line and patch test every time.', 'Pregnant (due in spring): no chemical peels, side-lying massage.']);
    expect(records.services).toBeGreaterThanOrEqual(30);
    const [book] = await query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE appointment_date < current_date AND status_id = 4)::int AS completed_past,
              count(*) FILTER (WHERE appointment_date > current_date AND status_id IN (1, 2))::int AS upcoming,
              count(*) FILTER (WHERE status_id IN (5, 6))::int AS cancelled_or_no_show,
              count(*) FILTER (WHERE rating IS NOT NULL)::int AS rated,
              (SELECT count(*)::int FROM appointment_history WHERE change_type = 'created') AS created_history,
              (SELECT count(*)::int FROM appointment_services) AS extras,
              (SELECT count(*)::int FROM appointment_notes) AS notes,
              (SELECT count(*)::int FROM appointment_notes WHERE is_internal) AS internal_notes,
              count(DISTINCT series_id)::int AS series,
              count(*) FILTER (WHERE appointment_date > current_date AND status_id = 1 AND confirmation_sent_at IS NULL)::int AS awaiting_confirmation,
              count(*)::int AS total
         FROM appointments`,
    );
    expect(book.completed_past).toBeGreaterThan(500);
    expect(book.upcoming).toBeGreaterThan(50);
    expect(book.cancelled_or_no_show).toBeGreaterThan(20);
    expect(book.rated).toBeGreaterThan(100);
    expect(book.created_history).toBe(book.total);
    expect(book.extras).toBeGreaterThan(50);
    expect(book.notes).toBeGreaterThan(100);
    expect(book.internal_notes).toBeGreaterThan(20);
    expect(book.series).toBeGreaterThanOrEqual(4);
    expect(book.awaiting_confirmation).toBeGreaterThan(10);
    // Noah has left: his past visits stay in the book, and nothing of his is still to come.
    const [former] = await query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE a.appointment_date < current_date)::int AS past, count(*) FILTER (WHERE a.appointment_date >= current_date)::int AS ahead
         FROM appointments a JOIN employees e USING (employee_id) WHERE NOT e.is_active`,
    );
    expect(former.past).toBeGreaterThan(20);
    expect(former.ahead).toBe(0);
    // Extras are inside their appointment's time: its length is the service's plus theirs.
    const [{ mismatched }] = await query<{ mismatched: number }>(
      `SELECT count(*)::int AS mismatched FROM appointments a JOIN services s ON s.service_id = a.service_id
        WHERE a.duration_minutes <> s.duration_minutes + coalesce((SELECT sum(x.duration_minutes) FROM appointment_services x WHERE x.appointment_id = a.appointment_id), 0)`,
    );
    expect(mismatched).toBe(0);
  });

  it('runs each migration in a transaction of its own that holds the schema lock, so a transaction pooler (PgBouncer) strands nothing', async () => {
    const other = await createTestDatabase({ empty: true });
    const sent: string[] = [];
    const original = PostgresQueryRunner.prototype.query;
    const spy = vi.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (this: PostgresQueryRunner, ...args: Parameters<typeof original>) {
      sent.push(String(args[0]).trim());
      return original.apply(this, args);
    });
    try {
      await prepareDatabase(other.url, { demoData: false, logger: silent });
    } finally {
      spy.mockRestore();
    }
    try {
      // Cut what was sent into transactions: every statement but the connection's own setup is inside one.
      const transactions: string[][] = [];
      let open: string[] | undefined;
      for (const sql of sent) {
        if (sql === 'START TRANSACTION') transactions.push((open = []));
        else if (sql === 'COMMIT') open = undefined;
        else if (open) open.push(sql);
        else expect(sql).not.toMatch(/^(SET|CREATE|ALTER|INSERT|SELECT pg_advisory)/i);
      }
      // One transaction per migration, and a last one that finds nothing pending.
      expect(transactions).toHaveLength(MIGRATIONS.length + 1);
      for (const statements of transactions) {
        expect(statements.slice(0, 2)).toEqual(["SET LOCAL lock_timeout = '5min'", 'SELECT pg_advisory_xact_lock($1)']);
      }
      const recorded = transactions.map((statements) => statements.filter((sql) => /^INSERT INTO "migrations"/.test(sql)).length);
      expect(recorded).toEqual([...MIGRATIONS.map(() => 1), 0]);
      const [{ n }] = await new DataSource(typeOrmOptions(other.url, 1)).initialize().then(async (check) => {
        try {
          return await check.query('SELECT count(*)::int AS n FROM migrations');
        } finally {
          await check.destroy();
        }
      });
      expect(n).toBe(MIGRATIONS.length);
    } finally {
      await other.drop();
    }
  });

  it('keeps the migrations before one that fails, and refuses to go on', async () => {
    const other = await createTestDatabase({ empty: true });
    class BrokenAfterTheRest9999999999999 {
      name = 'BrokenAfterTheRest9999999999999';
      async up(runner: QueryRunner) {
        await runner.query('CREATE TABLE zz_half_done (id int)');
        await runner.query('SELECT 1 / 0');
      }
      async down() {}
    }
    try {
      await expect(prepareDatabase(other.url, { demoData: false, logger: silent, migrations: [...MIGRATIONS, BrokenAfterTheRest9999999999999] })).rejects.toThrow(
        'division by zero',
      );
      const check = await new DataSource(typeOrmOptions(other.url, 1)).initialize();
      try {
        const names = (await check.query('SELECT name FROM migrations ORDER BY id')).map((row: { name: string }) => row.name);
        expect(names).toEqual(MIGRATIONS.map((migration) => migration.name));
        expect(await check.query(`SELECT to_regclass('zz_half_done') AS found`)).toEqual([{ found: null }]);
      } finally {
        await check.destroy();
      }
    } finally {
      await other.drop();
    }
  });

  it('leaves a database that already has accounts alone', async () => {
    const other = await createTestDatabase();
    try {
      const dataSource = await new DataSource(typeOrmOptions(other.url, 1)).initialize();
      await dataSource.query(`INSERT INTO users (username, email, first_name, last_name, password_hash) VALUES ('real', 'real@example.com', 'Real', 'Owner', 'x')`);
      await dataSource.destroy();
      await prepareDatabase(other.url, { demoData: true, logger: silent });
      const check = await new DataSource(typeOrmOptions(other.url, 1)).initialize();
      const [{ n }] = await check.query('SELECT count(*)::int AS n FROM users');
      const [salon] = await check.query('SELECT demo_data_loaded_at FROM salons');
      await check.destroy();
      expect(n).toBe(1);
      expect(salon.demo_data_loaded_at).toBeNull();
    } finally {
      await other.drop();
    }
  });

  it('never loads demo data twice into the same database', async () => {
    await query(`UPDATE salons SET name = 'Renamed by the owner' WHERE salon_id = 1`);
    await prepareDatabase(db.url, { demoData: true, logger: silent });
    const [salon] = await query<{ name: string }>('SELECT name FROM salons WHERE salon_id = 1');
    expect(salon.name).toBe('Renamed by the owner');
  });
});
