import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract, type StatusAction } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { AppointmentTransitionsService, type TransitionDetails } from './appointment-transitions.service';

/** The status actions (contract.appointmentActions). */
@Controller()
export class AppointmentActionsController {
  constructor(private readonly transitions: AppointmentTransitionsService) {}

  @TsRestHandler(contract.appointmentActions)
  handler(@CurrentUser() actor: AuthUser) {
    const run = async (id: number, action: StatusAction, details: TransitionDetails = {}) => ({
      status: 200 as const,
      body: ok(await this.transitions.run(actor, id, action, details)),
    });
    return tsRestHandler(contract.appointmentActions, {
      confirm: ({ params }) => run(params.id, 'confirm'),
      checkIn: ({ params, body }) => run(params.id, 'check_in', body),
      checkOut: ({ params, body }) => run(params.id, 'check_out', body),
      complete: ({ params, body }) => run(params.id, 'complete', body),
      cancel: ({ params, body }) => run(params.id, 'cancel', body),
      noShow: ({ params, body }) => run(params.id, 'no_show', body),
    });
  }
}
