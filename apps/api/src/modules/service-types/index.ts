/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { ServiceTypesModule } from './service-types.module';
export { ServiceTypesService } from './service-types.service';
