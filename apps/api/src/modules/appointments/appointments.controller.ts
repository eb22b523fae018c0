import { Controller, Res } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { AppointmentExtrasService } from './appointment-extras.service';
import { appointmentsCsv } from './appointment-export';
import { AppointmentMessagesService } from './appointment-messages.service';
import { AppointmentMovesService } from './appointment-moves.service';
import { AppointmentNotesService } from './appointment-notes.service';
import { AppointmentQueriesService } from './appointment-queries.service';
import { AppointmentStatisticsService } from './appointment-statistics.service';
import { AppointmentStatusesService } from './appointment-statuses.service';
import { AppointmentTransitionsService } from './appointment-transitions.service';
import { AppointmentsService } from './appointments.service';

/** The CSV export streams its own reply; every other route answers an envelope. */
const { availabilityBulk: _bulk, checkConflicts: _conflicts, export: exportRoute, ...appointmentRoutes } = contract.appointments;
const { statistics } = contract.employees;
const employeeAppointmentRoutes = { statistics };

@Controller()
export class AppointmentsController {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly transitions: AppointmentTransitionsService,
    private readonly moves: AppointmentMovesService,
    private readonly extras: AppointmentExtrasService,
    private readonly notes: AppointmentNotesService,
    private readonly queries: AppointmentQueriesService,
    private readonly stats: AppointmentStatisticsService,
    private readonly messages: AppointmentMessagesService,
    private readonly statuses: AppointmentStatusesService,
  ) {}

  @TsRestHandler(appointmentRoutes)
  handler(@CurrentUser() actor: AuthUser) {
    const run = async (id: number, action: Parameters<AppointmentTransitionsService['run']>[2], details = {}) => ({
      status: 200 as const,
      body: ok(await this.transitions.run(actor, id, action, details)),
    });
    const done = <T>(data: T) => ({ status: 200 as const, body: ok(data) });
    return tsRestHandler(appointmentRoutes, {
      list: async ({ query }) => done(await this.appointments.list(query)),
      get: async ({ params }) => done(await this.appointments.get(params.id)),
      create: async ({ body }) => ({ status: 201, body: ok(await this.appointments.create(actor, body)) }),
      update: async ({ params, body }) => done(await this.appointments.update(actor, params.id, body)),
      remove: async ({ params, body }) => {
        await this.appointments.remove(actor, params.id, body?.reason ?? null);
        return { status: 204, body: undefined };
      },
      confirm: ({ params }) => run(params.id, 'confirm'),
      checkIn: ({ params, body }) => run(params.id, 'check_in', body),
      checkOut: ({ params, body }) => run(params.id, 'check_out', body),
      complete: ({ params, body }) => run(params.id, 'complete', body),
      cancel: ({ params, body }) => run(params.id, 'cancel', body),
      noShow: ({ params, body }) => run(params.id, 'no_show', body),
      history: async ({ params }) => done(await this.appointments.history(params.id)),
      reschedule: async ({ params, body }) => done(await this.moves.reschedule(actor, params.id, body)),
      createRecurring: async ({ body }) => ({ status: 201, body: ok(await this.moves.createSeries(actor, body)) }),
      bulk: async ({ body }) => done(await this.moves.bulk(actor, body)),
      listServices: async ({ params }) => done(await this.extras.list(params.id)),
      addService: async ({ params, body }) => ({ status: 201, body: ok(await this.extras.add(actor, params.id, body)) }),
      updateService: async ({ params, body }) => done(await this.extras.update(actor, params.id, params.serviceId, body)),
      removeService: async ({ params }) => {
        await this.extras.remove(actor, params.id, params.serviceId);
        return { status: 204, body: undefined };
      },
      listNotes: async ({ params, query }) => done(await this.notes.list(params.id, query.include_internal)),
      addNote: async ({ params, body }) => ({ status: 201, body: ok(await this.notes.create(actor, params.id, body)) }),
      updateNote: async ({ params, body }) => done(await this.notes.update(params.id, params.noteId, body)),
      removeNote: async ({ params }) => {
        await this.notes.remove(params.id, params.noteId);
        return { status: 204, body: undefined };
      },
      search: async ({ query }) => done(await this.queries.search(query.q, query.limit)),
      byClient: async ({ params, query }) => done(await this.queries.of('client', params.id, query)),
      byEmployee: async ({ params, query }) => done(await this.queries.of('employee', params.id, query)),
      byService: async ({ params, query }) => done(await this.queries.of('service', params.id, query)),
      today: async ({ query }) => done(await this.queries.today(query.employee_id)),
      upcoming: async ({ query }) => done(await this.queries.upcoming(query.days, query.employee_id)),
      overdue: async () => done(await this.queries.overdue()),
      statistics: async ({ query }) => done(await this.stats.statistics(query)),
      noShowRate: async ({ query }) => done(await this.stats.noShowRate(query)),
      sendConfirmation: async ({ params, body }) => done(await this.messages.send(actor, params.id, 'confirmation', body?.method)),
      sendReminder: async ({ params, body }) => done(await this.messages.send(actor, params.id, 'reminder', body?.method)),
      needsConfirmation: async () => done(await this.queries.needsConfirmation()),
      needsReminders: async () => done(await this.queries.needsReminders()),
      calculateDuration: async ({ params }) => done((await this.extras.breakdown(params.id)).duration),
      calculatePrice: async ({ params }) => done((await this.extras.breakdown(params.id)).price),
    });
  }

  /** Streamed as it is read, a batch at a time; the browser saves it as a file. */
  @TsRestHandler(exportRoute)
  exportCsv(@Res({ passthrough: true }) reply: FastifyReply) {
    return tsRestHandler(exportRoute, async ({ query }) => {
      const csv = await appointmentsCsv(query, (listQuery) => this.appointments.list(listQuery));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="appointments-${new Date().toISOString().slice(0, 10)}.csv"`);
      return { status: 200, body: csv as unknown as string };
    });
  }

  @TsRestHandler(employeeAppointmentRoutes)
  employeeHandler() {
    return tsRestHandler(employeeAppointmentRoutes, {
      statistics: async ({ params, query }) => ({ status: 200, body: ok(await this.stats.forEmployee(params.id, query)) }),
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
