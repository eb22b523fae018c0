import { useId } from 'react';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { DashboardMetrics } from '@salon/contracts';
import { formatMoney } from '../../../lib/format/format-money';
import { GrowthBadge } from '../../../components/growth-badge';

const count = new Intl.NumberFormat('en-US');

type Metric = { label: string; value: (m: DashboardMetrics) => string; growth: (m: DashboardMetrics) => number | null };

/** The four headline figures (spec part 1 §2), this month so far against last month. */
const METRICS: Metric[] = [
  { label: 'Total Revenue', value: (m) => formatMoney(m.totalRevenue), growth: (m) => m.revenueGrowth },
  { label: 'Total Appointments', value: (m) => count.format(m.totalAppointments), growth: (m) => m.appointmentGrowth },
  { label: 'Active Clients', value: (m) => count.format(m.activeClients), growth: (m) => m.clientGrowth },
  // No ratings yet is a dash, never a made-up number (DECISIONS §5).
  { label: 'Average Rating', value: (m) => (m.averageRating === null ? '—' : `${m.averageRating.toFixed(1)}/5`), growth: (m) => m.ratingGrowth },
];

function MetricCard({ metric, metrics }: { metric: Metric; metrics: DashboardMetrics | undefined }) {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" c="dimmed" tt="uppercase" fw={700}>
        {metric.label}
      </Text>
      {metrics ? (
        <>
          <Text fz={26} fw={700} lh={1.3}>
            {metric.value(metrics)}
          </Text>
          <GrowthBadge growth={metric.growth(metrics)} />
        </>
      ) : (
        <Skeleton h={48} mt={4} />
      )}
    </Paper>
  );
}

/** The metric cards; while the figures load (or when they failed) each keeps its place. */
export function MetricCards({ metrics }: { metrics: DashboardMetrics | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {METRICS.map((metric) => (
        <MetricCard key={metric.label} metric={metric} metrics={metrics} />
      ))}
    </SimpleGrid>
  );
}
