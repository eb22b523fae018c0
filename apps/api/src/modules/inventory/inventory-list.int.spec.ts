import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let manager: Record<string, string>;
const category: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
  for (const name of ['Hair Care', 'Nail Care']) {
    category[name] = (await t.http.post('/api/inventory/categories').set(manager).send({ name }).expect(201)).body.data.category_id;
  }
  const items = [
    { name: 'Argan Shampoo', sku: 'HC-01', quantity: 12, reorder_level: 10, cost_price: 8, retail_price: 24, category_id: category['Hair Care'] },
    { name: 'Bond Conditioner', sku: 'HC-02', quantity: 0, reorder_level: 4, cost_price: 9.5, retail_price: 26, category_id: category['Hair Care'] },
    { name: 'Cuticle Oil', sku: 'NC-01', quantity: 30, reorder_level: 5, cost_price: 3.25, retail_price: 12, category_id: category['Nail Care'] },
    { name: 'Base Coat', sku: null, quantity: 2, reorder_level: 6, cost_price: null, retail_price: 9.5, category_id: category['Nail Care'] },
    { name: 'Disposable Capes', sku: 'TS-01', quantity: 3, reorder_level: 3, description: '100% "plastic", pack of 50_s', cost_price: 0.4, retail_price: null },
    { name: 'Old Polish', sku: 'NC-99', quantity: 1, reorder_level: 5, cost_price: 2, retail_price: 7, category_id: category['Nail Care'], is_active: false },
  ];
  for (const item of items) await t.http.post('/api/inventory').set(manager).send(item).expect(201);
});
afterAll(async () => {
  await t?.close();
});

const names = async (query: Record<string, unknown>) => {
  const response = await t.http.get('/api/inventory').query(query).set(manager).expect(200);
  return { names: response.body.data.rows.map((row: { name: string }) => row.name), count: response.body.data.count };
};

describe('GET /api/inventory', () => {
  it('lists every item not deleted by name, 20 a page, as { rows, count }', async () => {
    const response = await t.http.get('/api/inventory').set(manager).expect(200);
    expect(response.body.data.count).toBe(6);
    expect(response.body.data.rows.map((row: { name: string }) => row.name)).toEqual([
      'Argan Shampoo',
      'Base Coat',
      'Bond Conditioner',
      'Cuticle Oil',
      'Disposable Capes',
      'Old Polish',
    ]);
    expect(response.body.data.rows[0]).toMatchObject({ category: { name: 'Hair Care' }, stock_level: 'warning' });
  });

  it('filters by is_active, category and low stock (at or below the reorder level)', async () => {
    expect(await names({ is_active: 'true' })).toEqual({ names: ['Argan Shampoo', 'Base Coat', 'Bond Conditioner', 'Cuticle Oil', 'Disposable Capes'], count: 5 });
    expect(await names({ is_active: 'false' })).toEqual({ names: ['Old Polish'], count: 1 });
    expect(await names({ category_id: category['Nail Care'], is_active: 'true' })).toEqual({ names: ['Base Coat', 'Cuticle Oil'], count: 2 });
    expect(await names({ low_stock: 'true', is_active: 'true' })).toEqual({ names: ['Base Coat', 'Bond Conditioner', 'Disposable Capes'], count: 3 });
    expect(await names({ low_stock: 'false', limit: 2 })).toEqual({ names: ['Argan Shampoo', 'Base Coat'], count: 6 });
  });

  it('searches name, SKU and description', async () => {
    expect(await names({ search: 'cond' })).toEqual({ names: ['Bond Conditioner'], count: 1 });
    expect(await names({ search: 'nc-0' })).toEqual({ names: ['Cuticle Oil'], count: 1 });
    expect(await names({ search: 'pack of' })).toEqual({ names: ['Disposable Capes'], count: 1 });
  });

  it.each([
    ['100%', ['Disposable Capes']],
    ['50_s', ['Disposable Capes']],
    ['"plastic"', ['Disposable Capes']],
    ['%', ['Disposable Capes']],
    ['_', ['Disposable Capes']],
    ['\\', []],
    ["O'Brien", []],
    ['a,b,"c"', []],
    ["'; DROP TABLE inventory_items; --", []],
  ])('takes the search %j literally', async (search, expected) => {
    expect((await names({ search })).names).toEqual(expected);
  });

  it.each([
    ['quantity', 'ASC', ['Bond Conditioner', 'Old Polish', 'Base Coat', 'Disposable Capes', 'Argan Shampoo', 'Cuticle Oil']],
    ['quantity', 'DESC', ['Cuticle Oil', 'Argan Shampoo', 'Disposable Capes', 'Base Coat', 'Old Polish', 'Bond Conditioner']],
    ['sku', 'ASC', ['Argan Shampoo', 'Bond Conditioner', 'Cuticle Oil', 'Old Polish', 'Disposable Capes', 'Base Coat']],
    ['cost_price', 'DESC', ['Bond Conditioner', 'Argan Shampoo', 'Cuticle Oil', 'Old Polish', 'Disposable Capes', 'Base Coat']],
    ['retail_price', 'ASC', ['Old Polish', 'Base Coat', 'Cuticle Oil', 'Argan Shampoo', 'Bond Conditioner', 'Disposable Capes']],
    ['reorder_level', 'DESC', ['Argan Shampoo', 'Base Coat', 'Cuticle Oil', 'Old Polish', 'Bond Conditioner', 'Disposable Capes']],
    ['category_name', 'ASC', ['Argan Shampoo', 'Bond Conditioner', 'Base Coat', 'Cuticle Oil', 'Old Polish', 'Disposable Capes']],
    ['created_at', 'DESC', ['Old Polish', 'Disposable Capes', 'Base Coat', 'Cuticle Oil', 'Bond Conditioner', 'Argan Shampoo']],
  ])('sorts by %s %s, empty values last, ties by name', async (sortBy, sortOrder, expected) => {
    expect((await names({ sortBy, sortOrder })).names).toEqual(expected);
  });

  it('refuses a sortBy or filter it does not know', async () => {
    await t.http.get('/api/inventory').query({ sortBy: 'stock_level' }).set(manager).expect(400);
    await t.http.get('/api/inventory').query({ low_stock: 'yes' }).set(manager).expect(400);
    await t.http.get('/api/inventory').query({ category_id: 'abc' }).set(manager).expect(400);
  });
});
