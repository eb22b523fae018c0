/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { SettingsModule } from './settings.module';
export { SettingsService } from './settings.service';
export { storedFromJson, storedSettingsJson, type SalonRecord, type StoredSettings } from './settings.repository';
