import { Button, Loader, Stack, Text } from '@mantine/core';
import type { BookedBlock } from '@salon/contracts';
import { useWeekCell } from '../api/use-week-cell';
import { ScheduleAppointmentLink } from './schedule-appointment-link';
import { heldAppointments } from './schedule-day-summary';

type ScheduleCellMoreProps = { employeeId: number; date: string; shown: readonly BookedBlock[] };

/** The rest of a week cell's bookings, read when its "+N more" opens: the week carries only the first few. */
export function ScheduleCellMore({ employeeId, date, shown }: ScheduleCellMoreProps) {
  const cell = useWeekCell(employeeId, date);
  if (cell.isPending) return <Loader size="xs" aria-label="Loading the other bookings" />;
  if (cell.isError) {
    return (
      <Stack gap={4} role="alert">
        <Text size="xs" c="red">
          Could not load the other bookings: {cell.error.message}
        </Text>
        <Button variant="subtle" size="compact-xs" px={0} style={{ alignSelf: 'flex-start' }} loading={cell.isFetching} onClick={() => void cell.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const listed = new Set(shown.map((appointment) => appointment.appointment_id));
  const rest = heldAppointments(cell.data.appointments).filter((appointment) => !listed.has(appointment.appointment_id));
  return (
    <Stack gap={6}>
      {rest.map((appointment) => (
        <ScheduleAppointmentLink key={appointment.appointment_id} appointment={appointment} />
      ))}
    </Stack>
  );
}
