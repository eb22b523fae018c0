import type { To } from 'react-router-dom';
import { Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { CALENDAR_DAY_LIMIT, addMonthsToMonth, type CalendarDay } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { useAppointmentMonth } from '../api/use-appointment-month';
import { AppointmentCalendarDay } from './appointment-calendar-day';
import { AppointmentCalendarFilters } from './appointment-calendar-filters';
import { monthTitle, monthWeeks, WEEKDAYS } from './appointment-calendar-dates';
import { PeriodNav } from './appointment-calendar-nav';
import { useCalendarFilters } from './calendar-filters';
import classes from './appointment-calendar.module.css';

type AppointmentCalendarProps = {
  /** `YYYY-MM`. */
  month: string;
  /** The browser's today, `YYYY-MM-DD`. */
  today: string;
  onMonthChange: (month: string) => void;
  /** Where a day's number and its "+N more" lead: that day in the Day view. */
  dayViewLink: (date: string) => To;
};

/**
 * The Calendar view of /appointments: a month from Sunday to Saturday with up to three
 * appointments a day in their status colours; the rest, and each whole day, open the Day view.
 * It asks the server only for what it draws: each day's count and first three (GET /appointments/month).
 */
export function AppointmentCalendar({ month, today, onMonthChange, dayViewLink }: AppointmentCalendarProps) {
  const [filters, setFilter] = useCalendarFilters();
  const query = useAppointmentMonth({ month, per_day: CALENDAR_DAY_LIMIT, ...filters });
  // The last month's days while this one loads would sit on the wrong dates; show none instead.
  const data = query.isPlaceholderData ? undefined : query.data;
  const byDate = new Map<string, CalendarDay>((data?.days ?? []).map((day) => [day.date, day]));
  const title = monthTitle(month);

  return (
    <Paper withBorder radius="md" p="md" className={classes.panel}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h3" aria-live="polite">
              {title}
            </Title>
            {query.isFetching && <Loader size="xs" role="status" aria-label="Loading appointments" />}
          </Group>
          <Group gap="sm">
            <AppointmentCalendarFilters filters={filters} onChange={setFilter} />
            <PeriodNav
              unit="month"
              onPrevious={() => onMonthChange(addMonthsToMonth(month, -1))}
              onToday={() => onMonthChange(today.slice(0, 7))}
              onNext={() => onMonthChange(addMonthsToMonth(month, 1))}
              showingToday={month === today.slice(0, 7)}
            />
          </Group>
        </Group>

        {query.error && !query.isFetching && (
          <ErrorCard title="Error loading appointments" message={query.error.message} onRetry={() => void query.refetch()} />
        )}

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
                    <AppointmentCalendarDay key={date} date={date} isToday={date === today} day={byDate.get(date)} dayViewLink={dayViewLink} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </Paper>
  );
}
