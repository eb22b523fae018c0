import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

type AppointmentDoubleBookingProps = {
  employeeName: string;
  startTime: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * Shown when the salon allows double booking and the chosen time is already booked for the
 * employee: the desk must say "book anyway" for the booking to overlap (DECISIONS §8).
 */
export function AppointmentDoubleBooking({ employeeName, startTime, checked, onChange }: AppointmentDoubleBookingProps) {
  return (
    <Alert color="yellow" variant="light" title="This time is already booked">
      <Stack gap="xs">
        <Text size="sm">
          {employeeName} already has an appointment at {formatTimeOfDay(startTime)}. Booking anyway puts two clients in the same time; the salon allows it, but only on
          purpose.
        </Text>
        <Checkbox label="Book anyway (double booking)" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      </Stack>
    </Alert>
  );
}
