import {
  adjustStockSchema,
  checkAdjustStockRules,
  INVENTORY_LIMITS,
  STOCK_ADDING_TYPES,
  STOCK_REMOVING_TYPES,
  type AdjustStockInput,
  type InventoryTransactionType,
} from '@salon/contracts';
import { contractFieldErrors, type FieldMessages } from '../../../lib/forms/contract-resolver';

export type Direction = 'add' | 'remove';

/** What the adjust-stock form holds: a count typed without a sign, the sign coming from the type. */
export type AdjustStockValues = {
  type: InventoryTransactionType;
  /** Only read for an adjustment, which may go either way. */
  direction: Direction;
  quantity: number | string;
  reason: string;
};

export const QUANTITY_MESSAGE = 'Please enter a whole number from 1 to 999,999';

/** Purchase and return add, sale and usage remove; an adjustment goes the way chosen. */
export function directionOf({ type, direction }: Pick<AdjustStockValues, 'type' | 'direction'>): Direction {
  if (STOCK_ADDING_TYPES.includes(type)) return 'add';
  if (STOCK_REMOVING_TYPES.includes(type)) return 'remove';
  return direction;
}

/** The signed change the form stands for, or null while the count is not a whole number from 1 to 999,999. */
export function signedChange(values: AdjustStockValues): number | null {
  const count = typeof values.quantity === 'number' ? values.quantity : Number(values.quantity.trim() || Number.NaN);
  if (!Number.isInteger(count) || count < 1 || count > INVENTORY_LIMITS.quantityMax) return null;
  return directionOf(values) === 'add' ? count : -count;
}

/** The body sent to POST /inventory/{id}/adjust-stock. */
export function adjustStockBody(values: AdjustStockValues): AdjustStockInput {
  return adjustStockSchema.parse({ change: signedChange(values), type: values.type, reason: values.reason });
}

/**
 * The form's messages: the count first, then the contract's own rules (sign, reason length)
 * with its `change` messages shown at the count. The stock on hand is not checked here: the
 * count shown may be out of date, so the API (409) decides, see `stockWarning`.
 */
export function validateAdjustStock(values: AdjustStockValues): FieldMessages {
  const change = signedChange(values);
  if (change === null) return { quantity: QUANTITY_MESSAGE };
  const { change: changeMessage, ...others } = contractFieldErrors(adjustStockSchema, { change, type: values.type, reason: values.reason }, [checkAdjustStockRules]);
  const messages: FieldMessages = { ...others };
  if (changeMessage) messages.quantity = changeMessage;
  return messages;
}

export const STALE_STOCK_HINT = 'Stock may have changed; the server will check.';

/**
 * A warning, not a refusal, when the change looks impossible against the stock as last read:
 * another desk may have received or sold since, so the change is still sent and the API's own
 * words answer it if it really is impossible.
 */
export function stockWarning(change: number | null, shownQuantity: number): string | null {
  if (change === null) return null;
  if (shownQuantity + change < 0) return `Only ${shownQuantity.toLocaleString('en-US')} in stock as shown. ${STALE_STOCK_HINT}`;
  if (shownQuantity + change > INVENTORY_LIMITS.quantityMax) return `Above 999,999 as shown. ${STALE_STOCK_HINT}`;
  return null;
}
