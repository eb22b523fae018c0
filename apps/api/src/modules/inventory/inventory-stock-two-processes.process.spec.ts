import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../common/testing/accounts';
import { stopAllApiProcesses, splitAcross, twoInstances, type ApiProcess } from '../../common/testing/api-processes';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// Two real API processes (A and B) on one database changing one item's stock at once.
let t: TestApp;
let manager: Record<string, string>;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
  [a, b] = await twoInstances(t.db);
});
afterAll(async () => {
  await stopAllApiProcesses();
  await t?.close();
});

describe('stock of one item changed through two API processes at once', () => {
  it('100 changes (60 sales of 1, 40 purchases of 1 from 50) end at exactly 30, one transaction row each, quantity_after a chain', async () => {
    const item = (await t.http.post('/api/inventory').set(manager).send({ name: 'Busy Shelf', quantity: 50, reorder_level: 0 }).expect(201)).body.data;
    const requests = Array.from({ length: 100 }, (_, i) => ({
      method: 'POST' as const,
      path: `/api/inventory/${item.item_id}/adjust-stock`,
      headers: manager,
      body: i % 5 < 3 ? { change: -1, type: 'sale' } : { change: 1, type: 'purchase' },
    }));
    const answers = await splitAcross([a, b], requests);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);

    const [{ quantity }] = await t.dataSource.query('SELECT quantity FROM inventory_items WHERE item_id = $1', [item.item_id]);
    expect(quantity).toBe(30);
    const rows: { quantity_change: number; quantity_after: number }[] = await t.dataSource.query(
      'SELECT quantity_change, quantity_after FROM inventory_transactions WHERE item_id = $1 ORDER BY transaction_id',
      [item.item_id],
    );
    // The opening stock's row, then one per change.
    expect(rows).toHaveLength(101);
    // By id, the rows are the order the changes took effect: each quantity_after is the one before plus its change.
    let running = 0;
    for (const row of rows) {
      running += row.quantity_change;
      expect(row.quantity_after).toBe(running);
    }
    expect(running).toBe(30);
    // Each answer tells the quantity its own change left; no two changes left the same one after the opening 50.
    const afters = answers.map((answer) => answer.body.data.transaction.quantity_after as number);
    expect(afters.sort((x, y) => x - y)).toEqual(rows.slice(1).map((row) => row.quantity_after).sort((x, y) => x - y));
  });
});
