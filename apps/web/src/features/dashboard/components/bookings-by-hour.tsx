import { Group, Progress, Stack, Text } from '@mantine/core';
import type { BookingsByHour as HourRow } from '@salon/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { hourLabel } from '../../../lib/format/format-hour';
import { QuerySection } from './query-section';

/** An hour with this many bookings fills its bar (spec part 1 §2). */
export const FULL_HOUR_BOOKINGS = 5;

const barPercent = (bookings: number) => Math.min(bookings / FULL_HOUR_BOOKINGS, 1) * 100;

/** Appointments by Hour: today's bookings per starting hour, one bar each, full at 5. */
export function BookingsByHour({ query }: { query: UseQueryResult<HourRow[]> }) {
  return (
    <QuerySection title="Appointments by Hour" query={query} isEmpty={(rows) => rows.length === 0} emptyText="The salon is closed today">
      {(rows) => (
        <Stack gap={6}>
          {rows.map((row) => (
            <Group key={row.hour} gap="sm" wrap="nowrap">
              <Text size="sm" w={48} ta="right" style={{ flexShrink: 0 }}>
                {hourLabel(row.hour)}
              </Text>
              <Progress
                value={barPercent(row.bookings)}
                size="lg"
                radius="sm"
                style={{ flex: 1 }}
                aria-label={`${hourLabel(row.hour)}: ${row.bookings} ${row.bookings === 1 ? 'booking' : 'bookings'}`}
              />
              <Text size="sm" w={24} c="dimmed" style={{ flexShrink: 0 }}>
                {row.bookings}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </QuerySection>
  );
}
