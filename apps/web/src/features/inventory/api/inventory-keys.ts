import type { z } from 'zod';
import type { categoryListQuerySchema, itemListQuerySchema, transactionListQuerySchema } from '@salon/contracts';

/** The list queries as sent on the wire (strings for flags), so equal screens share a cache entry. */
export type ItemListParams = z.input<typeof itemListQuerySchema>;
export type CategoryListParams = z.input<typeof categoryListQuerySchema>;
export type TransactionListParams = z.input<typeof transactionListQuerySchema>;

/**
 * Query keys of inventory. A stock change touches an item, its transactions, the lists and the
 * summary alike, so `all` is what a change invalidates; categories have their own root since
 * renaming one changes item rows too (both are invalidated then).
 */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (params: ItemListParams) => [...inventoryKeys.lists(), params] as const,
  details: () => [...inventoryKeys.all, 'detail'] as const,
  detail: (id: number) => [...inventoryKeys.details(), id] as const,
  transactions: (params: TransactionListParams) => [...inventoryKeys.all, 'transactions', params] as const,
  summary: () => [...inventoryKeys.all, 'summary'] as const,
};

export const categoryKeys = {
  all: ['inventory-categories'] as const,
  list: (params: CategoryListParams) => [...categoryKeys.all, 'list', params] as const,
};
