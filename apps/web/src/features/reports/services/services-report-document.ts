import type { ReportRangeQuery, ServiceReportRow } from '@salon/contracts';
import { cents, type ReportDocument } from '../export/report-document';
import { periodLabel } from '../range/period-label';
import { periodFileName } from '../shared/report-numbers';

/** The services report as exported: one row per service. */
export function servicesReportDocument(range: ReportRangeQuery, rows: ServiceReportRow[]): ReportDocument {
  return {
    title: 'Service Performance',
    period: periodLabel(range),
    fileName: periodFileName('service-performance', range),
    tables: [
      {
        title: 'Services',
        columns: ['Service', 'Appointments', 'Completed', 'Cancelled', 'No-shows', 'Revenue', 'Average Price', 'Cancellation Rate (%)', 'No-show Rate (%)'],
        rows: rows.map((row) => [
          row.serviceName,
          row.count,
          row.completed,
          row.cancelled,
          row.noShows,
          cents(row.revenue),
          cents(row.averagePrice),
          row.cancellationRate,
          row.noShowRate,
        ]),
      },
    ],
  };
}
