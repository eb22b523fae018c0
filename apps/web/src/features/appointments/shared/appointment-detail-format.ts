import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar date with its weekday, e.g. "Tue, Nov 24, 2026": the front desk thinks in weekdays. Read in UTC so no zone moves it. */
export function formatAppointmentDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** "10:00 AM – 10:45 AM". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTimeOfDay(start)} – ${formatTimeOfDay(end)}`;
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}
