import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { AppointmentMessagesService } from './appointment-messages.service';

/** Confirmation requests and reminders (contract.appointmentMessages). */
@Controller()
export class AppointmentMessagesController {
  constructor(private readonly messages: AppointmentMessagesService) {}

  @TsRestHandler(contract.appointmentMessages)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.appointmentMessages, {
      sendConfirmation: async ({ params, body }) => ({ status: 200, body: ok(await this.messages.send(actor, params.id, 'confirmation', body?.method)) }),
      sendReminder: async ({ params, body }) => ({ status: 200, body: ok(await this.messages.send(actor, params.id, 'reminder', body?.method)) }),
    });
  }
}
