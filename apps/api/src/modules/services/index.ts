/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { ServicesModule } from './services.module';
export { ServiceFactsQuery, type ServiceFacts } from './service-facts.query';
export { ServicesService } from './services.service';
