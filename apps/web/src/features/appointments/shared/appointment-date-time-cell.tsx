import { Anchor, Stack, Text } from '@mantine/core';
import type { Appointment } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimeRange } from './appointment-detail-format';

type AppointmentDateTimeCellProps = {
  appointment: Appointment;
  /** The row opens the appointment on a click too: the link keeps its click from opening it twice. */
  inClickableRow?: boolean;
};

/** A table's "Date & Time" cell: the date, which opens the appointment (as a name does in other lists), over its times. */
export function AppointmentDateTimeCell({ appointment, inClickableRow = false }: AppointmentDateTimeCellProps) {
  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={`/appointments/${appointment.appointment_id}`}
        size="sm"
        fw={600}
        onClick={inClickableRow ? (event) => event.stopPropagation() : undefined}
      >
        {formatDate(appointment.appointment_date)}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatTimeRange(appointment.start_time, appointment.end_time)}
      </Text>
    </Stack>
  );
}
