import { SimpleGrid, Text } from '@mantine/core';
import type { ReportDashboard } from '@salon/contracts';
import { GrowthBadge } from '../../../components/growth-badge';
import { formatMoney } from '../../../lib/format/format-money';
import { ReportMetricCard } from '../shared/report-metric-card';
import { formatCount, moneyOrDash } from '../shared/report-numbers';

const VS = 'vs previous period';

/** Total Revenue, Total Appointments, Active Clients and Average Ticket over the range (spec part 2 §2). */
export function HubMetricCards({ metrics }: { metrics: ReportDashboard | undefined }) {
  const detail = (text: string) => (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <ReportMetricCard label="Total Revenue" value={metrics && formatMoney(metrics.revenue.total)} detail={metrics && <GrowthBadge growth={metrics.revenue.change} comparedTo={VS} />} />
      <ReportMetricCard
        label="Total Appointments"
        value={metrics && formatCount(metrics.appointments.total)}
        detail={metrics && detail(`${formatCount(metrics.appointments.completed)} completed`)}
      />
      <ReportMetricCard label="Active Clients" value={metrics && formatCount(metrics.clients.total)} detail={metrics && detail(`${formatCount(metrics.clients.new)} new`)} />
      <ReportMetricCard
        label="Average Ticket"
        value={metrics && moneyOrDash(metrics.averageTicket.value)}
        detail={metrics && <GrowthBadge growth={metrics.averageTicket.change} comparedTo={VS} />}
      />
    </SimpleGrid>
  );
}
