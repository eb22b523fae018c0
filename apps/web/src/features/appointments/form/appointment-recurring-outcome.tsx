import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { RecurringResult } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

type AppointmentRecurringOutcomeProps = {
  outcome: RecurringResult;
  /** Back to the form, its values kept, to try other dates or times. */
  onChangeBooking: () => void;
};

const appointments = (count: number) => `${count} ${count === 1 ? 'appointment' : 'appointments'}`;

/** What a series booking did: how many were booked, and each date that could not be, with why. */
export function AppointmentRecurringOutcome({ outcome, onChangeBooking }: AppointmentRecurringOutcomeProps) {
  const booked = [...outcome.booked].sort((a, b) => `${a.appointment_date} ${a.start_time}`.localeCompare(`${b.appointment_date} ${b.start_time}`));
  const first = booked[0];
  const title = first ? `${appointments(booked.length)} booked` : 'No appointments were booked';

  return (
    <Alert color={first ? (outcome.failed.length > 0 ? 'yellow' : 'teal') : 'red'} variant="light" title={title} role="status">
      <Stack gap="sm">
        {first && (
          <Text size="sm">
            From {formatDate(first.appointment_date)} at {formatTimeOfDay(first.start_time)}
            {booked.length > 1 && ` to ${formatDate(booked[booked.length - 1].appointment_date)}`}, with {first.employee.first_name}{' '}
            {first.employee.last_name} for {first.client.first_name} {first.client.last_name}.
          </Text>
        )}
        {outcome.failed.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {outcome.failed.length === 1 ? 'This date could not be booked:' : `These ${outcome.failed.length} dates could not be booked:`}
            </Text>
            <List size="sm" aria-label="Dates not booked">
              {outcome.failed.map((failure) => (
                <List.Item key={failure.appointment_date}>
                  {formatDate(failure.appointment_date)}: {failure.message}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Group gap="sm">
          {first ? (
            <Button component={Link} to={`/appointments/${first.appointment_id}`} size="xs">
              Open the First Appointment
            </Button>
          ) : (
            <Button onClick={onChangeBooking} size="xs">
              Change the Booking
            </Button>
          )}
          <Button component={Link} to="/appointments" variant="default" size="xs">
            Back to Appointments
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
