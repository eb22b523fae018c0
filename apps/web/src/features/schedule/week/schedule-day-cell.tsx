import { Button, Popover, Stack, Text } from '@mantine/core';
import type { WeekDay } from '@salon/contracts';
import { formatDuration } from '../../../lib/format/format-duration';
import { BookedTimeBar } from './booked-time-bar';
import { ScheduleAppointmentLink } from './schedule-appointment-link';
import { ScheduleCellMore } from './schedule-cell-more';
import { compactSpan, workingMinutes } from './schedule-day-summary';
import { longDayOf } from './week-dates';

function bookedSummary(day: WeekDay): string {
  const working = workingMinutes(day);
  const booked = formatDuration(day.booked_minutes);
  return working > 0 ? `${booked} of ${formatDuration(working)} booked` : `${booked} booked`;
}

type ScheduleDayCellProps = {
  day: WeekDay;
  employeeId: number;
  employeeName: string;
  /** False for an inactive employee: only their bookings show, no shift or free time to book. */
  bookable: boolean;
};

/**
 * One employee's day in the week grid: shift, breaks, booked time and the first bookings
 * (the week carries three per cell); the rest open from "+N more", so one busy day does not
 * stretch the whole row.
 */
export function ScheduleDayCell({ day: scheduled, employeeId, employeeName, bookable }: ScheduleDayCellProps) {
  // An inactive employee's shift is time no one can book: the cell keeps only what is booked.
  const day = bookable ? scheduled : { ...scheduled, working_hours: null, breaks: [] };
  const more = day.count - day.first.length;
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
          <BookedTimeBar day={day} />
        </>
      ) : (
        bookable && (
          <Text size="xs" c="dimmed" fw={600}>
            Day off
          </Text>
        )
      )}
      {day.count > 0 ? (
        <div>
          <Text size="xs" fw={500}>
            {day.count} {day.count === 1 ? 'appointment' : 'appointments'}
          </Text>
          <Text size="xs" c="dimmed">
            {bookedSummary(day)}
          </Text>
        </div>
      ) : (
        day.working_hours !== null && (
          <Text size="xs" c="dimmed">
            No bookings
          </Text>
        )
      )}
      {day.first.map((appointment) => (
        <ScheduleAppointmentLink key={appointment.appointment_id} appointment={appointment} />
      ))}
      {more > 0 && (
        <Popover position="bottom-start" shadow="md" withArrow>
          <Popover.Target>
            <Button
              variant="subtle"
              size="compact-xs"
              px={0}
              style={{ alignSelf: 'flex-start' }}
              aria-label={`+${more} more for ${employeeName} on ${longDayOf(day.date)}`}
            >
              +{more} more
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <ScheduleCellMore employeeId={employeeId} date={day.date} shown={day.first} />
          </Popover.Dropdown>
        </Popover>
      )}
    </Stack>
  );
}
