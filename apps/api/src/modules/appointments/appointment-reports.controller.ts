import { Controller, Res } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { FastifyReply } from 'fastify';
import { ok } from '../../common/http/envelope';
import { AppointmentListService } from './appointment-list.service';
import { AppointmentStatisticsService } from './appointment-statistics.service';

/** The CSV export streams its own reply; every other route answers an envelope. */
const { export: exportRoute, ...figureRoutes } = contract.appointmentReports;

/** Figures and the CSV export (contract.appointmentReports). */
@Controller()
export class AppointmentReportsController {
  constructor(
    private readonly stats: AppointmentStatisticsService,
    private readonly lists: AppointmentListService,
  ) {}

  @TsRestHandler(figureRoutes)
  handler() {
    return tsRestHandler(figureRoutes, {
      statistics: async ({ query }) => ({ status: 200, body: ok(await this.stats.statistics(query)) }),
      noShowRate: async ({ query }) => ({ status: 200, body: ok(await this.stats.noShowRate(query)) }),
      employeeStatistics: async ({ params, query }) => ({ status: 200, body: ok(await this.stats.forEmployee(params.id, query)) }),
    });
  }

  /** Streamed as it is read through one cursor, a batch at a time; the browser saves it as a file. */
  @TsRestHandler(exportRoute)
  exportCsv(@Res({ passthrough: true }) reply: FastifyReply) {
    return tsRestHandler(exportRoute, async ({ query }) => {
      const csv = await this.lists.exportCsv(query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="appointments-${new Date().toISOString().slice(0, 10)}.csv"`);
      return { status: 200, body: csv as unknown as string };
    });
  }
}
