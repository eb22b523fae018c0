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

const createItem = async (body: Record<string, unknown>) =>
  (await t.http.post('/api/inventory').set(manager).send({ quantity: 0, reorder_level: 0, ...body }).expect(201)).body.data;
const adjust = (itemId: number, body: Record<string, unknown>) => t.http.post(`/api/inventory/${itemId}/adjust-stock`).set(manager).send(body);
const quantityOf = async (itemId: number) => (await t.dataSource.query(`SELECT quantity FROM inventory_items WHERE item_id = $1`, [itemId]))[0].quantity;
const transactionCount = async (itemId: number) =>
  (await t.dataSource.query(`SELECT count(*)::int AS count FROM inventory_transactions WHERE item_id = $1`, [itemId]))[0].count;

describe('POST /api/inventory/{id}/adjust-stock', () => {
  it('adds and removes stock, answering the item and the transaction with the quantity it left', async () => {
    const item = await createItem({ name: 'Volume Mousse', sku: 'SP-01', quantity: 6, reorder_level: 4 });
    const response = await adjust(item.item_id, { change: 10, type: 'purchase', reason: ' Delivery from supplier ' }).expect(200);
    const result = contract.inventory.adjustStock.responses[200].parse(response.body).data;
    expect(result.item).toMatchObject({ item_id: item.item_id, quantity: 16, stock_level: 'ok' });
    expect(result.transaction).toMatchObject({
      item_id: item.item_id,
      item_name: 'Volume Mousse',
      sku: 'SP-01',
      type: 'purchase',
      quantity_change: 10,
      quantity_after: 16,
      reason: 'Delivery from supplier',
      created_by_name: 'Marcus Tester',
    });

    const sale = await adjust(item.item_id, { change: -12, type: 'sale' }).expect(200);
    expect(sale.body.data.item).toMatchObject({ quantity: 4, stock_level: 'low' });
    expect(sale.body.data.transaction).toMatchObject({ type: 'sale', quantity_change: -12, quantity_after: 4, reason: null });
  });

  it.each([
    [{ change: -1, type: 'purchase' }, 'A purchase adds stock: the change must be positive'],
    [{ change: -1, type: 'return' }, 'A return adds stock: the change must be positive'],
    [{ change: 1, type: 'sale' }, 'A sale removes stock: the change must be negative'],
    [{ change: 1, type: 'usage' }, 'A usage removes stock: the change must be negative'],
    [{ change: 0, type: 'adjustment' }, 'The change cannot be zero'],
    [{ change: 2.5, type: 'adjustment' }, 'The change must be a whole number between -999,999 and 999,999'],
  ])('refuses %o with a field error on change', async (body, message) => {
    const item = await createItem({ name: 'Sign Rules', quantity: 5 });
    const response = await adjust(item.item_id, body).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ change: [message] });
    expect(await quantityOf(item.item_id)).toBe(5);
  });

  it('refuses going below zero with 409 INSUFFICIENT_STOCK and writes nothing', async () => {
    const item = await createItem({ name: 'Nail Files', quantity: 3 });
    const response = await adjust(item.item_id, { change: -4, type: 'usage' }).expect(409);
    expect(response.body).toMatchObject({ code: 'INSUFFICIENT_STOCK', message: 'Not enough stock: only 3 in stock' });
    expect(await quantityOf(item.item_id)).toBe(3);
    expect(await transactionCount(item.item_id)).toBe(1);
    // Down to exactly zero is fine.
    await adjust(item.item_id, { change: -3, type: 'adjustment', reason: 'Damaged' }).expect(200);
    expect(await quantityOf(item.item_id)).toBe(0);
  });

  it('refuses going above 999,999 with 409 STOCK_LIMIT and writes nothing', async () => {
    const item = await createItem({ name: 'Cotton Pads', quantity: 999_990 });
    const response = await adjust(item.item_id, { change: 10, type: 'purchase' }).expect(409);
    expect(response.body).toMatchObject({ code: 'STOCK_LIMIT', message: 'Stock cannot exceed 999,999' });
    expect(await quantityOf(item.item_id)).toBe(999_990);
    expect(await transactionCount(item.item_id)).toBe(1);
    await adjust(item.item_id, { change: 9, type: 'purchase' }).expect(200);
  });

  it('answers 404 "Item not found" for an unknown item', async () => {
    const response = await adjust(999999, { change: 1, type: 'purchase' }).expect(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Item not found' });
  });
});

