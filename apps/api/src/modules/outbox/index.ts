/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { OutboxModule } from './outbox.module';
export { OutboxService, type OutgoingMessage } from './outbox.service';
