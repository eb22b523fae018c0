import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { AppointmentListService } from './appointment-list.service';
import { AppointmentMovesService } from './appointment-moves.service';
import { AppointmentsService } from './appointments.service';

/** The book itself: list, read, book, change, move, delete (contract.appointments). */
@Controller()
export class AppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly lists: AppointmentListService,
    private readonly moves: AppointmentMovesService,
  ) {}

  @TsRestHandler(contract.appointments)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.appointments, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.lists.list(query)) }),
      get: async ({ params }) => ({ status: 200, body: ok(await this.appointments.get(params.id)) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.appointments.create(actor, body)) }),
      update: async ({ params, body }) => ({ status: 200, body: ok(await this.appointments.update(actor, params.id, body)) }),
      remove: async ({ params, body }) => {
        await this.appointments.remove(actor, params.id, body?.reason ?? null);
        return { status: 204, body: undefined };
      },
      reschedule: async ({ params, body }) => ({ status: 200, body: ok(await this.moves.reschedule(actor, params.id, body)) }),
      createRecurring: async ({ body }) => ({ status: 201, body: ok(await this.moves.createSeries(actor, body)) }),
      bulk: async ({ body }) => ({ status: 200, body: ok(await this.moves.bulk(actor, body)) }),
    });
  }
}
