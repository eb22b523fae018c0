import { Box } from '@mantine/core';
import type { WeekDay } from '@salon/contracts';
import { shiftSegments } from './schedule-day-summary';

const SEGMENT_COLORS = { booked: 'var(--mantine-color-blue-filled)', break: 'var(--mantine-color-gray-5)' } as const;

/**
 * A thin bar the length of the shift: booked time in blue, breaks in grey, free time
 * left plain. Decorative: the cell's text says the same in words.
 */
export function BookedTimeBar({ day }: { day: Pick<WeekDay, 'working_hours' | 'breaks' | 'busy'> }) {
  return (
    <Box
      aria-hidden
      data-testid="booked-time-bar"
      pos="relative"
      h={6}
      style={{ borderRadius: 3, overflow: 'hidden', background: 'var(--mantine-color-default-border)' }}
    >
      {shiftSegments(day, day.busy).map((segment) => (
        <Box
          key={segment.key}
          data-kind={segment.kind}
          pos="absolute"
          top={0}
          bottom={0}
          style={{ left: `${segment.left}%`, width: `${segment.width}%`, background: SEGMENT_COLORS[segment.kind] }}
        />
      ))}
    </Box>
  );
}
