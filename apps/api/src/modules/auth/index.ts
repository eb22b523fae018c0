/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { AuthModule } from './auth.module';
export { SessionTokensService } from './session-tokens.service';
