/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { InventoryModule } from './inventory.module';
export { LowStockAlertsQuery, type LowStockAlert } from './low-stock-alerts.query';
