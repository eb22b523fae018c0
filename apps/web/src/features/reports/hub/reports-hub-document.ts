import type { EmployeePerformance, ReportDashboard, ReportRangeQuery, RevenueDataPoint, ServicePopularity } from '@salon/contracts';
import { cents, type ReportDocument } from '../export/report-document';
import { periodLabel } from '../range/period-label';
import { periodFileName } from '../shared/report-numbers';

type HubFigures = {
  range: ReportRangeQuery;
  metrics: ReportDashboard;
  revenue: RevenueDataPoint[];
  services: ServicePopularity[];
  employees: EmployeePerformance[];
};

/** Reports & Analytics as exported: the four cards, the revenue per day, the services and the employees. */
export function reportsHubDocument({ range, metrics, revenue, services, employees }: HubFigures): ReportDocument {
  return {
    title: 'Reports & Analytics',
    period: periodLabel(range),
    fileName: periodFileName('reports', range),
    tables: [
      {
        title: 'Summary',
        columns: ['Metric', 'Value', 'Change vs previous period (%)'],
        rows: [
          ['Total Revenue', cents(metrics.revenue.total), metrics.revenue.change],
          ['Total Appointments', metrics.appointments.total, metrics.appointments.change],
          ['Completed Appointments', metrics.appointments.completed, null],
          ['Active Clients', metrics.clients.total, null],
          ['New Clients', metrics.clients.new, null],
          ['Average Ticket', cents(metrics.averageTicket.value), metrics.averageTicket.change],
        ],
      },
      {
        title: 'Revenue Trend',
        columns: ['Date', 'Revenue', 'Appointments', 'Completed', 'Average Ticket'],
        rows: revenue.map((day) => [day.date, cents(day.revenue), day.appointments, day.completed, cents(day.averageTicket)]),
      },
      {
        title: 'Service Popularity',
        columns: ['Service', 'Appointments', 'Revenue', 'Share of Revenue (%)'],
        rows: services.map((service) => [service.serviceName, service.count, cents(service.revenue), service.percentage]),
      },
      {
        title: 'Employee Performance',
        columns: ['Employee', 'Appointments', 'Revenue', 'Average Rating', 'Utilization (%)'],
        rows: employees.map((row) => [row.employeeName, row.appointmentsCount, cents(row.revenue), row.averageRating, row.utilizationRate]),
      },
    ],
  };
}
