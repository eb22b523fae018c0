/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { SalonsModule } from './salons.module';
export { SalonClock, dateInTimeZone, timeInTimeZone } from './salon-clock';
export { DEFAULT_SALON_ID } from './salon.entity';
export { SessionSalons } from './session-salons';
