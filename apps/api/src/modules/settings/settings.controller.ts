import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { SettingsService } from './settings.service';

/** contract.settings: read, save a section, import a file, reset. */
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @TsRestHandler(contract.settings)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.settings, {
      get: async () => ({ status: 200, body: ok(await this.settings.read()) }),
      saveGeneral: async ({ body }) => ({ status: 200, body: ok(await this.settings.save(actor, 'general', body)) }),
      saveNotifications: async ({ body }) => ({ status: 200, body: ok(await this.settings.save(actor, 'notifications', body)) }),
      saveSecurity: async ({ body }) => ({ status: 200, body: ok(await this.settings.save(actor, 'security', body)) }),
      saveIntegrations: async ({ body }) => ({ status: 200, body: ok(await this.settings.save(actor, 'integrations', body)) }),
      saveAppointments: async ({ body }) => ({ status: 200, body: ok(await this.settings.save(actor, 'appointments', body)) }),
      import: async ({ body }) => ({ status: 200, body: ok(await this.settings.import(actor, body)) }),
      reset: async ({ body }) => ({ status: 200, body: ok(await this.settings.reset(actor, body.section)) }),
    });
  }
}
