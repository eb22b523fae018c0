import { Link, type To } from 'react-router-dom';
import { Anchor, VisuallyHidden } from '@mantine/core';
import type { CalendarDay, CalendarEntry } from '@salon/contracts';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { statusLabel } from '../status/appointment-status-label';
import { statusStyle } from '../status/appointment-status-style';
import { dayOfMonth, longDate } from './appointment-calendar-dates';
import classes from './appointment-calendar.module.css';

function CalendarAppointment({ entry }: { entry: CalendarEntry }) {
  const status = statusLabel(entry.status.name);
  const time = formatTimeOfDay(entry.start_time);
  return (
    <li>
      <Link
        to={`/appointments/${entry.appointment_id}`}
        className={classes.entry}
        style={statusStyle(entry.status.name)}
        title={`${time} – ${formatTimeOfDay(entry.end_time)} ${entry.client_name} · ${entry.service_name} · with ${entry.employee_name} · ${status}`}
      >
        <span className={classes.time}>{time}</span> {entry.client_name}
        <VisuallyHidden>, {status}</VisuallyHidden>
      </Link>
    </li>
  );
}

type AppointmentCalendarDayProps = {
  date: string;
  isToday: boolean;
  /** The day's count and first appointments; undefined for a day without any. */
  day: CalendarDay | undefined;
  dayViewLink: (date: string) => To;
};

/** One day of the month: its number, its first appointments, and "+N more" for the rest; the number and "+N more" open the Day view. */
export function AppointmentCalendarDay({ date, isToday, day, dayViewLink }: AppointmentCalendarDayProps) {
  const shown = day?.appointments ?? [];
  const hidden = (day?.count ?? 0) - shown.length;
  const label = longDate(date);
  return (
    <td className={isToday ? `${classes.day} ${classes.today}` : classes.day} aria-current={isToday ? 'date' : undefined}>
      <Link to={dayViewLink(date)} className={classes.dayNumber} aria-label={`${label}${isToday ? ', today' : ''}: open the Day view`}>
        {dayOfMonth(date)}
      </Link>
      {shown.length > 0 && (
        <ul className={classes.entries} aria-label={`Appointments on ${label}`}>
          {shown.map((entry) => (
            <CalendarAppointment key={entry.appointment_id} entry={entry} />
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
