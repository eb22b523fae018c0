import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { ReportsService } from './reports.service';

/** contract.reports: every report over a start and end date. */
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @TsRestHandler(contract.reports)
  handler() {
    return tsRestHandler(contract.reports, {
      dashboard: async ({ query }) => ({ status: 200, body: ok(await this.reports.dashboard(query)) }),
      revenue: async ({ query }) => ({ status: 200, body: ok(await this.reports.revenue(query)) }),
      servicePopularity: async ({ query }) => ({ status: 200, body: ok(await this.reports.servicePopularity(query)) }),
      employeePerformance: async ({ query }) => ({ status: 200, body: ok(await this.reports.employeePerformance(query)) }),
      clientMetrics: async ({ query }) => ({ status: 200, body: ok(await this.reports.clientMetrics(query)) }),
      clientAnalytics: async ({ query }) => ({ status: 200, body: ok(await this.reports.clientAnalytics(query)) }),
      services: async ({ query }) => ({ status: 200, body: ok(await this.reports.services(query)) }),
    });
  }
}
