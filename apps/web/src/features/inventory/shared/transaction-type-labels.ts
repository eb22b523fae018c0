import type { InventoryTransactionType } from '@salon/contracts';

/** How each kind of stock change reads on screen. */
export const TRANSACTION_TYPE_LABELS: Record<InventoryTransactionType, string> = {
  purchase: 'Purchase',
  sale: 'Sale',
  usage: 'Usage',
  adjustment: 'Adjustment',
  return: 'Return',
};
