import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import { ok } from '../../common/http/envelope';
import { DashboardService } from './dashboard.service';

/** contract.dashboard: the figures, activity and charts of the dashboard. */
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @TsRestHandler(contract.dashboard)
  handler() {
    return tsRestHandler(contract.dashboard, {
      metrics: async () => ({ status: 200, body: ok(await this.dashboard.metrics()) }),
      notifications: async ({ query }) => ({ status: 200, body: ok(await this.dashboard.notifications(query.limit)) }),
      popularServices: async ({ query }) => ({ status: 200, body: ok(await this.dashboard.popularServices(query.limit)) }),
      bookingsByHour: async () => ({ status: 200, body: ok(await this.dashboard.bookingsByHour()) }),
      revenue: async () => ({ status: 200, body: ok(await this.dashboard.revenue()) }),
      bookingTrends: async () => ({ status: 200, body: ok(await this.dashboard.bookingTrends()) }),
    });
  }
}
