import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let manager: Record<string, string>;
let hairCare: number;
let retired: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
  hairCare = (await t.http.post('/api/inventory/categories').set(manager).send({ name: 'Hair Care' }).expect(201)).body.data.category_id;
  retired = (await t.http.post('/api/inventory/categories').set(manager).send({ name: 'Retired Lines', is_active: false }).expect(201)).body.data.category_id;
});
afterAll(async () => {
  await t?.close();
});

const createItem = async (body: Record<string, unknown>) =>
  (await t.http.post('/api/inventory').set(manager).send({ quantity: 0, reorder_level: 0, ...body }).expect(201)).body.data;
const transactionsOf = (itemId: number) =>
  t.dataSource.query(`SELECT type, quantity_change, quantity_after, reason FROM inventory_transactions WHERE item_id = $1 ORDER BY transaction_id`, [itemId]);

describe('POST /api/inventory', () => {
  it('creates an item with its category, stock colour and prices, and records the opening stock', async () => {
    const response = await t.http
      .post('/api/inventory')
      .set(manager)
      .send({
        name: '  Argan Oil Shampoo ',
        sku: ' HC-ARG-250 ',
        description: 'Sulfate-free, 250 ml',
        category_id: hairCare,
        quantity: 14,
        reorder_level: 10,
        cost_price: 8.4,
        retail_price: 24.5,
      })
      .expect(201);
    const item = contract.inventory.create.responses[201].parse(response.body).data;
    expect(item).toMatchObject({
      name: 'Argan Oil Shampoo',
      sku: 'HC-ARG-250',
      description: 'Sulfate-free, 250 ml',
      category_id: hairCare,
      category: { category_id: hairCare, name: 'Hair Care' },
      quantity: 14,
      reorder_level: 10,
      cost_price: 8.4,
      retail_price: 24.5,
      is_active: true,
      stock_level: 'warning',
    });
    expect(await transactionsOf(item.item_id)).toEqual([{ type: 'adjustment', quantity_change: 14, quantity_after: 14, reason: 'Opening stock' }]);
  });

  it('leaves blank optional values empty and writes no transaction for an empty shelf', async () => {
    const item = await createItem({ name: 'Spray Bottle', sku: '', description: '  ', category_id: '', cost_price: '', retail_price: null });
    expect(item).toMatchObject({ sku: null, description: null, category_id: null, category: null, cost_price: null, retail_price: null, stock_level: 'low' });
    expect(await transactionsOf(item.item_id)).toEqual([]);
  });

  it('gives the spec messages', async () => {
    const response = await t.http
      .post('/api/inventory')
      .set(manager)
      .send({ name: 'A', sku: 'S'.repeat(51), quantity: -1, reorder_level: 1_000_000, cost_price: -1, retail_price: 1_000_000 })
      .expect(400);
    expect(response.body.details.fieldErrors).toEqual({
      name: ['Product name must be at least 2 characters'],
      sku: ['SKU must be less than 50 characters'],
      quantity: ['Quantity must be a positive number'],
      reorder_level: ['Reorder level must be a positive number'],
      cost_price: ['Cost price must be a positive number'],
      retail_price: ['Retail price must be a positive number'],
    });
    const blank = await t.http.post('/api/inventory').set(manager).send({ name: '', quantity: 0, reorder_level: 0 }).expect(400);
    expect(blank.body.details.fieldErrors).toEqual({ name: ['Product name is required'] });
    const long = await t.http.post('/api/inventory').set(manager).send({ name: 'x'.repeat(101), quantity: 0, reorder_level: 0 }).expect(400);
    expect(long.body.details.fieldErrors).toEqual({ name: ['Product name must be less than 100 characters'] });
  });

  it('refuses an unknown or inactive category with a field error', async () => {
    for (const category_id of [999999, retired]) {
      const response = await t.http.post('/api/inventory').set(manager).send({ name: 'Clip', quantity: 0, reorder_level: 0, category_id }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fieldErrors: { category_id: ['Category not found'] } } });
    }
  });

  it('refuses a SKU another item has, in any case, but not one a deleted item had', async () => {
    await createItem({ name: 'Toner', sku: 'SK-100' });
    const taken = await t.http.post('/api/inventory').set(manager).send({ name: 'Toner 2', sku: 'sk-100', quantity: 0, reorder_level: 0 }).expect(409);
    expect(taken.body).toMatchObject({
      code: 'SKU_TAKEN',
      message: 'An item with this SKU already exists',
      details: { fieldErrors: { sku: ['An item with this SKU already exists'] } },
    });
    const old = await createItem({ name: 'Old Serum', sku: 'SK-200' });
    await t.http.delete(`/api/inventory/${old.item_id}`).set(manager).expect(204);
    await createItem({ name: 'New Serum', sku: 'SK-200' });
  });
});

