import { Link, type To } from 'react-router-dom';
import { Anchor, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { MAX_LIMIT, addMonthsToMonth, monthRange, type Appointment } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { useAppointments } from '../api/use-appointments';
import { dayOfMonth, longDate, monthTitle, monthWeeks, WEEKDAYS } from './appointment-calendar-dates';
import { PeriodNav } from './appointment-calendar-nav';
import classes from './appointment-calendar.module.css';
import { statusLabel } from '../status/appointment-status-label';
import { statusStyle } from '../status/appointment-status-style';

/** A day cell shows this many appointments, then "+N more" (spec part 1 §2, §9). */
export const CALENDAR_DAY_LIMIT = 3;

type AppointmentCalendarProps = {
  /** `YYYY-MM`. */
  month: string;
  /** The browser's today, `YYYY-MM-DD`. */
  today: string;
  onMonthChange: (month: string) => void;
  /** Where a day's number and its "+N more" lead: that day in the Day view. */
  dayViewLink: (date: string) => To;
};

function groupByDate(rows: readonly Appointment[]): Map<string, Appointment[]> {
  const byDate = new Map<string, Appointment[]>();
  for (const appointment of rows) {
    const day = byDate.get(appointment.appointment_date) ?? [];
    day.push(appointment);
    byDate.set(appointment.appointment_date, day);
  }
  return byDate;
}

function CalendarEntry({ appointment }: { appointment: Appointment }) {
  const client = `${appointment.client.first_name} ${appointment.client.last_name}`;
  const status = statusLabel(appointment.status.name);
  const time = formatTimeOfDay(appointment.start_time);
  return (
    <li>
      <Link
        to={`/appointments/${appointment.appointment_id}`}
        className={classes.entry}
        style={statusStyle(appointment.status.name)}
        title={`${time} – ${formatTimeOfDay(appointment.end_time)} ${client} · ${appointment.service.name} · ${status}`}
      >
        <span className={classes.time}>{time}</span> {client}
        <VisuallyHidden>, {status}</VisuallyHidden>
      </Link>
    </li>
  );
}

type CalendarDayProps = { date: string; isToday: boolean; appointments: readonly Appointment[]; dayViewLink: (date: string) => To };

function CalendarDay({ date, isToday, appointments, dayViewLink }: CalendarDayProps) {
  const shown = appointments.slice(0, CALENDAR_DAY_LIMIT);
  const hidden = appointments.length - shown.length;
  const label = longDate(date);
  return (
    <td className={isToday ? `${classes.day} ${classes.today}` : classes.day} aria-current={isToday ? 'date' : undefined}>
      <Link to={dayViewLink(date)} className={classes.dayNumber} aria-label={`${label}${isToday ? ', today' : ''}: open the Day view`}>
        {dayOfMonth(date)}
      </Link>
      {shown.length > 0 && (
        <ul className={classes.entries} aria-label={`Appointments on ${label}`}>
          {shown.map((appointment) => (
            <CalendarEntry key={appointment.appointment_id} appointment={appointment} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <Anchor component={Link} to={dayViewLink(date)} className={classes.more} aria-label={`+${hidden} more on ${label}`}>
          +{hidden} more
        </Anchor>
      )}
    </td>
  );
}

/**
 * The Calendar view of /appointments: a month from Sunday to Saturday with up to three
 * appointments a day in their status colours; the rest, and each whole day, open the Day view.
 */
export function AppointmentCalendar({ month, today, onMonthChange, dayViewLink }: AppointmentCalendarProps) {
  const { first, last } = monthRange(month);
  // The whole month in one call (spec part 1 §2: limit 1000), in date and time order.
  const query = useAppointments({ limit: MAX_LIMIT, offset: 0, sortBy: 'appointment_date', sortOrder: 'ASC', date_from: first, date_to: last });
  // The last month's rows while this one loads would sit on the wrong days; show none instead.
  const data = query.isPlaceholderData ? undefined : query.data;
  const byDate = groupByDate(data?.rows ?? []);
  const title = monthTitle(month);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h3" aria-live="polite">
              {title}
            </Title>
            {query.isFetching && <Loader size="xs" role="status" aria-label="Loading appointments" />}
          </Group>
          <PeriodNav
            unit="month"
            onPrevious={() => onMonthChange(addMonthsToMonth(month, -1))}
            onToday={() => onMonthChange(today.slice(0, 7))}
            onNext={() => onMonthChange(addMonthsToMonth(month, 1))}
            showingToday={month === today.slice(0, 7)}
          />
        </Group>

        {query.error && !query.isFetching && (
          <ErrorCard title="Error loading appointments" message={query.error.message} onRetry={() => void query.refetch()} />
        )}
        {data && data.count > data.rows.length && (
          <Text size="sm" c="dimmed">
            Showing the first {data.rows.length} of {data.count} appointments this month; the Day view and the list show every one.
          </Text>
        )}

        <div style={{ overflowX: 'auto' }}>
          <table className={classes.grid} aria-label={`Appointments in ${title}`} aria-busy={data === undefined}>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col" className={classes.weekday}>
                    <abbr title={weekday} style={{ textDecoration: 'none' }}>
                      {weekday.slice(0, 3)}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week.find((day) => day !== null)}>
                  {week.map((date, index) =>
                    date === null ? (
                      <td key={`outside-${index}`} className={`${classes.day} ${classes.outside}`} />
                    ) : (
                      <CalendarDay key={date} date={date} isToday={date === today} appointments={byDate.get(date) ?? []} dayViewLink={dayViewLink} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Stack>
    </Paper>
  );
}
