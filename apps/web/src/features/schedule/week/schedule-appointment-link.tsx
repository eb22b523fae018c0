import { Anchor } from '@mantine/core';
import type { BookedBlock } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

/** One booking in a schedule cell: its start and client, opening the appointment. */
export function ScheduleAppointmentLink({ appointment }: { appointment: BookedBlock }) {
  return (
    <Anchor
      component={Link}
      to={`/appointments/${appointment.appointment_id}`}
      size="xs"
      display="block"
      lh={1.35}
      title={`${appointment.service_name}, ${formatTimeOfDay(appointment.start_time)} – ${formatTimeOfDay(appointment.end_time)}`}
    >
      <strong>{formatTimeOfDay(appointment.start_time)}</strong> {appointment.client_name}
    </Anchor>
  );
}
