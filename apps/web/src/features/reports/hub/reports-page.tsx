import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { employeePerformanceQuery, reportDashboardQuery, revenueSeriesQuery, servicePopularityQuery } from '../api/report-queries';
import { ReportExportButtons } from '../export/report-export-buttons';
import { periodLabel } from '../range/period-label';
import { RangeButtons } from '../range/range-buttons';
import { useReportRange } from '../range/use-report-range';
import { ReportLoadError } from '../shared/report-load-error';
import { RevenueTrendChart } from '../shared/revenue-trend-chart';
import { ServiceRevenueChart } from '../shared/service-revenue-chart';
import { EmployeePerformanceTable } from './employee-performance-table';
import { HubMetricCards } from './hub-metric-cards';
import { ReportLinkCards } from './report-link-cards';
import { reportsHubDocument } from './reports-hub-document';

/** Reports & Analytics (spec part 2 §2): the salon's figures over today, a week, the month, a quarter or a year. */
export function ReportsPage() {
  const { range, dates, setRange } = useReportRange();
  const metrics = useQuery(reportDashboardQuery(dates));
  const revenue = useQuery(revenueSeriesQuery(dates));
  const services = useQuery(servicePopularityQuery(dates));
  const employees = useQuery(employeePerformanceQuery(dates));
  const document =
    metrics.data && revenue.data && services.data && employees.data
      ? reportsHubDocument({ range: dates, metrics: metrics.data, revenue: revenue.data, services: services.data, employees: employees.data })
      : null;

  return (
    <Stack gap="lg">
      <PageHeader title="Reports & Analytics" description="Every figure is computed from the salon's records." actions={<ReportExportButtons document={document} />} />
      <Stack gap={4}>
        <RangeButtons value={range} onChange={setRange} />
        <Text size="sm" c="dimmed">
          {periodLabel(dates)}
        </Text>
      </Stack>
      <ReportLoadError queries={[metrics, revenue, services, employees]} />
      <HubMetricCards metrics={metrics.data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <RevenueTrendChart current={revenue} />
        <ServiceRevenueChart title="Service Popularity" state={services} />
      </SimpleGrid>
      <EmployeePerformanceTable query={employees} />
      <ReportLinkCards range={dates} />
    </Stack>
  );
}
