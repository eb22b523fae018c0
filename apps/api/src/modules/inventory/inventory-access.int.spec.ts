import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let manager: Record<string, string>;
let reception: Record<string, string>;
let stylist: Record<string, string>;
let elsewhere: Record<string, string>;
let item: { item_id: number };
let category: { category_id: number };
let transactionId: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
  reception = await signedInAs(t, 'priya', ['receptionist']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
  elsewhere = await signedInAtAnotherSalon(t, 'oscar', ['inventory:read', 'inventory:create', 'inventory:update', 'inventory:delete']);
  category = (await t.http.post('/api/inventory/categories').set(manager).send({ name: 'Hair Care' }).expect(201)).body.data;
  item = (await t.http.post('/api/inventory').set(manager).send({ name: 'Argan Shampoo', sku: 'HC-01', quantity: 5, reorder_level: 2, category_id: category.category_id }).expect(201)).body.data;
  transactionId = (await t.http.get('/api/inventory/transactions').set(manager).expect(200)).body.data.rows[0].transaction_id;
});
afterAll(async () => {
  await t?.close();
});

describe('permissions', () => {
  it('lets a receptionist read inventory but not change it', async () => {
    await t.http.get('/api/inventory').set(reception).expect(200);
    await t.http.get(`/api/inventory/${item.item_id}`).set(reception).expect(200);
    await t.http.get('/api/inventory/summary').set(reception).expect(200);
    await t.http.get('/api/inventory/categories').set(reception).expect(200);
    const adjust = await t.http.post(`/api/inventory/${item.item_id}/adjust-stock`).set(reception).send({ change: -1, type: 'sale' }).expect(403);
    expect(adjust.body.code).toBe('FORBIDDEN');
    await t.http.post('/api/inventory').set(reception).send({ name: 'Nope', quantity: 0, reorder_level: 0 }).expect(403);
    await t.http.delete(`/api/inventory/${item.item_id}`).set(reception).expect(403);
    await t.http.post('/api/inventory/categories').set(reception).send({ name: 'Nope' }).expect(403);
  });

  it('shows a stylist nothing', async () => {
    for (const path of ['/api/inventory', '/api/inventory/low-stock', '/api/inventory/alerts/low-stock', '/api/inventory/transactions', '/api/inventory/categories']) {
      const response = await t.http.get(path).set(stylist).expect(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
  });
});

describe('another salon', () => {
  it('cannot see, change or adjust this salon\'s items, categories or transactions', async () => {
    const paths = [`/api/inventory/${item.item_id}`, `/api/inventory/categories/${category.category_id}`, `/api/inventory/transactions/${transactionId}`];
    for (const path of paths) await t.http.get(path).set(elsewhere).expect(404);
    await t.http.put(`/api/inventory/${item.item_id}`).set(elsewhere).send({ name: 'Mine now', quantity: 0, reorder_level: 0 }).expect(404);
    await t.http.post(`/api/inventory/${item.item_id}/adjust-stock`).set(elsewhere).send({ change: -5, type: 'sale' }).expect(404);
    await t.http.delete(`/api/inventory/${item.item_id}`).set(elsewhere).expect(404);
    await t.http.put(`/api/inventory/categories/${category.category_id}`).set(elsewhere).send({ name: 'Renamed' }).expect(404);
    await t.http.delete(`/api/inventory/categories/${category.category_id}`).set(elsewhere).expect(404);

    for (const path of ['/api/inventory', '/api/inventory/low-stock', '/api/inventory/transactions', '/api/inventory/categories']) {
      const response = await t.http.get(path).set(elsewhere).expect(200);
      expect(response.body.data).toEqual({ rows: [], count: 0 });
    }
    expect((await t.http.get('/api/inventory/alerts/low-stock').set(elsewhere).expect(200)).body.data).toEqual([]);
    expect((await t.http.get('/api/inventory/summary').set(elsewhere).expect(200)).body.data).toMatchObject({ total_items: 0, stock_value_cost: 0 });

    const [{ quantity }] = await t.dataSource.query(`SELECT quantity FROM inventory_items WHERE item_id = $1`, [item.item_id]);
    expect(quantity).toBe(5);
  });

  it('keeps its own names and SKUs, and cannot file an item under this salon\'s category', async () => {
    await t.http.post('/api/inventory/categories').set(elsewhere).send({ name: 'Hair Care' }).expect(201);
    await t.http.post('/api/inventory').set(elsewhere).send({ name: 'Their Shampoo', sku: 'HC-01', quantity: 1, reorder_level: 0 }).expect(201);
    const response = await t.http
      .post('/api/inventory')
      .set(elsewhere)
      .send({ name: 'Sneaky', quantity: 0, reorder_level: 0, category_id: category.category_id })
      .expect(400);
    expect(response.body.details.fieldErrors).toEqual({ category_id: ['Category not found'] });
  });
});
