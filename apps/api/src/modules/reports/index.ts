/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { ReportsModule } from './reports.module';
