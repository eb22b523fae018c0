import type { ReportDashboard, ReportRangeQuery, ServicePopularity } from '@salon/contracts';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { cents, type ReportDocument } from '../export/report-document';
import { periodLabel } from '../range/period-label';
import { periodFileName } from '../shared/report-numbers';
import type { DailyRevenueRow } from './daily-revenue';

type RevenueFigures = {
  range: ReportRangeQuery;
  comparing: boolean;
  /** The period compared with; null when the range has not begun. */
  previous: ReportRangeQuery | null;
  metrics: ReportDashboard;
  dailyAverage: number | null;
  days: DailyRevenueRow[];
  services: ServicePopularity[];
};

/** The revenue report as exported: the cards, each day (beside the previous period's when comparing) and the services. */
export function revenueDocument({ range, comparing, previous, metrics, dailyAverage, days, services }: RevenueFigures): ReportDocument {
  // Today not over: it and the previous period's last day are compared up to the same time of day.
  const upTo = metrics.comparedUntil ? `, today and its last day both up to ${formatTimeOfDay(metrics.comparedUntil)}` : '';
  const compared = !comparing ? '' : previous ? ` (compared with ${periodLabel(previous)}${upTo})` : ' (not begun: nothing to compare yet)';
  return {
    title: 'Revenue Report',
    period: `${periodLabel(range)}${compared}`,
    fileName: periodFileName('revenue-report', range),
    tables: [
      {
        title: 'Summary',
        columns: comparing ? ['Metric', 'Value', 'Growth vs previous period (%)'] : ['Metric', 'Value'],
        rows: [
          comparing ? ['Total Revenue', cents(metrics.revenue.total), metrics.revenue.change] : ['Total Revenue', cents(metrics.revenue.total)],
          ['Total Appointments', metrics.appointments.total],
          ['Completed Appointments', metrics.appointments.completed],
          ['Average Ticket', cents(metrics.averageTicket.value)],
          ['Daily Average', cents(dailyAverage)],
        ],
      },
      {
        title: 'Daily Revenue Breakdown',
        columns: comparing
          ? ['Date', 'Revenue', 'Appointments', 'Average Ticket', 'Previous Period Date', 'Previous Period Revenue', 'vs Previous (%)']
          : ['Date', 'Revenue', 'Appointments', 'Average Ticket'],
        rows: days.map((day) => {
          const row = [day.date, cents(day.revenue), day.appointments, cents(day.averageTicket)];
          return comparing ? [...row, day.previousDate, cents(day.previousRevenue), day.vsPrevious] : row;
        }),
      },
      {
        title: 'Revenue by Service',
        columns: ['Rank', 'Service', 'Appointments', 'Revenue', 'Share of Revenue (%)'],
        rows: services.map((service, index) => [index + 1, service.serviceName, service.count, cents(service.revenue), service.percentage]),
      },
    ],
  };
}
