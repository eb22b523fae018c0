import type { ScheduleDay } from '../employees/employees.schemas';
import { salonHoursOn, type OpeningDay } from './business-hours';
import { dayOfWeek } from '../calendar/calendar-dates';
import { toMinutes, type MinuteRange } from './wall-clock';

export type WorkingDay = { shift: MinuteRange | null; breaks: MinuteRange[] };

/** What the rule reads of a weekly schedule row; the API passes its entities as they are. */
export type WeeklyHours = Pick<ScheduleDay, 'day_of_week' | 'start_time' | 'end_time' | 'break_start' | 'break_end'>;

/**
 * An employee's hours on a date from their weekly schedule: a weekday without a row is a
 * day off. With no weekly schedule at all they work the salon's opening hours from its
 * settings, `salonHours` (DECISIONS §5).
 */
export function workingDay(week: readonly WeeklyHours[], date: string, salonHours: readonly OpeningDay[]): WorkingDay {
  if (week.length === 0) return { shift: salonHoursOn(date, salonHours), breaks: [] };
  // Worked out once, not once per row looked at: a week grid asks this for hundreds of cells.
  const weekday = dayOfWeek(date);
  const row = week.find((entry) => entry.day_of_week === weekday);
  if (!row) return { shift: null, breaks: [] };
  const breaks = row.break_start && row.break_end ? [{ start: toMinutes(row.break_start), end: toMinutes(row.break_end) }] : [];
  return { shift: { start: toMinutes(row.start_time), end: toMinutes(row.end_time) }, breaks };
}

/** The hours a day-off's slots are listed over: the salon's, or a plain 09:00-17:00 when it is closed too. */
export const dayOffWindow = (date: string, salonHours: readonly OpeningDay[]): MinuteRange => salonHoursOn(date, salonHours) ?? { start: 9 * 60, end: 17 * 60 };

/** A day as it can be booked: `salonClosed` when the salon itself is closed that weekday (issue 16). */
export type BookableDay = WorkingDay & { salonClosed: boolean };

/**
 * When an employee can be booked on a date: their own hours (or the salon's, without a weekly
 * schedule) within the salon's opening hours that weekday (issue 16: the business hours are the
 * opening hours the slots and the day view use). A closed day offers nobody; hours that do not
 * meet the salon's leave a day off.
 */
export function bookableDay(week: readonly WeeklyHours[], date: string, salonHours: readonly OpeningDay[]): BookableDay {
  const open = salonHoursOn(date, salonHours);
  if (!open) return { shift: null, breaks: [], salonClosed: true };
  const own = workingDay(week, date, salonHours);
  if (!own.shift) return { ...own, salonClosed: false };
  const shift = { start: Math.max(own.shift.start, open.start), end: Math.min(own.shift.end, open.end) };
  if (shift.start >= shift.end) return { shift: null, breaks: [], salonClosed: false };
  return { shift, breaks: own.breaks.filter((pause) => pause.start < shift.end && shift.start < pause.end), salonClosed: false };
}
