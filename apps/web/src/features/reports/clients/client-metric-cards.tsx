import { SimpleGrid, Text } from '@mantine/core';
import type { ClientMetrics } from '@salon/contracts';
import { ReportMetricCard } from '../shared/report-metric-card';
import { decimalOrDash, formatCount, percentOrDash } from '../shared/report-numbers';

const note = (text: string) => (
  <Text size="xs" c="dimmed">
    {text}
  </Text>
);

/** Total Clients, New Clients, Returning Clients (with retention) and Avg Visits/Client (spec part 2 §2). */
export function ClientMetricCards({ metrics }: { metrics: ClientMetrics | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <ReportMetricCard label="Total Clients" value={metrics && formatCount(metrics.totalClients)} detail={note('with an appointment in the period')} />
      <ReportMetricCard label="New Clients" value={metrics && formatCount(metrics.newClients)} detail={note('new to the salon in the period')} />
      <ReportMetricCard
        label="Returning Clients"
        value={metrics && formatCount(metrics.returningClients)}
        detail={metrics && note(`${percentOrDash(metrics.retentionRate)} retention`)}
      />
      <ReportMetricCard label="Avg Visits/Client" value={metrics && decimalOrDash(metrics.averageVisitsPerClient)} detail={note('completed visits per client')} />
    </SimpleGrid>
  );
}
