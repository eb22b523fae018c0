import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Badge, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { addDays, can, isCalendarDate, toMinutes, type DaySchedule } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { useSession } from '../../../lib/session/use-session';
import { POSITION_LABELS } from '../../../lib/format/position-labels';
import { useDaySchedule } from '../api/use-day-schedule';
import { longDate } from '../calendar/appointment-calendar-dates';
import { PeriodNav } from '../calendar/appointment-calendar-nav';
import { AppointmentDayColumn } from './appointment-day-column';
import { dayRange, gridHeight, holdsTime, offsetOf, type DayRange } from './appointment-day-layout';
import classes from './appointment-day-view.module.css';
import { statusLabel } from '../status/appointment-status-label';

type AppointmentDayViewProps = {
  /** `YYYY-MM-DD`. */
  date: string;
  onDateChange: (date: string) => void;
};

type ScheduledEmployee = DaySchedule['employees'][number];

const nameOf = (employee: ScheduledEmployee) => `${employee.first_name} ${employee.last_name}`;
const positionOf = (employee: ScheduledEmployee) => POSITION_LABELS[employee.position as keyof typeof POSITION_LABELS] ?? employee.position;

function TimeAxis({ range }: { range: DayRange }) {
  const hours: number[] = [];
  for (let minutes = range.start; minutes < range.end; minutes += 60) hours.push(minutes);
  return (
    <div className={classes.axis} style={{ height: gridHeight(range) }} aria-hidden="true">
      {hours.map((minutes) => (
        <span key={minutes} className={classes.hourLabel} style={{ top: offsetOf(minutes, range) }}>
          {formatTimeOfDay(`${String(minutes / 60).padStart(2, '0')}:00`)}
        </span>
      ))}
    </div>
  );
}

function ColumnHeader({ employee }: { employee: ScheduledEmployee }) {
  const hours = employee.day.working_hours;
  return (
    <div className={classes.header}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={700} truncate>
          {nameOf(employee)}
        </Text>
        {/* Deactivated after these bookings were made: they stay where they are booked (issue 12). */}
        {!employee.is_active && (
          <Badge size="xs" color="gray" variant="outline" style={{ flexShrink: 0 }}>
            Inactive
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {positionOf(employee)} · {hours ? `${formatTimeOfDay(hours.start_time)} – ${formatTimeOfDay(hours.end_time)}` : 'Not scheduled'}
      </Text>
    </div>
  );
}

/** A compact line under the grid: a label, then items separated by commas. */
function NoteLine({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children.map((child, index) => (
        <span key={index}>
          {index > 0 && ', '}
          {child}
        </span>
      ))}
    </Text>
  );
}

/**
 * The Day view of /appointments, where the front desk works: one column per employee
 * working that day on a 15-minute time axis, with hours, breaks and bookings; free time
 * opens a booking prefilled with the employee, date and time.
 */
export function AppointmentDayView({ date, onDateChange }: AppointmentDayViewProps) {
  const user = useSession()?.user;
  const schedule = useDaySchedule(date);
  // The salon's clock, read every minute: the "now" line moves and passed slots stop being offered.
  const now = useSalonNow();
  const today = now.date;
  const nowMinutes = toMinutes(now.time);
  const title = longDate(date);
  const isToday = date === today;

  // Nothing can be booked in the past; today only from the present minute on.
  const bookableFrom = !can(user, 'appointments:create') || date < today ? null : isToday ? nowMinutes : 0;

  const employees = schedule.data?.employees ?? [];
  // Someone off that day still gets a column if appointments were booked with them (before a schedule change).
  const shown = employees.filter((employee) => employee.day.working_hours !== null || employee.day.appointments.some(holdsTime));
  const notWorking = employees.filter((employee) => !shown.includes(employee));
  const released = employees
    .flatMap((employee) => employee.day.appointments.filter((block) => !holdsTime(block)).map((block) => ({ block, employee })))
    .sort((a, b) => a.block.start_time.localeCompare(b.block.start_time));
  const range = dayRange(shown.map((employee) => employee.day));

  let body: ReactNode;
  if (schedule.error) {
    body = <ErrorCard title="Error loading the schedule" message={schedule.error.message} onRetry={() => void schedule.refetch()} retrying={schedule.isFetching} />;
  } else if (schedule.isPending) {
    body = <LoadingSpinner label="Loading the schedule" />;
  } else if (employees.length === 0) {
    body = <Text c="dimmed">There are no active employees to schedule.</Text>;
  } else if (range === null) {
    body = <Text c="dimmed">No one is working on {title}.</Text>;
  } else {
    body = (
      // Focusable, so keyboard users can scroll it (the grid is wider and taller than the page on small screens).
      <div className={classes.scroller} role="region" aria-label={`Schedule for ${title}`} tabIndex={0}>
        <div className={classes.grid} style={{ gridTemplateColumns: `72px repeat(${shown.length}, minmax(150px, 1fr))` }}>
          <div className={classes.corner} />
          {shown.map((employee) => (
            <ColumnHeader key={employee.employee_id} employee={employee} />
          ))}
          <TimeAxis range={range} />
          {shown.map((employee) => (
            <AppointmentDayColumn
              key={employee.employee_id}
              date={date}
              employeeId={employee.employee_id}
              employeeName={nameOf(employee)}
              day={employee.day}
              range={range}
              bookableFrom={employee.is_active ? bookableFrom : null}
              timeZone={schedule.data.time_zone}
              nowAt={isToday ? nowMinutes : null}
            />
          ))}
        </div>
      </div>
    );
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h3" aria-live="polite">
              {title}
            </Title>
            {schedule.isFetching && !schedule.isPending && <Loader size="xs" role="status" aria-label="Loading the schedule" />}
          </Group>
          <Group gap="sm" align="flex-end">
            <TextInput
              label="Date"
              type="date"
              value={date}
              onChange={(event) => isCalendarDate(event.currentTarget.value) && onDateChange(event.currentTarget.value)}
              w={170}
            />
            <PeriodNav
              unit="day"
              onPrevious={() => onDateChange(addDays(date, -1))}
              onToday={() => onDateChange(today)}
              onNext={() => onDateChange(addDays(date, 1))}
              showingToday={isToday}
            />
          </Group>
        </Group>

        {body}

        {notWorking.length > 0 && (
          <NoteLine label={isToday ? 'Not working today' : 'Not working this day'}>
            {notWorking.map((employee) => (
              <span key={employee.employee_id}>
                {nameOf(employee)}
                {!employee.is_active && ' (inactive)'}
              </span>
            ))}
          </NoteLine>
        )}
        {released.length > 0 && (
          <NoteLine label="Cancelled and no-shows">
            {released.map(({ block, employee }) => (
              <Anchor key={block.appointment_id} component={Link} to={`/appointments/${block.appointment_id}`} size="sm">
                {formatTimeOfDay(block.start_time)} {block.client_name} with {nameOf(employee)} ({statusLabel(block.status)})
              </Anchor>
            ))}
          </NoteLine>
        )}
      </Stack>
    </Paper>
  );
}
