import { Box, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { AppointmentStatistics } from '@salon/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatDate } from '../../../lib/format/format-date';
import { AppointmentStatisticsCards, type StatCardKey } from './appointment-statistics-cards';
import { AppointmentStatisticsChart } from './appointment-statistics-chart';
import { STATISTICS_RANGES, type useStatisticsRange } from './appointment-statistics-range';
import { AppointmentStatisticsTopList, type TopListKind } from './appointment-statistics-top-list';

type AppointmentStatisticsPanelProps = {
  /** The period chosen, from useStatisticsRange(). */
  range: ReturnType<typeof useStatisticsRange>;
  /** The figures of that period (employee or service statistics). */
  statistics: UseQueryResult<AppointmentStatistics, Error>;
  cards: readonly StatCardKey[];
  top: TopListKind;
};

/**
 * A statistics tab: the period, its headline figures, the months and the top list. A
 * period without appointments says so instead of showing a wall of zeros.
 */
export function AppointmentStatisticsPanel({ range, statistics, cards, top }: AppointmentStatisticsPanelProps) {
  const { data } = statistics;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <SegmentedControl aria-label="Period" value={range.range} onChange={range.setRange} data={STATISTICS_RANGES.map(({ value, label }) => ({ value, label }))} />
        <Text size="sm" c="dimmed">
          {formatDate(range.dates.date_from)} – {formatDate(range.dates.date_to)}
        </Text>
      </Group>

      {statistics.isPending ? (
        <LoadingSpinner label="Loading statistics" />
      ) : statistics.isError ? (
        <ErrorCard title="Error loading statistics" message={statistics.error.message} onRetry={() => void statistics.refetch()} retrying={statistics.isFetching} />
      ) : data && data.total_appointments === 0 ? (
        <Paper withBorder radius="md" p="xl" opacity={statistics.isPlaceholderData ? 0.6 : 1}>
          <Stack gap={4} align="center">
            <Text fw={600}>No appointments in this period</Text>
            {range.range !== STATISTICS_RANGES[STATISTICS_RANGES.length - 1].value && (
              <Text size="sm" c="dimmed">
                Choose a longer period to see earlier appointments.
              </Text>
            )}
          </Stack>
        </Paper>
      ) : (
        data && (
          <Box opacity={statistics.isPlaceholderData ? 0.6 : 1} aria-busy={statistics.isPlaceholderData}>
            <Stack gap="lg">
              <AppointmentStatisticsCards statistics={data} cards={cards} />
              <AppointmentStatisticsChart byMonth={data.by_month} />
              <AppointmentStatisticsTopList statistics={data} kind={top} />
            </Stack>
          </Box>
        )
      )}
    </Stack>
  );
}
