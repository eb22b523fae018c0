import { formatDate } from '../../../lib/format/format-date';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

/** A calendar date with its weekday, e.g. "Tue, Nov 24, 2026" or "Tue, 24 Nov 2026": the front desk thinks in weekdays. */
export function formatAppointmentDay(date: string): string {
  return formatDate(date, { weekday: 'short' });
}

/** "10:00 AM – 10:45 AM". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTimeOfDay(start)} – ${formatTimeOfDay(end)}`;
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}
