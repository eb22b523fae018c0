import { z } from 'zod';
import { isPresent, optionalNumber, optionalText, requiredNumber, requiredText } from '../common/fields';
import { isActiveQuerySchema, limitSchema, listQuerySchema, offsetSchema, rowsAndCount } from '../common/pagination';
import { dateSchema, idField, idSchema, optionalIdQuery, singleLineText } from '../common/primitives';

/** Spec part 2 §9: item bounds; §9 page size. */
export const INVENTORY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  skuMax: 50,
  descriptionMax: 500,
  quantityMax: 999_999,
  priceMax: 999_999.99,
  categoryNameMin: 2,
  categoryNameMax: 50,
  reasonMax: 500,
} as const;

export const INVENTORY_PAGE_SIZE = 20;
/** Categories are few; the item form loads the active ones in one page. */
export const CATEGORY_PAGE_SIZE = 100;

/** How a stock change came about (DECISIONS §6). */
export const INVENTORY_TRANSACTION_TYPES = ['purchase', 'sale', 'usage', 'adjustment', 'return'] as const;
export type InventoryTransactionType = (typeof INVENTORY_TRANSACTION_TYPES)[number];

/** Types that only add stock and types that only remove it; `adjustment` goes either way. */
export const STOCK_ADDING_TYPES: readonly InventoryTransactionType[] = ['purchase', 'return'];
export const STOCK_REMOVING_TYPES: readonly InventoryTransactionType[] = ['sale', 'usage'];

/**
 * Stock colour (spec part 2 §2): red ('low') at or below the reorder level, yellow ('warning')
 * up to 1.5 times it, green ('ok') above. Compared in whole numbers (2 × quantity ≤ 3 × level),
 * so no rounding decides a colour.
 */
