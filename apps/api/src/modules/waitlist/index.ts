/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { WaitlistModule } from './waitlist.module';
export { WaitlistService } from './waitlist.service';
