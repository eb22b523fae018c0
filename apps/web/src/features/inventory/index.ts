// What other features may use of inventory; everything else in this folder is private to it.
export { inventoryKeys, categoryKeys, type ItemListParams } from './api/inventory-keys';
export { itemListQuery } from './api/use-inventory-items';
export { StockLevelBadge } from './shared/stock-level-badge';
