/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { ClientsModule } from './clients.module';
export { ClientFactsQuery, type ClientByContact, type ClientContact } from './client-facts.query';
export { ClientsService } from './clients.service';
export { fullNameOf, phoneDigitsOf } from './client-search';
