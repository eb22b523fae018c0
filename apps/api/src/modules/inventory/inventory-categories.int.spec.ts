import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
});
afterAll(async () => {
  await t?.close();
});

const createCategory = async (body: Record<string, unknown>) =>
  (await t.http.post('/api/inventory/categories').set(manager).send(body).expect(201)).body.data;
const createItem = async (body: Record<string, unknown>) =>
  (await t.http.post('/api/inventory').set(manager).send({ quantity: 0, reorder_level: 0, ...body }).expect(201)).body.data;

describe('POST /api/inventory/categories', () => {
  it('creates a category, trimmed, with no items yet', async () => {
    const response = await t.http.post('/api/inventory/categories').set(manager).send({ name: '  Hair Care ', description: ' Shampoos and conditioners ' }).expect(201);
    const category = contract.inventoryCategories.create.responses[201].parse(response.body).data;
    expect(category).toMatchObject({ name: 'Hair Care', description: 'Shampoos and conditioners', is_active: true, item_count: 0 });
    expect(response.body.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('gives the name messages', async () => {
    const blank = await t.http.post('/api/inventory/categories').set(manager).send({ name: ' ' }).expect(400);
    expect(blank.body.details.fieldErrors).toEqual({ name: ['Category name is required'] });
    const short = await t.http.post('/api/inventory/categories').set(manager).send({ name: 'H' }).expect(400);
    expect(short.body.details.fieldErrors).toEqual({ name: ['Category name must be at least 2 characters'] });
    const long = await t.http.post('/api/inventory/categories').set(manager).send({ name: 'H'.repeat(51) }).expect(400);
    expect(long.body.details.fieldErrors).toEqual({ name: ['Category name must be less than 50 characters'] });
  });

  it('refuses a name another category has, in any case, with 409 CATEGORY_NAME_TAKEN', async () => {
    await createCategory({ name: 'Nail Care' });
    const response = await t.http.post('/api/inventory/categories').set(manager).send({ name: 'NAIL care' }).expect(409);
    expect(response.body).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: 'A category with this name already exists',
      details: { fieldErrors: { name: ['A category with this name already exists'] } },
    });
  });
});

describe('GET and PUT /api/inventory/categories/{id}', () => {
  it('reads and replaces a category, and counts its items that are not deleted', async () => {
    const category = await createCategory({ name: 'Skin Care' });
    await createItem({ name: 'Face Serum', category_id: category.category_id });
    const gone = await createItem({ name: 'Old Toner', category_id: category.category_id });
    await t.http.delete(`/api/inventory/${gone.item_id}`).set(manager).expect(204);

    const read = await t.http.get(`/api/inventory/categories/${category.category_id}`).set(manager).expect(200);
    expect(read.body.data).toMatchObject({ name: 'Skin Care', item_count: 1 });

    const updated = await t.http
      .put(`/api/inventory/categories/${category.category_id}`)
      .set(manager)
      .send({ name: 'Skin & Body', description: '', is_active: false })
      .expect(200);
    expect(updated.body.data).toMatchObject({ category_id: category.category_id, name: 'Skin & Body', description: null, is_active: false, item_count: 1 });
  });

  it('answers 404 "Category not found" for an unknown category', async () => {
    const get = await t.http.get('/api/inventory/categories/999999').set(manager).expect(404);
    expect(get.body).toMatchObject({ code: 'NOT_FOUND', message: 'Category not found' });
    const put = await t.http.put('/api/inventory/categories/999999').set(manager).send({ name: 'Ghost' }).expect(404);
    expect(put.body.message).toBe('Category not found');
    const del = await t.http.delete('/api/inventory/categories/999999').set(manager).expect(404);
    expect(del.body.message).toBe('Category not found');
  });

  it('refuses renaming onto another category\'s name', async () => {
    await createCategory({ name: 'Hair Color' });
    const other = await createCategory({ name: 'Colour Care' });
    const response = await t.http.put(`/api/inventory/categories/${other.category_id}`).set(manager).send({ name: 'hair color' }).expect(409);
    expect(response.body.code).toBe('CATEGORY_NAME_TAKEN');
  });
});

describe('DELETE /api/inventory/categories/{id}', () => {
  it('refuses while items are in it, saying how many, and deletes once they have moved', async () => {
    const tools = await createCategory({ name: 'Tools & Supplies' });
    const other = await createCategory({ name: 'Retail Accessories' });
    const brush = await createItem({ name: 'Round Brush', category_id: tools.category_id });
    const comb = await createItem({ name: 'Wide Comb', category_id: tools.category_id });

    const refused = await t.http.delete(`/api/inventory/categories/${tools.category_id}`).set(manager).expect(409);
    expect(refused.body).toMatchObject({ code: 'IN_USE', message: 'This category is used by 2 items; move them to another category first' });

    await t.http.put(`/api/inventory/${brush.item_id}`).set(manager).send({ name: 'Round Brush', quantity: 0, reorder_level: 0, category_id: other.category_id }).expect(200);
    const one = await t.http.delete(`/api/inventory/categories/${tools.category_id}`).set(manager).expect(409);
    expect(one.body.message).toBe('This category is used by 1 item; move them to another category first');

    // A deleted item no longer holds the category: nobody can see it to move it.
    await t.http.delete(`/api/inventory/${comb.item_id}`).set(manager).expect(204);
    await t.http.delete(`/api/inventory/categories/${tools.category_id}`).set(manager).expect(204);
    await t.http.get(`/api/inventory/categories/${tools.category_id}`).set(manager).expect(404);
    const [{ category_id }] = await t.dataSource.query(`SELECT category_id FROM inventory_items WHERE item_id = $1`, [comb.item_id]);
    expect(category_id).toBeNull();
  });
});

describe('GET /api/inventory/categories', () => {
  it('lists { rows, count } by name, filtered by is_active and a search', async () => {
    const names = ['Zeta Styling', 'Alpha Styling', 'Beta Styling'];
    for (const name of names) await createCategory({ name, is_active: name !== 'Beta Styling' });
    const all = await t.http.get('/api/inventory/categories').query({ search: 'styling' }).set(manager).expect(200);
    expect(all.body.data.count).toBe(3);
    expect(all.body.data.rows.map((row: { name: string }) => row.name)).toEqual(['Alpha Styling', 'Beta Styling', 'Zeta Styling']);

    const active = await t.http.get('/api/inventory/categories').query({ search: 'styling', is_active: 'true', sortOrder: 'desc' }).set(manager).expect(200);
    expect(active.body.data.rows.map((row: { name: string }) => row.name)).toEqual(['Zeta Styling', 'Alpha Styling']);
    expect(active.body.data.count).toBe(2);

    const paged = await t.http.get('/api/inventory/categories').query({ search: 'styling', limit: 1, offset: 1 }).set(manager).expect(200);
    expect(paged.body.data).toMatchObject({ count: 3, rows: [{ name: 'Beta Styling' }] });
  });

  it('takes %, _ and \\ in a search literally', async () => {
    await createCategory({ name: '100% Natural' });
    const percent = await t.http.get('/api/inventory/categories').query({ search: '0%' }).set(manager).expect(200);
    expect(percent.body.data.rows.map((row: { name: string }) => row.name)).toEqual(['100% Natural']);
    const underscore = await t.http.get('/api/inventory/categories').query({ search: '_' }).set(manager).expect(200);
    expect(underscore.body.data.count).toBe(0);
  });

  it('refuses a sortBy it does not know', async () => {
    const response = await t.http.get('/api/inventory/categories').query({ sortBy: 'item_count' }).set(manager).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});
