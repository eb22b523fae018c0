import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import {
  adjustStockResultSchema,
  adjustStockSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryListSchema,
  categorySchema,
  inventorySummarySchema,
  inventoryTransactionSchema,
  itemInputSchema,
  itemUpdateSchema,
  itemListQuerySchema,
  itemListSchema,
  itemSchema,
  lowStockAlertSchema,
  lowStockQuerySchema,
  transactionListQuerySchema,
  transactionListSchema,
} from './inventory.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });

/** Product categories (spec part 2 §7, Inventory). */
export const inventoryCategoriesContract = c.router({
  list: {
    method: 'GET',
    path: '/inventory/categories',
    query: categoryListQuerySchema,
    responses: { 200: successEnvelope(categoryListSchema) },
    summary: 'List product categories with their item counts: search by name, filter by is_active, sort by name or created_at',
    metadata: requires('inventory:read'),
  },
  get: {
    method: 'GET',
    path: '/inventory/categories/:id',
    pathParams: idParams,
    responses: { 200: successEnvelope(categorySchema) },
    summary: 'Get one product category',
    metadata: requires('inventory:read'),
  },
  create: {
    method: 'POST',
    path: '/inventory/categories',
    body: categoryInputSchema,
    responses: { 201: successEnvelope(categorySchema) },
    summary: 'Create a product category (names are unique per salon, ignoring case)',
    metadata: requires('inventory:create'),
  },
  update: {
    method: 'PUT',
    path: '/inventory/categories/:id',
    pathParams: idParams,
    body: categoryInputSchema,
    responses: { 200: successEnvelope(categorySchema) },
    summary: 'Replace a product category\'s details',
    metadata: requires('inventory:update'),
  },
  remove: {
    method: 'DELETE',
    path: '/inventory/categories/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a product category that no item (deleted or not) uses; 409 IN_USE otherwise',
    metadata: requires('inventory:delete'),
  },
});

/** Inventory items, stock changes, transactions, low stock and summary (spec part 2 §7; DECISIONS §6). */
export const inventoryContract = c.router({
  list: {
    method: 'GET',
    path: '/inventory',
    query: itemListQuerySchema,
    responses: { 200: successEnvelope(itemListSchema) },
    summary: 'List items: search name, SKU and description; filter by is_active, category_id, low_stock; sort; page by limit and offset',
    metadata: requires('inventory:read'),
  },
  lowStock: {
    method: 'GET',
    path: '/inventory/low-stock',
    query: lowStockQuerySchema,
    responses: { 200: successEnvelope(itemListSchema) },
    summary: 'Active items at or below their reorder level: out of stock first, then by quantity over reorder level, then name',
    metadata: requires('inventory:read'),
  },
  lowStockAlerts: {
    method: 'GET',
    path: '/inventory/alerts/low-stock',
    responses: { 200: successEnvelope(z.array(lowStockAlertSchema)) },
    summary: 'Low-stock alerts (out_of_stock or low) in the low-stock order',
    metadata: requires('inventory:read'),
  },
  summary: {
    method: 'GET',
    path: '/inventory/summary',
    responses: { 200: successEnvelope(inventorySummarySchema) },
    summary: 'Item counts, total quantity, stock value at cost and retail, low-stock and out-of-stock counts (active items)',
    metadata: requires('inventory:read'),
  },
  listTransactions: {
    method: 'GET',
    path: '/inventory/transactions',
    query: transactionListQuerySchema,
    responses: { 200: successEnvelope(transactionListSchema) },
    summary: 'Stock transactions, newest first: filter by item_id, type and the salon\'s dates',
    metadata: requires('inventory:read'),
  },
  getTransaction: {
    method: 'GET',
    path: '/inventory/transactions/:id',
    pathParams: idParams,
    responses: { 200: successEnvelope(inventoryTransactionSchema) },
    summary: 'Get one stock transaction',
    metadata: requires('inventory:read'),
  },
  get: {
    method: 'GET',
    path: '/inventory/:id',
    pathParams: idParams,
    responses: { 200: successEnvelope(itemSchema) },
    summary: 'Get one item',
    metadata: requires('inventory:read'),
  },
  create: {
    method: 'POST',
    path: '/inventory',
    body: itemInputSchema,
    responses: { 201: successEnvelope(itemSchema) },
    summary: 'Create an item; a quantity above zero is recorded as an "Opening stock" adjustment',
    metadata: requires('inventory:create'),
  },
  update: {
    method: 'PUT',
    path: '/inventory/:id',
    pathParams: idParams,
    body: itemUpdateSchema,
    responses: { 200: successEnvelope(itemSchema) },
    summary:
      'Replace an item\'s details; quantity may be left out (stock unchanged; change it with adjust-stock). A quantity other than the stored one is a stock count, recorded as an adjustment',
    metadata: requires('inventory:update'),
  },
  remove: {
    method: 'DELETE',
    path: '/inventory/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete an item (it leaves every list; its transactions stay)',
    metadata: requires('inventory:delete'),
  },
  adjustStock: {
    method: 'POST',
    path: '/inventory/:id/adjust-stock',
    pathParams: idParams,
    body: adjustStockSchema,
    responses: { 200: successEnvelope(adjustStockResultSchema) },
    summary: 'Add or remove stock (purchase and return add, sale and usage remove, adjustment either); never below 0 nor above 999,999',
    metadata: requires('inventory:update'),
  },
});
