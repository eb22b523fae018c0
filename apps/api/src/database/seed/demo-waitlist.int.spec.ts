import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../common/testing/test-database';
import { typeOrmOptions } from '../typeorm-options';
import { loadDemoEmployees } from './demo-employees';
import { loadDemoServices } from './demo-services';
import { loadDemoUsers } from './demo-users';
import { loadDemoWaitlist } from './demo-waitlist';

let db: TestDatabase;
let dataSource: DataSource;
beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
  await dataSource.transaction(async (manager) => {
    for (const part of [loadDemoUsers, loadDemoEmployees, loadDemoServices, loadDemoWaitlist]) await part(manager);
  });
});
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

describe('the demo waitlist', () => {
  it("queues the walk-ins of the last minutes 1..4 and keeps earlier days' seated, cancelled and no-show entries", async () => {
    const rows = await dataSource.query(`
      SELECT client_name, status, position, actual_wait_minutes,
             (added_at AT TIME ZONE 'America/New_York')::date = (now() AT TIME ZONE 'America/New_York')::date AS today,
             (SELECT count(*)::int FROM waitlist_entry_services s WHERE s.waitlist_entry_id = e.waitlist_entry_id) AS services
        FROM waitlist_entries e ORDER BY position NULLS LAST, added_at DESC, waitlist_entry_id DESC`);
    expect(rows.map((row: { client_name: string; status: string; position: number | null; actual_wait_minutes: number | null; services: number }) => [row.client_name, row.status, row.position, row.actual_wait_minutes, row.services])).toEqual([
      ['Hannah Brooks', 'notified', 1, null, 1],
      ['Omar Haddad', 'waiting', 2, null, 1],
      ['Julia Chen', 'waiting', 3, null, 2],
      ['Ravi Patel', 'waiting', 4, null, 1],
      ['Lucas Moreau', 'cancelled', null, null, 1],
      ['Emily Watson', 'seated', null, 18, 1],
      ['Grace Kim', 'seated', null, 32, 2],
      ['Tom Fischer', 'no_show', null, null, 1],
    ]);
    expect(rows.filter((row: { position: number | null; today: boolean }) => row.position === null).some((row: { today: boolean }) => row.today)).toBe(false);
  });

  it("dates the walk-ins in the salon's own time zone", async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE salons SET time_zone = 'Pacific/Kiritimati' WHERE salon_id = 1`);
      await manager.query('DELETE FROM waitlist_entries');
      await loadDemoWaitlist(manager);
    });
    const earlier = await dataSource.query(
      `SELECT DISTINCT (added_at AT TIME ZONE 'Pacific/Kiritimati')::time::text AS arrived FROM waitlist_entries WHERE position IS NULL`,
    );
    expect(earlier).toEqual([{ arrived: '11:00:00' }]);
  });
});
