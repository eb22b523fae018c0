import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { AppointmentStatusesService } from './appointment-statuses.service';
import { AppointmentTransitionsService } from './appointment-transitions.service';
import { AppointmentsService } from './appointments.service';

@Controller()
export class AppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly transitions: AppointmentTransitionsService,
    private readonly statuses: AppointmentStatusesService,
  ) {}

  @TsRestHandler(contract.appointments)
  handler(@CurrentUser() actor: AuthUser) {
    const run = async (id: number, action: Parameters<AppointmentTransitionsService['run']>[2], details = {}) => ({
      status: 200 as const,
      body: ok(await this.transitions.run(actor, id, action, details)),
    });
    return tsRestHandler(contract.appointments, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.appointments.list(query)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.appointments.get(params.id)) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.appointments.create(actor, body)) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.appointments.update(actor, params.id, body)) }),
      remove: async ({ params }) => {
        await this.appointments.remove(params.id);
        return { status: 204, body: undefined };
      },
      confirm: ({ params }) => run(params.id, 'confirm'),
      checkIn: ({ params, body }) => run(params.id, 'check_in', body),
      checkOut: ({ params, body }) => run(params.id, 'check_out', body),
      complete: ({ params, body }) => run(params.id, 'complete', body),
      cancel: ({ params, body }) => run(params.id, 'cancel', body),
      noShow: ({ params, body }) => run(params.id, 'no_show', body),
      history: async ({ params }) => ({ status: 200, body: ok(await this.appointments.history(params.id)) }),
    });
  }

  @TsRestHandler(contract.appointmentStatuses)
  statusHandler() {
    return tsRestHandler(contract.appointmentStatuses, {
      list: async () => ({ status: 200, body: ok(await this.statuses.list()) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.statuses.create(body)) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.statuses.update(params.id, body)) }),
    });
  }
}
