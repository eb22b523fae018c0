import { INVENTORY_MESSAGES } from '@salon/contracts';

/** What an item page or form says when its item cannot be loaded. */
export const ITEM_LOAD_ERROR = {
  title: 'Error loading item',
  notFoundMessage: INVENTORY_MESSAGES.itemNotFound,
  backTo: '/inventory',
  backLabel: 'Back to Inventory',
} as const;