export const STOCK_LEVELS = ['low', 'warning', 'ok'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
export const stockLevel = (quantity: number, reorderLevel: number): StockLevel => {
  if (quantity <= reorderLevel) return 'low';
  if (2 * quantity <= 3 * reorderLevel) return 'warning';
  return 'ok';
};

export const INVENTORY_MESSAGES = {
  categoryNotFound: 'Category not found',
  itemNotFound: 'Item not found',
  transactionNotFound: 'Transaction not found',
  categoryNameTaken: 'A category with this name already exists',
  skuTaken: 'An item with this SKU already exists',
  categoryInUse: (items: number) => `This category is used by ${items} ${items === 1 ? 'item' : 'items'}; move them to another category first`,
  insufficientStock: (quantity: number) => `Not enough stock: only ${quantity} in stock`,
  stockLimit: 'Stock cannot exceed 999,999',
  openingStock: 'Opening stock',
  /** An API caller's PUT with a quantity other than the stored one: a deliberate stock count. */
  stockCountOnForm: 'Stock count on the item form',
} as const;

const activeFlag = z.boolean({ invalid_type_error: 'is_active must be true or false' }).default(true);

/* ---------- Categories ---------- */

export const categoryInputSchema = z.object({
  name: requiredText(
    'Category name is required',
    z
      .string()
      .min(INVENTORY_LIMITS.categoryNameMin, 'Category name must be at least 2 characters')
      .max(INVENTORY_LIMITS.categoryNameMax, 'Category name must be less than 50 characters'),
  ),
  description: optionalText(INVENTORY_LIMITS.descriptionMax, 'Description', 'free'),
  is_active: activeFlag,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categorySchema = z.object({
  category_id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  /** Items (not deleted) in the category. */
  item_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const CATEGORY_SORTABLE = ['name', 'created_at'] as const;
export const categoryListQuerySchema = listQuerySchema(CATEGORY_SORTABLE, { limit: CATEGORY_PAGE_SIZE, sortBy: 'name' }).extend({
  is_active: isActiveQuerySchema.optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
export const categoryListSchema = rowsAndCount(categorySchema);
export type CategoryList = z.infer<typeof categoryListSchema>;

/* ---------- Items ---------- */

const isBlank = (value: unknown) => !isPresent(value);

/** SKU: optional, trimmed, at most 50 (spec part 2 §5); blank becomes null. */
const skuSchema = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  singleLineText({ invalid_type_error: 'SKU must be text' }).max(INVENTORY_LIMITS.skuMax, 'SKU must be less than 50 characters').nullable(),
);

const stockCount = (requiredMessage: string, message: string) =>
  requiredNumber(requiredMessage, { min: 0, max: INVENTORY_LIMITS.quantityMax, message, integer: true });

const price = (message: string) => optionalNumber({ min: 0, max: INVENTORY_LIMITS.priceMax, message, cents: true });

/** The item form's body, for create (POST) and update (PUT) alike (spec part 2 §5). */
export const itemInputSchema = z.object({
  name: requiredText(
    'Product name is required',
    z
      .string()
      .min(INVENTORY_LIMITS.nameMin, 'Product name must be at least 2 characters')
      .max(INVENTORY_LIMITS.nameMax, 'Product name must be less than 100 characters'),
  ),
  sku: skuSchema,
  description: optionalText(INVENTORY_LIMITS.descriptionMax, 'Description', 'free'),
  /** Must be an active category of the salon (checked by the API: "Category not found"). */
  category_id: z.preprocess((value) => (isBlank(value) ? null : value), idField(INVENTORY_MESSAGES.categoryNotFound).nullable()),
  quantity: stockCount('Quantity is required', 'Quantity must be a positive number'),
  reorder_level: stockCount('Reorder level is required', 'Reorder level must be a positive number'),
  cost_price: price('Cost price must be a positive number'),
  retail_price: price('Retail price must be a positive number'),
  is_active: activeFlag,
});
export type ItemInput = z.infer<typeof itemInputSchema>;

/**
 * The PUT body: as the form's, but `quantity` may be left out (or blank), which keeps the stock as it
 * is. Once an item exists its stock changes through adjust-stock, so saving a form opened a while
 * ago never undoes a sale made since. A quantity sent is taken as a deliberate stock count.
 */
export const itemUpdateSchema = itemInputSchema.extend({
  quantity: z.preprocess((value) => (isBlank(value) ? undefined : value), stockCount('Quantity is required', 'Quantity must be a positive number').optional()),
});
export type ItemUpdateInput = z.infer<typeof itemUpdateSchema>;

export const itemSchema = z.object({
  item_id: idSchema,
  name: z.string(),
  sku: z.string().nullable(),
  description: z.string().nullable(),
  category_id: idSchema.nullable(),
  category: z.object({ category_id: idSchema, name: z.string() }).nullable(),
  quantity: z.number().int(),
  reorder_level: z.number().int(),
  cost_price: z.number().nullable(),
  retail_price: z.number().nullable(),
  is_active: z.boolean(),
  stock_level: z.enum(STOCK_LEVELS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InventoryItem = z.infer<typeof itemSchema>;

export const INVENTORY_SORTABLE = [
  'name',
  'sku',
  'quantity',
  'reorder_level',
  'cost_price',
  'retail_price',
  'category_name',
  'created_at',
] as const;
export type InventorySortBy = (typeof INVENTORY_SORTABLE)[number];

const trueOrFalse = (name: string) => z.enum(['true', 'false'], { message: `${name} must be true or false` }).transform((value) => value === 'true');

export const itemListQuerySchema = listQuerySchema(INVENTORY_SORTABLE, { limit: INVENTORY_PAGE_SIZE, sortBy: 'name' }).extend({
  is_active: isActiveQuerySchema.optional(),
  category_id: optionalIdQuery('category_id'),
  /** `true`: only items at or below their reorder level; `false` or absent: every item. */
  low_stock: trueOrFalse('low_stock').optional(),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;
export const itemListSchema = rowsAndCount(itemSchema);
export type ItemList = z.infer<typeof itemListSchema>;

/* ---------- Stock changes ---------- */

export const ADJUST_STOCK_MESSAGES = {
  changeRequired: 'Please enter the change in stock',
  changeInvalid: 'The change must be a whole number between -999,999 and 999,999',
  changeZero: 'The change cannot be zero',
  typeRequired: 'Please choose the type of change',
  mustAdd: (type: InventoryTransactionType) => `A ${type} adds stock: the change must be positive`,
  mustRemove: (type: InventoryTransactionType) => `A ${type} removes stock: the change must be negative`,
} as const;

const adjustStockFieldsSchema = z.object({
  change: requiredNumber(ADJUST_STOCK_MESSAGES.changeRequired, {
    min: -INVENTORY_LIMITS.quantityMax,
    max: INVENTORY_LIMITS.quantityMax,
    message: ADJUST_STOCK_MESSAGES.changeInvalid,
    integer: true,
  }),
  type: z.enum(INVENTORY_TRANSACTION_TYPES, { errorMap: () => ({ message: ADJUST_STOCK_MESSAGES.typeRequired }) }),
  reason: optionalText(INVENTORY_LIMITS.reasonMax, 'Reason', 'free'),
});

/**
 * The sign rules: purchase and return add, sale and usage remove, adjustment either way; never zero.
 * Reads raw form values (text) as well as parsed ones, so the form shows them before submitting.
 */
export const checkAdjustStockRules = (values: { change?: unknown; type?: unknown }, ctx: z.RefinementCtx) => {
  if (!isPresent(values.change)) return;
  const change = Number(values.change);
  if (!Number.isFinite(change)) return;
  if (change === 0) {
    ctx.addIssue({ code: 'custom', path: ['change'], message: ADJUST_STOCK_MESSAGES.changeZero });
    return;
  }
  const type = values.type as InventoryTransactionType;
  if (STOCK_ADDING_TYPES.includes(type) && change < 0) {
    ctx.addIssue({ code: 'custom', path: ['change'], message: ADJUST_STOCK_MESSAGES.mustAdd(type) });
  } else if (STOCK_REMOVING_TYPES.includes(type) && change > 0) {
    ctx.addIssue({ code: 'custom', path: ['change'], message: ADJUST_STOCK_MESSAGES.mustRemove(type) });
  }
};

export const adjustStockSchema = adjustStockFieldsSchema.superRefine(checkAdjustStockRules);
export type AdjustStockInput = z.infer<typeof adjustStockSchema>;

export const inventoryTransactionSchema = z.object({
  transaction_id: idSchema,
  item_id: idSchema,
  item_name: z.string(),
  sku: z.string().nullable(),
  type: z.enum(INVENTORY_TRANSACTION_TYPES),
  quantity_change: z.number().int(),
  quantity_after: z.number().int(),
  reason: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type InventoryTransaction = z.infer<typeof inventoryTransactionSchema>;

export const adjustStockResultSchema = z.object({ item: itemSchema, transaction: inventoryTransactionSchema });
export type AdjustStockResult = z.infer<typeof adjustStockResultSchema>;

/** Newest first; dates are the salon's calendar days, both ends included. */
export const transactionListQuerySchema = z.object({
  limit: limitSchema.default(INVENTORY_PAGE_SIZE),
  offset: offsetSchema.default(0),
  item_id: optionalIdQuery('item_id'),
  type: z.enum(INVENTORY_TRANSACTION_TYPES, { message: `type must be one of: ${INVENTORY_TRANSACTION_TYPES.join(', ')}` }).optional(),
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
export const transactionListSchema = rowsAndCount(inventoryTransactionSchema);
export type TransactionList = z.infer<typeof transactionListSchema>;

/* ---------- Low stock and summary ---------- */

export const lowStockQuerySchema = z.object({
  limit: limitSchema.default(INVENTORY_PAGE_SIZE),
  offset: offsetSchema.default(0),
});
export type LowStockQuery = z.infer<typeof lowStockQuerySchema>;

export const LOW_STOCK_SEVERITIES = ['out_of_stock', 'low'] as const;
export type LowStockSeverity = (typeof LOW_STOCK_SEVERITIES)[number];

export const lowStockAlertSchema = z.object({
  item_id: idSchema,
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  reorder_level: z.number().int(),
  category_name: z.string().nullable(),
  severity: z.enum(LOW_STOCK_SEVERITIES),
});
export type LowStockAlert = z.infer<typeof lowStockAlertSchema>;

export const inventorySummarySchema = z.object({
  total_items: z.number().int().nonnegative(),
  active_items: z.number().int().nonnegative(),
  total_quantity: z.number().int().nonnegative(),
  stock_value_cost: z.number().nonnegative(),
  stock_value_retail: z.number().nonnegative(),
  low_stock_count: z.number().int().nonnegative(),
  out_of_stock_count: z.number().int().nonnegative(),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;
