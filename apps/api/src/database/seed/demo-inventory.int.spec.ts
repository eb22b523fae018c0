import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../common/testing/test-database';
import { typeOrmOptions } from '../typeorm-options';
import { loadDemoInventory } from './demo-inventory';

let db: TestDatabase;
let dataSource: DataSource;
beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
  await dataSource.transaction((manager) => loadDemoInventory(manager));
});
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

describe('the demo inventory', () => {
  it('fills seven categories with 42 items, one discontinued, three out of stock and six low', async () => {
    const [counts] = await dataSource.query(`
      SELECT (SELECT count(*)::int FROM product_categories) AS categories,
             count(*)::int AS items,
             count(*) FILTER (WHERE NOT is_active)::int AS inactive,
             count(*) FILTER (WHERE is_active AND quantity = 0)::int AS out_of_stock,
             count(*) FILTER (WHERE is_active AND quantity > 0 AND quantity <= reorder_level)::int AS low,
             count(*) FILTER (WHERE sku IS NULL OR cost_price IS NULL)::int AS without_sku_or_cost
        FROM inventory_items`);
    expect(counts).toEqual({ categories: 7, items: 42, inactive: 1, out_of_stock: 3, low: 6, without_sku_or_cost: 0 });
  });

  it('gives every item a history over the last three months whose quantity_after runs on to its quantity today', async () => {
    const items: { item_id: number; quantity: number }[] = await dataSource.query(`SELECT item_id, quantity FROM inventory_items`);
    const rows: { item_id: number; quantity_change: number; quantity_after: number; created_at: Date }[] = await dataSource.query(
      `SELECT item_id, quantity_change, quantity_after, created_at FROM inventory_transactions ORDER BY item_id, created_at, transaction_id`,
    );
    const broken: number[] = [];
    for (const item of items) {
      let quantity = 0;
      for (const row of rows.filter((candidate) => candidate.item_id === item.item_id)) {
        quantity += row.quantity_change;
        if (row.quantity_after !== quantity) broken.push(item.item_id);
      }
      if (quantity !== item.quantity) broken.push(item.item_id);
    }
    expect(broken).toEqual([]);
    const now = Date.now();
    expect(rows.every((row) => row.created_at.getTime() < now && row.created_at.getTime() > now - 92 * 86_400_000)).toBe(true);
  });

  it('shows every kind of stock change', async () => {
    const types: { type: string }[] = await dataSource.query(`SELECT DISTINCT type FROM inventory_transactions ORDER BY type`);
    expect(types.map((row) => row.type)).toEqual(['adjustment', 'purchase', 'return', 'sale', 'usage']);
  });
});
