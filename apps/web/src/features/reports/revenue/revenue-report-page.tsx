import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RevenueDataPoint } from '@salon/contracts';
import { ChartCard, type ChartState } from '../../../components/charts';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { reportDashboardQuery, revenueSeriesQuery, servicePopularityQuery } from '../api/report-queries';
import { DateRangeInputs } from '../range/date-range-inputs';
import { useDateRangeParams } from '../range/use-date-range-params';
import { previousRange, rangeOrNothing } from '../shared/optional-range';
import { ReportLoadError } from '../shared/report-load-error';
import { ReportPageFrame } from '../shared/report-page-frame';
import { RevenueTrendChart } from '../shared/revenue-trend-chart';
import { ServiceRevenueChart } from '../shared/service-revenue-chart';
import { dailyAverage, dailyRevenueRows, previousCutOf, previousDaysCut, type DailyRevenueRow } from './daily-revenue';
import { DailyRevenueTable } from './daily-revenue-table';
import { revenueDocument } from './revenue-document';
import { RevenueMetricCards } from './revenue-metric-cards';
import { TopRevenueServices } from './top-revenue-services';

/**
 * The revenue report (spec part 2 §2): any range of salon days, optionally beside the
 * previous period of the same length (spec part 2 §4).
 */
export function RevenueReportPage() {
  const dates = useDateRangeParams();
  const { range, compare } = dates;
  const { asked, enabled } = rangeOrNothing(range);
  const metrics = useQuery({ ...reportDashboardQuery(asked), enabled });
  const revenue = useQuery({ ...revenueSeriesQuery(asked), enabled });
  const today = useSalonNow().date;
  const before = range && previousRange(range, today);
  const previous = useQuery({ ...revenueSeriesQuery(before ?? asked), enabled: enabled && compare && before !== null });
  const services = useQuery({ ...servicePopularityQuery(asked), enabled });

  // Today is set beside the previous period's last day only up to the same time of day (from the dashboard's answer).
  const cut = metrics.data ? previousCutOf(metrics.data) : null;
  const previousCut = { data: previous.data && metrics.data ? previousDaysCut(previous.data, cut) : undefined, isError: previous.isError || metrics.isError };
  // A range not begun yet has no previous days to put beside its own.
  const previousDays: ChartState<RevenueDataPoint[]> | undefined = compare ? (before ? previousCut : { data: [], isError: false }) : undefined;
  const days: ChartState<DailyRevenueRow[]> = {
    data: revenue.data && (!previousDays || previousDays.data) ? dailyRevenueRows(revenue.data, previousDays?.data ?? null, cut) : undefined,
    isError: revenue.isError || Boolean(previousDays?.isError),
  };
  const average = range && metrics.data ? dailyAverage(metrics.data.revenue.total, range, today) : undefined;
  const document =
    range && metrics.data && days.data && services.data && average !== undefined
      ? revenueDocument({ range, comparing: compare, previous: before, metrics: metrics.data, dailyAverage: average, days: days.data, services: services.data })
      : null;

  return (
    <ReportPageFrame
      title="Revenue Report"
      description="Money taken net of refunds, day by day."
      document={document}
      controls={
        <>
          <DateRangeInputs start={dates.start} end={dates.end} errors={dates.errors} onStartChange={dates.setStart} onEndChange={dates.setEnd} />
          <Checkbox label="Compare to previous period" checked={compare} onChange={(event) => dates.setCompare(event.currentTarget.checked)} mb={8} />
        </>
      }
    >
      {range && (
        <Stack gap="lg">
          <ReportLoadError queries={compare ? [metrics, revenue, previous, services] : [metrics, revenue, services]} />
          <RevenueMetricCards metrics={metrics.data} dailyAverage={average} comparing={compare} />
          <RevenueTrendChart current={revenue} previous={previousDays} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ServiceRevenueChart title="Revenue by Service" state={services} />
            <ChartCard title="Top Revenue Services" state={services} isEmpty={(rows) => rows.length === 0} height={160}>
              {(rows) => <TopRevenueServices services={rows} />}
            </ChartCard>
          </SimpleGrid>
          <ChartCard title="Daily Revenue Breakdown" state={days} isEmpty={(rows) => rows.length === 0} height={160}>
            {(rows) => <DailyRevenueTable rows={rows} comparing={compare} />}
          </ChartCard>
        </Stack>
      )}
    </ReportPageFrame>
  );
}
