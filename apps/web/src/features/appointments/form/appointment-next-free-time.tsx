import { Button, Group, Text } from '@mantine/core';
import type { NextAvailable } from '@salon/contracts';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

type AppointmentNextFreeTimeProps = {
  /** What is missing before it can look, or null when ready. */
  missing: string | null;
  searching: boolean;
  /** The last answer, or null before the first. */
  found: NextAvailable | null;
  failed: boolean;
  onFind: () => void;
};

const HORIZON_TEXT = 'No free time in the next 60 days.';

/** "Next Free Time": the earliest free time from the chosen day on, filled into the form. */
export function AppointmentNextFreeTime({ missing, searching, found, failed, onFind }: AppointmentNextFreeTimeProps) {
  const slot = found?.slot;
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="light" size="xs" onClick={onFind} disabled={missing !== null} loading={searching}>
        Next Free Time
      </Button>
      <Text size="sm" c="dimmed" role="status">
        {missing ??
          (failed
            ? 'The next free time could not be found. Please try again.'
            : slot
              ? `Next free: ${formatDate(slot.date)} at ${formatTimeOfDay(slot.start_time)} with ${slot.employee_name}.`
              : found
                ? HORIZON_TEXT
                : '')}
      </Text>
    </Group>
  );
}
