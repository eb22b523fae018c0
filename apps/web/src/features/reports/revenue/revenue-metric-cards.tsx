import { SimpleGrid, Text } from '@mantine/core';
import type { ReportDashboard } from '@salon/contracts';
import { GrowthBadge } from '../../../components/growth-badge';
import { formatMoney } from '../../../lib/format/format-money';
import { ReportMetricCard } from '../shared/report-metric-card';
import { formatCount, moneyOrDash } from '../shared/report-numbers';

const note = (text: string) => (
  <Text size="xs" c="dimmed">
    {text}
  </Text>
);

type RevenueMetricCardsProps = { metrics: ReportDashboard | undefined; dailyAverage: number | null | undefined; comparing: boolean };

/** Total Revenue (growth when comparing), Total Appointments (completed), Average Ticket and Daily Average. */
export function RevenueMetricCards({ metrics, dailyAverage, comparing }: RevenueMetricCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <ReportMetricCard
        label="Total Revenue"
        value={metrics && formatMoney(metrics.revenue.total)}
        detail={metrics && comparing && <GrowthBadge growth={metrics.revenue.change} comparedTo="vs previous period" />}
      />
      <ReportMetricCard
        label="Total Appointments"
        value={metrics && formatCount(metrics.appointments.total)}
        detail={metrics && note(`${formatCount(metrics.appointments.completed)} completed`)}
      />
      <ReportMetricCard label="Average Ticket" value={metrics && moneyOrDash(metrics.averageTicket.value)} detail={note('per completed appointment')} />
      <ReportMetricCard label="Daily Average" value={dailyAverage === undefined ? undefined : moneyOrDash(dailyAverage)} detail={note('revenue per day')} />
    </SimpleGrid>
  );
}
