import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
  const nails = (await t.http.post('/api/inventory/categories').set(manager).send({ name: 'Nail Care' }).expect(201)).body.data.category_id;
  const items = [
    { name: 'Plenty', quantity: 40, reorder_level: 10, cost_price: 2.5, retail_price: 7.99 },
    { name: 'Half Left', quantity: 5, reorder_level: 10, cost_price: 1.1, retail_price: 3.33, category_id: nails },
    { name: 'At Level', quantity: 4, reorder_level: 4, cost_price: 10, retail_price: null },
    { name: 'Empty B', quantity: 0, reorder_level: 2, cost_price: 5, retail_price: 9 },
    { name: 'Empty A', quantity: 0, reorder_level: 0, sku: 'EA-1' },
    { name: 'Quarter Left', quantity: 1, reorder_level: 4, cost_price: 0.35, retail_price: 1.15 },
    { name: 'Inactive Low', quantity: 0, reorder_level: 5, cost_price: 100, retail_price: 200, is_active: false },
  ];
  for (const item of items) await t.http.post('/api/inventory').set(manager).send(item).expect(201);
  const deleted = (await t.http.post('/api/inventory').set(manager).send({ name: 'Deleted Low', quantity: 0, reorder_level: 5, cost_price: 50 }).expect(201)).body.data;
  await t.http.delete(`/api/inventory/${deleted.item_id}`).set(manager).expect(204);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/inventory/low-stock', () => {
  it('lists active items at or below their level: out of stock first, then the emptiest relative to its level, then name', async () => {
    const response = await t.http.get('/api/inventory/low-stock').set(manager).expect(200);
    expect(response.body.data.count).toBe(5);
    expect(response.body.data.rows.map((row: { name: string }) => row.name)).toEqual(['Empty A', 'Empty B', 'Quarter Left', 'Half Left', 'At Level']);
    expect(response.body.data.rows[3]).toMatchObject({ category: { name: 'Nail Care' }, stock_level: 'low' });
    const paged = await t.http.get('/api/inventory/low-stock').query({ limit: 2, offset: 2 }).set(manager).expect(200);
    expect(paged.body.data.rows.map((row: { name: string }) => row.name)).toEqual(['Quarter Left', 'Half Left']);
  });
});

describe('GET /api/inventory/alerts/low-stock', () => {
  it('gives each low item its severity, in the same order', async () => {
    const response = await t.http.get('/api/inventory/alerts/low-stock').set(manager).expect(200);
    expect(response.body.data).toEqual([
      { item_id: expect.any(Number), name: 'Empty A', sku: 'EA-1', quantity: 0, reorder_level: 0, category_name: null, severity: 'out_of_stock' },
      { item_id: expect.any(Number), name: 'Empty B', sku: null, quantity: 0, reorder_level: 2, category_name: null, severity: 'out_of_stock' },
      { item_id: expect.any(Number), name: 'Quarter Left', sku: null, quantity: 1, reorder_level: 4, category_name: null, severity: 'low' },
      { item_id: expect.any(Number), name: 'Half Left', sku: null, quantity: 5, reorder_level: 10, category_name: 'Nail Care', severity: 'low' },
      { item_id: expect.any(Number), name: 'At Level', sku: null, quantity: 4, reorder_level: 4, category_name: null, severity: 'low' },
    ]);
  });
});

describe('GET /api/inventory/summary', () => {
  it('counts items and values the active stock exactly, in cents', async () => {
    const response = await t.http.get('/api/inventory/summary').set(manager).expect(200);
    // Cost: 40 × 2.50 + 5 × 1.10 + 4 × 10 + 0 + 0 + 1 × 0.35 = 145.85; retail: 40 × 7.99 + 5 × 3.33 + 1 × 1.15 = 337.40.
    expect(response.body.data).toEqual({
      total_items: 7,
      active_items: 6,
      total_quantity: 50,
      stock_value_cost: 145.85,
      stock_value_retail: 337.4,
      low_stock_count: 5,
      out_of_stock_count: 2,
    });
  });
});