describe('concurrent stock changes', () => {
  it('100 at once (60 sales of 1, 40 purchases of 1 from 50) end at exactly 30, one transaction row per change, quantity_after a consistent chain', async () => {
    const item = await createItem({ name: 'Busy Shelf', quantity: 50 });
    const requests = [...Array(100).keys()].map((index) => (index % 5 < 3 ? { change: -1, type: 'sale' } : { change: 1, type: 'purchase' }));
    const responses = await Promise.all(requests.map((body) => adjust(item.item_id, body)));
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    expect(await quantityOf(item.item_id)).toBe(30);

    const rows: { quantity_change: number; quantity_after: number }[] = await t.dataSource.query(
      `SELECT quantity_change, quantity_after FROM inventory_transactions WHERE item_id = $1 ORDER BY transaction_id`,
      [item.item_id],
    );
    expect(rows).toHaveLength(101);
    expect(rows.reduce((sum, row) => sum + row.quantity_change, 0)).toBe(30);
    // Each change numbers its row while it holds the item's row lock, so by id the rows are the order the changes took
    // effect: each quantity_after is the one before plus its change.
    let quantity = 0;
    for (const row of rows) {
      quantity += row.quantity_change;
      expect(row.quantity_after).toBe(quantity);
    }
    expect(quantity).toBe(30);
  });

  it('100 sales of 1 from 60 at once: exactly 60 succeed, 40 are refused, and the shelf ends at 0', async () => {
    const item = await createItem({ name: 'Last Few', quantity: 60 });
    const responses = await Promise.all([...Array(100).keys()].map(() => adjust(item.item_id, { change: -1, type: 'sale' })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(responses.filter((response) => response.status === 409).every((response) => response.body.message === 'Not enough stock: only 0 in stock')).toBe(true);
    expect(await quantityOf(item.item_id)).toBe(0);
    expect(await transactionCount(item.item_id)).toBe(61);
    const afters: { quantity_after: number }[] = await t.dataSource.query(
      `SELECT quantity_after FROM inventory_transactions WHERE item_id = $1 AND type = 'sale' ORDER BY quantity_after`,
      [item.item_id],
    );
    expect(afters.map((row) => row.quantity_after)).toEqual([...Array(60).keys()]);
  });

  it('saving the item form (no quantity) while 10 sales run loses none of them and writes no adjustment', async () => {
    const item = await createItem({ name: 'Renamed Shelf', quantity: 20, reorder_level: 2 });
    const sales = [...Array(10).keys()].map(() => adjust(item.item_id, { change: -1, type: 'sale' }));
    const rename = t.http.put(`/api/inventory/${item.item_id}`).set(manager).send({ name: 'Renamed Shelf Two', reorder_level: 2 });
    const responses = await Promise.all([...sales, rename]);
    expect(responses.map((response) => response.status)).toEqual([...Array(11)].map(() => 200));
    expect(await quantityOf(item.item_id)).toBe(10);
    expect(await transactionCount(item.item_id)).toBe(11);
  });

  it('a stock count sent by an API caller, racing stock changes, loses none of them', async () => {
    const item = await createItem({ name: 'Edited Shelf', quantity: 20, reorder_level: 2 });
    const sales = [...Array(10).keys()].map(() => adjust(item.item_id, { change: -1, type: 'sale' }));
    const edit = t.http.put(`/api/inventory/${item.item_id}`).set(manager).send({ name: 'Edited Shelf', quantity: 25, reorder_level: 2 });
    const responses = await Promise.all([...sales, edit]);
    expect(responses.map((response) => response.status)).toEqual([...Array(11)].map(() => 200));
    // A quantity sent on PUT is a stock count taken at the moment the edit gets the row lock: the sales before it are in
    // the count (its row records the difference from what they left), the sales after it take from 25. Every change has
    // its row, so the history adds up to the quantity.
    const [{ sum }] = await t.dataSource.query(`SELECT sum(quantity_change)::int AS sum FROM inventory_transactions WHERE item_id = $1`, [item.item_id]);
    expect(sum).toBe(await quantityOf(item.item_id));
  });
});

describe('stock history under concurrency', () => {
  it('60 sales at once list newest first in the order they took effect: each quantity_after chains to the older row', async () => {
    const item = await createItem({ name: 'Crowded Shelf', quantity: 500 });
    const responses = await Promise.all([...Array(60).keys()].map(() => adjust(item.item_id, { change: -1, type: 'sale' })));
    expect(responses.filter((response) => response.status !== 200)).toEqual([]);

    const history = await t.http.get('/api/inventory/transactions').query({ item_id: item.item_id, limit: 100 }).set(manager).expect(200);
    const rows: { quantity_change: number; quantity_after: number }[] = history.body.data.rows;
    // Newest first: 440, 441, ... 499, then the opening stock of 500.
    expect(rows.map((row) => row.quantity_after)).toEqual([...[...Array(60).keys()].map((index) => 440 + index), 500]);
    for (let index = 0; index < rows.length - 1; index++) {
      expect(rows[index].quantity_after - rows[index].quantity_change).toBe(rows[index + 1].quantity_after);
    }
  });
});

describe('GET /api/inventory/transactions', () => {
  it('lists newest first with item_id, type and date filters, and gets one by id', async () => {
    const item = await createItem({ name: 'Cuticle Oil', sku: 'NC-01', quantity: 10 });
    const other = await createItem({ name: 'Base Coat', quantity: 5 });
    await adjust(item.item_id, { change: -2, type: 'sale' }).expect(200);
    await adjust(item.item_id, { change: -1, type: 'usage', reason: 'Manicure station' }).expect(200);
    await adjust(other.item_id, { change: 3, type: 'return' }).expect(200);

    const mine = await t.http.get('/api/inventory/transactions').query({ item_id: item.item_id }).set(manager).expect(200);
    expect(mine.body.data.count).toBe(3);
    expect(mine.body.data.rows.map((row: { type: string; quantity_after: number }) => [row.type, row.quantity_after])).toEqual([
      ['usage', 7],
      ['sale', 8],
      ['adjustment', 10],
    ]);

    const returns = await t.http.get('/api/inventory/transactions').query({ type: 'return' }).set(manager).expect(200);
    expect(returns.body.data.rows.map((row: { item_name: string }) => row.item_name)).toEqual(['Base Coat']);

    const [{ today }] = await t.dataSource.query(`SELECT (now() AT TIME ZONE 'America/New_York')::date::text AS today`);
    const todays = await t.http.get('/api/inventory/transactions').query({ item_id: item.item_id, date_from: today, date_to: today }).set(manager).expect(200);
    expect(todays.body.data.count).toBe(3);
    const before = await t.http.get('/api/inventory/transactions').query({ date_to: '2020-01-01' }).set(manager).expect(200);
    expect(before.body.data).toEqual({ rows: [], count: 0 });
    const paged = await t.http.get('/api/inventory/transactions').query({ item_id: item.item_id, limit: 1, offset: 1 }).set(manager).expect(200);
    expect(paged.body.data.rows.map((row: { type: string }) => row.type)).toEqual(['sale']);

    const id = mine.body.data.rows[0].transaction_id;
    const one = await t.http.get(`/api/inventory/transactions/${id}`).set(manager).expect(200);
    expect(one.body.data).toMatchObject({ transaction_id: id, item_name: 'Cuticle Oil', sku: 'NC-01', reason: 'Manicure station', created_by_name: 'Marcus Tester' });
    const missing = await t.http.get('/api/inventory/transactions/999999').set(manager).expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Transaction not found' });
  });

  it('refuses an unknown type', async () => {
    await t.http.get('/api/inventory/transactions').query({ type: 'theft' }).set(manager).expect(400);
  });
});
