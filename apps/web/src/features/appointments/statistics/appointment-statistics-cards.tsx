import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AppointmentStatistics } from '@salon/contracts';
import { useId } from 'react';
import { formatMoney } from '../../../lib/format/format-money';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');
const formatRate = (rate: number) => `${percent.format(rate)}%`;
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

type StatCard = { label: string; value: (stats: AppointmentStatistics) => string; hint?: (stats: AppointmentStatistics) => string };

/** Every figure a statistics tab can show; each tab picks its own (DECISIONS §1, §5). */
const STAT_CARDS = {
  appointments: { label: 'Appointments', value: (s) => count.format(s.total_appointments), hint: () => 'Booked in this period' },
  completed: { label: 'Completed', value: (s) => count.format(s.completed) },
  completion_rate: { label: 'Completion rate', value: (s) => formatRate(s.completion_rate), hint: (s) => `${count.format(s.completed)} of ${count.format(s.total_appointments)}` },
  revenue: { label: 'Revenue', value: (s) => formatMoney(s.revenue), hint: () => 'From completed appointments' },
  average_price: { label: 'Average price', value: (s) => (s.average_price === null ? '—' : formatMoney(s.average_price)) },
  // No ratings yet is a dash, never a made-up number (DECISIONS §5).
  average_rating: {
    label: 'Average rating',
    value: (s) => (s.average_rating === null ? '—' : `${s.average_rating.toFixed(1)}/5`),
    hint: (s) => (s.rating_count === 0 ? 'No ratings yet' : `From ${plural(s.rating_count, 'rating', 'ratings')}`),
  },
  no_show_rate: { label: 'No-show rate', value: (s) => formatRate(s.no_show_rate), hint: (s) => plural(s.no_show, 'no-show', 'no-shows') },
  cancellation_rate: { label: 'Cancellation rate', value: (s) => formatRate(s.cancellation_rate), hint: (s) => `${count.format(s.cancelled)} cancelled` },
  unique_clients: { label: 'Unique clients', value: (s) => count.format(s.unique_clients) },
} satisfies Record<string, StatCard>;

export type StatCardKey = keyof typeof STAT_CARDS;

function StatisticCard({ card, statistics }: { card: StatCard; statistics: AppointmentStatistics }) {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" c="dimmed" tt="uppercase" fw={700}>
        {card.label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {card.value(statistics)}
      </Text>
      {card.hint && (
        <Text size="xs" c="dimmed">
          {card.hint(statistics)}
        </Text>
      )}
    </Paper>
  );
}

/** The headline figures of a period, one card each. */
export function AppointmentStatisticsCards({ statistics, cards }: { statistics: AppointmentStatistics; cards: readonly StatCardKey[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {cards.map((key) => (
        <StatisticCard key={key} card={STAT_CARDS[key]} statistics={statistics} />
      ))}
    </SimpleGrid>
  );
}
