import type { ItemListParams } from '../api/inventory-keys';

/** The inventory list's own filters, each kept in the URL under its query name (DECISIONS §1). */
export const INVENTORY_FILTER_KEYS = ['category_id', 'low_stock'] as const;
export type InventoryFilterKey = (typeof INVENTORY_FILTER_KEYS)[number];

/** The URL's filter values as the API takes them; a malformed value (an edited link) is left out rather than sent for a 400. */
export function readInventoryFilters(values: Record<InventoryFilterKey, string>): Pick<ItemListParams, InventoryFilterKey> {
  return {
    category_id: /^[1-9]\d{0,8}$/.test(values.category_id) ? Number(values.category_id) : undefined,
    low_stock: values.low_stock === 'true' ? 'true' : undefined,
  };
}
