import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { SettingsService } from './settings.service';

/** contract.settings: read, save a section (If-Match: the section's version the page read), import a file, reset. */
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @TsRestHandler(contract.settings)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.settings, {
      get: async () => ({ status: 200, body: ok(await this.settings.read()) }),
      saveGeneral: async ({ body, headers }) => ({ status: 200, body: ok(await this.settings.save(actor, 'general', body, headers['if-match'])) }),
      saveNotifications: async ({ body, headers }) => ({ status: 200, body: ok(await this.settings.save(actor, 'notifications', body, headers['if-match'])) }),
      saveSecurity: async ({ body, headers }) => ({ status: 200, body: ok(await this.settings.save(actor, 'security', body, headers['if-match'])) }),
      saveIntegrations: async ({ body, headers }) => ({ status: 200, body: ok(await this.settings.save(actor, 'integrations', body, headers['if-match'])) }),
      saveAppointments: async ({ body, headers }) => ({ status: 200, body: ok(await this.settings.save(actor, 'appointments', body, headers['if-match'])) }),
      import: async ({ body }) => ({ status: 200, body: ok(await this.settings.import(actor, body)) }),
      reset: async ({ body }) => ({ status: 200, body: ok(await this.settings.reset(actor, body.section)) }),
    });
  }
}
