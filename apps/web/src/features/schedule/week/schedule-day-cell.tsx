import { Button, Popover, Stack, Text } from '@mantine/core';
import type { EmployeeDay } from '@salon/contracts';
import { formatDuration } from '../../../lib/format/format-duration';
import { BookedTimeBar } from './booked-time-bar';
import { ScheduleAppointmentLink } from './schedule-appointment-link';
import { bookedMinutes, compactSpan, heldAppointments, workingMinutes } from './schedule-day-summary';
import { longDayOf } from './week-dates';

/** Bookings listed in the cell itself; the rest open from "+N more", so one busy day does not stretch the whole row. */
const SHOWN_IN_CELL = 3;

function bookedSummary(day: EmployeeDay, booked: number): string {
  const working = workingMinutes(day);
  return working > 0 ? `${formatDuration(booked)} of ${formatDuration(working)} booked` : `${formatDuration(booked)} booked`;
}

type ScheduleDayCellProps = {
  day: EmployeeDay;
  employeeName: string;
  /** False for an inactive employee: only their bookings show, no shift or free time to book. */
  bookable: boolean;
};

/** One employee's day in the week grid: shift, breaks, booked time and the bookings themselves. */
export function ScheduleDayCell({ day: scheduled, employeeName, bookable }: ScheduleDayCellProps) {
  // An inactive employee's shift is time no one can book: the cell keeps only what is booked.
  const day = bookable ? scheduled : { ...scheduled, working_hours: null, breaks: [] };
  const held = heldAppointments(day);
  const shown = held.slice(0, SHOWN_IN_CELL);
  const more = held.slice(SHOWN_IN_CELL);
  return (
    <Stack gap={4}>
      {day.working_hours ? (
        <>
          <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {compactSpan(day.working_hours)}
          </Text>
          {day.breaks.map((pause) => (
            <Text key={pause.start_time} size="xs" c="dimmed">
              Break {compactSpan(pause)}
            </Text>
          ))}
          <BookedTimeBar day={day} appointments={held} />
        </>
      ) : (
        bookable && (
          <Text size="xs" c="dimmed" fw={600}>
            Day off
          </Text>
        )
      )}
      {held.length > 0 ? (
        <div>
          <Text size="xs" fw={500}>
            {held.length} {held.length === 1 ? 'appointment' : 'appointments'}
          </Text>
          <Text size="xs" c="dimmed">
            {bookedSummary(day, bookedMinutes(held))}
          </Text>
        </div>
      ) : (
        day.working_hours !== null && (
          <Text size="xs" c="dimmed">
            No bookings
          </Text>
        )
      )}
      {shown.map((appointment) => (
        <ScheduleAppointmentLink key={appointment.appointment_id} appointment={appointment} />
      ))}
      {more.length > 0 && (
        <Popover position="bottom-start" shadow="md" withArrow>
          <Popover.Target>
            <Button
              variant="subtle"
              size="compact-xs"
              px={0}
              style={{ alignSelf: 'flex-start' }}
              aria-label={`+${more.length} more for ${employeeName} on ${longDayOf(day.date)}`}
            >
              +{more.length} more
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={6}>
              {more.map((appointment) => (
                <ScheduleAppointmentLink key={appointment.appointment_id} appointment={appointment} />
              ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Stack>
  );
}
