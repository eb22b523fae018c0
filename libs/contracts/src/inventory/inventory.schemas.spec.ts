import { describe, expect, it } from 'vitest';
import {
  adjustStockSchema,
  categoryInputSchema,
  itemInputSchema,
  itemUpdateSchema,
  itemListQuerySchema,
  stockLevel,
  transactionListQuerySchema,
} from './inventory.schemas';

const fieldErrors = (result: { success: boolean; error?: { flatten: () => { fieldErrors: Record<string, string[] | undefined> } } }) =>
  result.success ? {} : result.error!.flatten().fieldErrors;

describe('stockLevel', () => {
  it.each([
    [0, 0, 'low'],
    [5, 10, 'low'],
    [10, 10, 'low'],
    [11, 10, 'warning'],
    [15, 10, 'warning'],
    [16, 10, 'ok'],
    [4, 3, 'warning'],
    [5, 3, 'ok'],
    [1, 0, 'ok'],
  ] as const)('quantity %i with reorder level %i is %s', (quantity, reorderLevel, level) => {
    expect(stockLevel(quantity, reorderLevel)).toBe(level);
  });
});

describe('itemInputSchema', () => {
  const minimal = { name: 'Argan Oil Shampoo', quantity: '12', reorder_level: '4' };

  it('trims text and turns blank optional values into null, numbers typed as text into numbers', () => {
    expect(itemInputSchema.parse({ ...minimal, name: '  Argan Oil Shampoo  ', sku: '  ', description: '', category_id: '', cost_price: '', retail_price: '24.50' })).toEqual({
      name: 'Argan Oil Shampoo',
      sku: null,
      description: null,
      category_id: null,
      quantity: 12,
      reorder_level: 4,
      cost_price: null,
      retail_price: 24.5,
      is_active: true,
    });
  });

  it('gives the spec messages for the name', () => {
    expect(fieldErrors(itemInputSchema.safeParse({ ...minimal, name: '   ' })).name).toEqual(['Product name is required']);
    expect(fieldErrors(itemInputSchema.safeParse({ ...minimal, name: 'A' })).name).toEqual(['Product name must be at least 2 characters']);
    expect(fieldErrors(itemInputSchema.safeParse({ ...minimal, name: 'x'.repeat(101) })).name).toEqual(['Product name must be less than 100 characters']);
    expect(itemInputSchema.safeParse({ ...minimal, name: 'x'.repeat(100) }).success).toBe(true);
  });

  it('gives the spec messages for SKU, quantity, reorder level and prices', () => {
    const errors = fieldErrors(
      itemInputSchema.safeParse({ name: 'Shampoo', sku: 'S'.repeat(51), quantity: -1, reorder_level: 1.5, cost_price: -0.01, retail_price: 1_000_000 }),
    );
    expect(errors).toEqual({
      sku: ['SKU must be less than 50 characters'],
      quantity: ['Quantity must be a positive number'],
      reorder_level: ['Reorder level must be a positive number'],
      cost_price: ['Cost price must be a positive number'],
      retail_price: ['Retail price must be a positive number'],
    });
  });

  it('takes the bounds themselves', () => {
    expect(itemInputSchema.parse({ ...minimal, sku: 'S'.repeat(50), quantity: 999_999, reorder_level: 0, cost_price: 0, retail_price: 999_999.99 })).toMatchObject({
      quantity: 999_999,
      reorder_level: 0,
      cost_price: 0,
      retail_price: 999_999.99,
    });
    expect(fieldErrors(itemInputSchema.safeParse({ ...minimal, quantity: 1_000_000 })).quantity).toEqual(['Quantity must be a positive number']);
  });

  it('asks for quantity and reorder level when blank', () => {
    expect(fieldErrors(itemInputSchema.safeParse({ name: 'Shampoo', quantity: '', reorder_level: '' }))).toEqual({
      quantity: ['Quantity is required'],
      reorder_level: ['Reorder level is required'],
    });
  });

  it('refuses a price with more than two decimals', () => {
    expect(fieldErrors(itemInputSchema.safeParse({ ...minimal, cost_price: 1.005 })).cost_price).toEqual(['Must have at most two decimals']);
  });
});

