import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '../../../components/charts';
import { clientAnalyticsQuery, clientMetricsQuery } from '../api/report-queries';
import { DateRangeInputs } from '../range/date-range-inputs';
import { useDateRangeParams } from '../range/use-date-range-params';
import { rangeOrNothing } from '../shared/optional-range';
import { ReportLoadError } from '../shared/report-load-error';
import { ReportPageFrame } from '../shared/report-page-frame';
import { clientAnalyticsDocument } from './client-analytics-document';
import { ClientSegmentsChart, RetentionTrendChart, VisitFrequencyChart } from './client-charts';
import { ClientInsightCards } from './client-insight-cards';
import { ClientMetricCards } from './client-metric-cards';
import { TopSpendersTable } from './top-spenders-table';

/** Client analytics (spec part 2 §2): every figure computed by the API over the chosen salon days (DECISIONS §1). */
export function ClientAnalyticsPage() {
  const dates = useDateRangeParams();
  const { range } = dates;
  const { asked, enabled } = rangeOrNothing(range);
  const metrics = useQuery({ ...clientMetricsQuery(asked), enabled });
  const analytics = useQuery({ ...clientAnalyticsQuery(asked), enabled });
  const document = range && metrics.data && analytics.data ? clientAnalyticsDocument(range, metrics.data, analytics.data) : null;
  const spenders = { data: metrics.data?.topSpenders, isError: metrics.isError };

  return (
    <ReportPageFrame
      title="Client Analytics"
      description="Who comes, how often, and who comes back."
      document={document}
      controls={<DateRangeInputs start={dates.start} end={dates.end} errors={dates.errors} onStartChange={dates.setStart} onEndChange={dates.setEnd} />}
    >
      {range && (
        <Stack gap="lg">
          <ReportLoadError queries={[metrics, analytics]} />
          <ClientMetricCards metrics={metrics.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ClientSegmentsChart state={analytics} />
            <VisitFrequencyChart state={analytics} />
          </SimpleGrid>
          <RetentionTrendChart state={analytics} />
          <ChartCard title="Top Spending Clients" state={spenders} isEmpty={(rows) => rows.length === 0} height={160}>
            {(rows) => <TopSpendersTable spenders={rows} />}
          </ChartCard>
          <ClientInsightCards analytics={analytics.data} />
        </Stack>
      )}
    </ReportPageFrame>
  );
}
