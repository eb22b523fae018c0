import { stockLevel, type Category, type InventoryItem, type InventoryTransaction, type InventoryTransactionType } from '@salon/contracts';
import { isoTimestamp } from '../../common/database/wire-sql';

/** numeric comes from pg as text: money has two decimals, exact as a JSON number. */
const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** The columns of a category as the contract shows it; `c` is product_categories. */
export const CATEGORY_COLUMNS = [
  'c.category_id',
  'c.name',
  'c.description',
  'c.is_active',
  // Items not deleted: a deleted item is gone from every screen.
  '(SELECT count(*)::int FROM inventory_items ci WHERE ci.category_id = c.category_id AND ci.deleted_at IS NULL) AS item_count',
  isoTimestamp('c.created_at', 'created_at'),
  isoTimestamp('c.updated_at', 'updated_at'),
].join(', ');

/** Rows of CATEGORY_COLUMNS are already the contract's shape. */
export const toCategory = (row: Category): Category => row;

export type ItemRow = Omit<InventoryItem, 'category' | 'cost_price' | 'retail_price' | 'stock_level'> & {
  category_name: string | null;
  cost_price: string | null;
  retail_price: string | null;
};

/** The columns of an item; `i` is inventory_items, `c` its category (LEFT JOIN). */
export const ITEM_COLUMNS = [
  'i.item_id',
  'i.name',
  'i.sku',
  'i.description',
  'i.category_id',
  'c.name AS category_name',
  'i.quantity',
  'i.reorder_level',
  'i.cost_price',
  'i.retail_price',
  'i.is_active',
  isoTimestamp('i.created_at', 'created_at'),
  isoTimestamp('i.updated_at', 'updated_at'),
].join(', ');

export const ITEM_FROM = 'inventory_items i LEFT JOIN product_categories c ON c.category_id = i.category_id';

export const toItem = ({ category_name, cost_price, retail_price, ...row }: ItemRow): InventoryItem => ({
  ...row,
  category: row.category_id === null || category_name === null ? null : { category_id: row.category_id, name: category_name },
  cost_price: money(cost_price),
  retail_price: money(retail_price),
  stock_level: stockLevel(row.quantity, row.reorder_level),
});

export type TransactionRow = Omit<InventoryTransaction, 'type'> & { type: string };

/** The columns of a stock transaction; `t` is inventory_transactions, `ti` its item, `u` its author (LEFT JOIN). */
export const TRANSACTION_COLUMNS = [
  't.transaction_id',
  't.item_id',
  'ti.name AS item_name',
  'ti.sku',
  't.type',
  't.quantity_change',
  't.quantity_after',
  't.reason',
  `CASE WHEN u.user_id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS created_by_name`,
  isoTimestamp('t.created_at', 'created_at'),
].join(', ');

export const TRANSACTION_FROM = 'inventory_transactions t JOIN inventory_items ti ON ti.item_id = t.item_id LEFT JOIN users u ON u.user_id = t.created_by';

export const toTransaction = (row: TransactionRow): InventoryTransaction => ({ ...row, type: row.type as InventoryTransactionType });