describe('itemUpdateSchema', () => {
  it('lets quantity be left out or blank, meaning the stock stays as it is', () => {
    expect(itemUpdateSchema.parse({ name: 'Shampoo', reorder_level: '4' })).not.toHaveProperty('quantity');
    expect(itemUpdateSchema.parse({ name: 'Shampoo', quantity: '', reorder_level: '4' }).quantity).toBeUndefined();
    expect(itemUpdateSchema.parse({ name: 'Shampoo', quantity: null, reorder_level: '4' }).quantity).toBeUndefined();
  });

  it('checks a quantity that is sent like the create form does', () => {
    expect(itemUpdateSchema.parse({ name: 'Shampoo', quantity: '7', reorder_level: '4' }).quantity).toBe(7);
    expect(fieldErrors(itemUpdateSchema.safeParse({ name: 'Shampoo', quantity: -1, reorder_level: '4' })).quantity).toEqual(['Quantity must be a positive number']);
    expect(fieldErrors(itemUpdateSchema.safeParse({ name: 'Shampoo', quantity: 2.5, reorder_level: '4' })).quantity).toEqual(['Quantity must be a positive number']);
  });

  it('still requires the reorder level and the name', () => {
    expect(fieldErrors(itemUpdateSchema.safeParse({ name: '', reorder_level: '' }))).toEqual({
      name: ['Product name is required'],
      reorder_level: ['Reorder level is required'],
    });
  });
});

describe('categoryInputSchema', () => {
  it('gives the category name messages', () => {
    expect(fieldErrors(categoryInputSchema.safeParse({ name: '' })).name).toEqual(['Category name is required']);
    expect(fieldErrors(categoryInputSchema.safeParse({ name: 'H' })).name).toEqual(['Category name must be at least 2 characters']);
    expect(fieldErrors(categoryInputSchema.safeParse({ name: 'H'.repeat(51) })).name).toEqual(['Category name must be less than 50 characters']);
    expect(categoryInputSchema.parse({ name: ' Hair Care ', description: ' ' })).toEqual({ name: 'Hair Care', description: null, is_active: true });
  });
});

describe('adjustStockSchema', () => {
  it.each([
    [{ change: 5, type: 'purchase' }, true],
    [{ change: 5, type: 'return' }, true],
    [{ change: -5, type: 'sale' }, true],
    [{ change: -5, type: 'usage' }, true],
    [{ change: -5, type: 'adjustment' }, true],
    [{ change: 5, type: 'adjustment' }, true],
  ])('accepts %o', (body, ok) => {
    expect(adjustStockSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ change: -5, type: 'purchase' }, 'A purchase adds stock: the change must be positive'],
    [{ change: -5, type: 'return' }, 'A return adds stock: the change must be positive'],
    [{ change: 5, type: 'sale' }, 'A sale removes stock: the change must be negative'],
    [{ change: 5, type: 'usage' }, 'A usage removes stock: the change must be negative'],
    [{ change: 0, type: 'adjustment' }, 'The change cannot be zero'],
    [{ change: 1.5, type: 'adjustment' }, 'The change must be a whole number between -999,999 and 999,999'],
    [{ change: -1_000_000, type: 'adjustment' }, 'The change must be a whole number between -999,999 and 999,999'],
    [{ type: 'adjustment' }, 'Please enter the change in stock'],
  ])('refuses %o on change', (body, message) => {
    expect(fieldErrors(adjustStockSchema.safeParse(body)).change).toEqual([message]);
  });

  it('asks for a type and keeps a trimmed reason, blank as null', () => {
    expect(fieldErrors(adjustStockSchema.safeParse({ change: 1, type: 'gift' })).type).toEqual(['Please choose the type of change']);
    expect(adjustStockSchema.parse({ change: '-2', type: 'usage', reason: '  ' })).toEqual({ change: -2, type: 'usage', reason: null });
    expect(adjustStockSchema.parse({ change: 3, type: 'purchase', reason: ' Delivery ' })).toEqual({ change: 3, type: 'purchase', reason: 'Delivery' });
  });
});

describe('list queries', () => {
  it('defaults the item list to 20 by name ascending, and parses its filters', () => {
    expect(itemListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0, sortBy: 'name', sortOrder: 'ASC' });
    expect(itemListQuerySchema.parse({ low_stock: 'true', is_active: 'false', category_id: '3', sortBy: 'category_name', sortOrder: 'desc' })).toMatchObject({
      low_stock: true,
      is_active: false,
      category_id: 3,
      sortBy: 'category_name',
      sortOrder: 'DESC',
    });
    expect(itemListQuerySchema.safeParse({ sortBy: 'name; drop table' }).success).toBe(false);
  });

  it('takes the transaction filters', () => {
    expect(transactionListQuerySchema.parse({ item_id: '7', type: 'sale', date_from: '2026-01-01', date_to: '2026-01-31' })).toEqual({
      limit: 20,
      offset: 0,
      item_id: 7,
      type: 'sale',
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    });
    expect(transactionListQuerySchema.safeParse({ type: 'theft' }).success).toBe(false);
  });
});
