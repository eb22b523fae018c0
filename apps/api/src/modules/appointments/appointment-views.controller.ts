import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { AppointmentMonthRepository } from './appointment-month.repository';
import { AppointmentQueriesService } from './appointment-queries.service';

/** Search, the calendar month, appointments of one owner, and the work queues (contract.appointmentViews). */
@Controller()
export class AppointmentViewsController {
  constructor(
    private readonly queries: AppointmentQueriesService,
    private readonly months: AppointmentMonthRepository,
  ) {}

  @TsRestHandler(contract.appointmentViews)
  handler() {
    return tsRestHandler(contract.appointmentViews, {
      search: async ({ query }) => ({ status: 200, body: ok(await this.queries.search(query.q, query.limit)) }),
      month: async ({ query }) => ({ status: 200, body: ok(await this.months.month(query)) }),
      byClient: async ({ params, query }) => ({ status: 200, body: ok(await this.queries.of('client', params.id, query)) }),
      byEmployee: async ({ params, query }) => ({ status: 200, body: ok(await this.queries.of('employee', params.id, query)) }),
      byService: async ({ params, query }) => ({ status: 200, body: ok(await this.queries.of('service', params.id, query)) }),
      today: async ({ query }) => ({ status: 200, body: ok(await this.queries.today(query.employee_id)) }),
      upcoming: async ({ query }) => ({ status: 200, body: ok(await this.queries.upcoming(query.days, query.employee_id)) }),
      overdue: async ({ query }) => ({ status: 200, body: ok(await this.queries.overdue(query)) }),
      needsConfirmation: async ({ query }) => ({ status: 200, body: ok(await this.queries.needsConfirmation(query)) }),
      needsReminders: async ({ query }) => ({ status: 200, body: ok(await this.queries.needsReminders(query)) }),
      queueCounts: async () => ({ status: 200, body: ok(await this.queries.queueCounts()) }),
    });
  }
}
