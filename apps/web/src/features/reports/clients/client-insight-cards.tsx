import { SimpleGrid, Text } from '@mantine/core';
import type { ClientAnalytics } from '@salon/contracts';
import { hourLabel } from '../../../lib/format/format-hour';
import { ReportMetricCard } from '../shared/report-metric-card';
import { moneyOrDash, percentOrDash } from '../shared/report-numbers';

const note = (text: string) => (
  <Text size="xs" c="dimmed">
    {text}
  </Text>
);

/** "2 PM – 5 PM"; an end at midnight reads 12 AM. */
export const peakHoursLabel = (peak: { startHour: number; endHour: number }) => `${hourLabel(peak.startHour)} – ${hourLabel(peak.endHour % 24)}`;

const NOTHING_BOOKED = 'No appointments in this period';

/**
 * The three info cards, computed by the API (DECISIONS §1 — the spec's "Saturday 45%", "2-5 PM
 * 38%" and "$1,245" were the old product's sample figures): busiest weekday, peak hours and
 * average lifetime value.
 */
export function ClientInsightCards({ analytics }: { analytics: ClientAnalytics | undefined }) {
  const day = analytics?.busiestWeekday;
  const peak = analytics?.peakHours;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <ReportMetricCard
        label="Most Popular Day"
        value={analytics && (day ? day.name : '—')}
        detail={analytics && note(day ? `${percentOrDash(day.share)} of appointments` : NOTHING_BOOKED)}
      />
      <ReportMetricCard
        label="Peak Hours"
        value={analytics && (peak ? peakHoursLabel(peak) : '—')}
        detail={analytics && note(peak ? `${percentOrDash(peak.share)} of appointments start then` : NOTHING_BOOKED)}
      />
      <ReportMetricCard
        label="Average Lifetime Value"
        value={analytics && moneyOrDash(analytics.averageLifetimeValue)}
        detail={note('money taken per client, all visits up to the end date')}
      />
    </SimpleGrid>
  );
}
