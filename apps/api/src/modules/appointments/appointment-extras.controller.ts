import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { AppointmentExtrasService } from './appointment-extras.service';
import { AppointmentNotesService } from './appointment-notes.service';
import { AppointmentsService } from './appointments.service';

const noContent = { status: 204 as const, body: undefined };

/** Extra services with their totals, notes and history of an appointment (contract.appointmentExtras). */
@Controller()
export class AppointmentExtrasController {
  constructor(
    private readonly extras: AppointmentExtrasService,
    private readonly notes: AppointmentNotesService,
    private readonly appointments: AppointmentsService,
  ) {}

  @TsRestHandler(contract.appointmentExtras)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.appointmentExtras, {
      listServices: async ({ params }) => ({ status: 200, body: ok(await this.extras.list(params.id)) }),
      addService: async ({ params, body }) => ({ status: 201, body: ok(await this.extras.add(actor, params.id, body)) }),
      updateService: async ({ params, body }) => ({ status: 200, body: ok(await this.extras.update(actor, params.id, params.serviceId, body)) }),
      removeService: async ({ params }) => (await this.extras.remove(actor, params.id, params.serviceId), noContent),
      calculateDuration: async ({ params }) => ({ status: 200, body: ok((await this.extras.breakdown(params.id)).duration) }),
      calculatePrice: async ({ params }) => ({ status: 200, body: ok((await this.extras.breakdown(params.id)).price) }),
      listNotes: async ({ params, query }) => ({ status: 200, body: ok(await this.notes.list(params.id, query.include_internal)) }),
      addNote: async ({ params, body }) => ({ status: 201, body: ok(await this.notes.create(actor, params.id, body)) }),
      updateNote: async ({ params, body }) => ({ status: 200, body: ok(await this.notes.update(params.id, params.noteId, body)) }),
      removeNote: async ({ params }) => (await this.notes.remove(params.id, params.noteId), noContent),
      history: async ({ params }) => ({ status: 200, body: ok(await this.appointments.history(params.id)) }),
    });
  }
}
