/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { PaymentsModule } from './payments.module';
export { PaymentsQuery } from './payments.query';
export { PaymentRevenueQuery, type DayRevenue } from './payment-revenue.query';