describe('PUT /api/inventory/{id}', () => {
  it('replaces the details and records a quantity sent that differs as a stock count, an adjustment by the difference', async () => {
    const item = await createItem({ name: 'Hair Mask', quantity: 5, reorder_level: 2, category_id: hairCare });
    const body = { name: 'Repair Hair Mask', sku: 'HM-1', quantity: 3, reorder_level: 2, cost_price: 6, retail_price: 19.99, category_id: '' };
    const response = await t.http.put(`/api/inventory/${item.item_id}`).set(manager).send(body).expect(200);
    expect(response.body.data).toMatchObject({ name: 'Repair Hair Mask', sku: 'HM-1', quantity: 3, category: null, retail_price: 19.99, stock_level: 'warning' });
    await t.http.put(`/api/inventory/${item.item_id}`).set(manager).send({ ...body, name: 'Repair Mask' }).expect(200);
    expect(await transactionsOf(item.item_id)).toEqual([
      { type: 'adjustment', quantity_change: 5, quantity_after: 5, reason: 'Opening stock' },
      { type: 'adjustment', quantity_change: -2, quantity_after: 3, reason: 'Stock count on the item form' },
    ]);
  });

  it('keeps the stock as it is now when quantity is left out: sales made since the form was opened stay', async () => {
    // The reviewer's scenario: the form is opened at 20, the desk sells 3, the form is saved with a new name only.
    const item = await createItem({ name: 'Curl Cream', quantity: 20, reorder_level: 5 });
    for (let sale = 0; sale < 3; sale++) await t.http.post(`/api/inventory/${item.item_id}/adjust-stock`).set(manager).send({ change: -1, type: 'sale' }).expect(200);
    const response = await t.http.put(`/api/inventory/${item.item_id}`).set(manager).send({ name: 'Defining Curl Cream', reorder_level: 5 }).expect(200);
    expect(response.body.data).toMatchObject({ name: 'Defining Curl Cream', quantity: 17 });
    expect(await transactionsOf(item.item_id)).toEqual([
      { type: 'adjustment', quantity_change: 20, quantity_after: 20, reason: 'Opening stock' },
      { type: 'sale', quantity_change: -1, quantity_after: 19, reason: null },
      { type: 'sale', quantity_change: -1, quantity_after: 18, reason: null },
      { type: 'sale', quantity_change: -1, quantity_after: 17, reason: null },
    ]);
  });

  it('writes no transaction when the quantity sent is the one stored', async () => {
    const item = await createItem({ name: 'Scalp Scrub', quantity: 8, reorder_level: 2 });
    await t.http.put(`/api/inventory/${item.item_id}`).set(manager).send({ name: 'Scalp Scrub', quantity: 8, reorder_level: 3 }).expect(200);
    expect(await transactionsOf(item.item_id)).toEqual([{ type: 'adjustment', quantity_change: 8, quantity_after: 8, reason: 'Opening stock' }]);
  });

  it('keeps a category the item already has after it was deactivated, but refuses moving into one', async () => {
    const category = (await t.http.post('/api/inventory/categories').set(manager).send({ name: 'Seasonal' }).expect(201)).body.data.category_id;
    const item = await createItem({ name: 'Holiday Kit', category_id: category });
    await t.http.put(`/api/inventory/categories/${category}`).set(manager).send({ name: 'Seasonal', is_active: false }).expect(200);
    await t.http.put(`/api/inventory/${item.item_id}`).set(manager).send({ name: 'Holiday Gift Kit', quantity: 0, reorder_level: 0, category_id: category }).expect(200);
    const moved = await t.http.put(`/api/inventory/${item.item_id}`).set(manager).send({ name: 'Holiday Gift Kit', quantity: 0, reorder_level: 0, category_id: retired }).expect(400);
    expect(moved.body.details.fieldErrors).toEqual({ category_id: ['Category not found'] });
  });

  it('answers 404 "Item not found" for an unknown item', async () => {
    const response = await t.http.put('/api/inventory/999999').set(manager).send({ name: 'Ghost', quantity: 0, reorder_level: 0 }).expect(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Item not found' });
  });
});

describe('DELETE /api/inventory/{id}', () => {
  it('takes the item out of every list and lookup, and keeps its transactions', async () => {
    const item = await createItem({ name: 'Discontinued Gel', sku: 'DG-1', quantity: 4, reorder_level: 5 });
    await t.http.delete(`/api/inventory/${item.item_id}`).set(manager).expect(204);

    const get = await t.http.get(`/api/inventory/${item.item_id}`).set(manager).expect(404);
    expect(get.body.message).toBe('Item not found');
    await t.http.delete(`/api/inventory/${item.item_id}`).set(manager).expect(404);
    await t.http.put(`/api/inventory/${item.item_id}`).set(manager).send({ name: 'Back', quantity: 1, reorder_level: 0 }).expect(404);
    const adjust = await t.http.post(`/api/inventory/${item.item_id}/adjust-stock`).set(manager).send({ change: 1, type: 'purchase' }).expect(404);
    expect(adjust.body.message).toBe('Item not found');

    const list = await t.http.get('/api/inventory').query({ search: 'Discontinued', limit: 100 }).set(manager).expect(200);
    expect(list.body.data).toEqual({ rows: [], count: 0 });
    const low = await t.http.get('/api/inventory/low-stock').query({ limit: 1000 }).set(manager).expect(200);
    expect(low.body.data.rows.map((row: { item_id: number }) => row.item_id)).not.toContain(item.item_id);
    const alerts = await t.http.get('/api/inventory/alerts/low-stock').set(manager).expect(200);
    expect(alerts.body.data.map((row: { item_id: number }) => row.item_id)).not.toContain(item.item_id);

    const history = await t.http.get('/api/inventory/transactions').query({ item_id: item.item_id }).set(manager).expect(200);
    expect(history.body.data.count).toBe(1);
    expect(history.body.data.rows[0]).toMatchObject({ item_name: 'Discontinued Gel', sku: 'DG-1', quantity_after: 4 });
  });
});
