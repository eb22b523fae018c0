import { salonNowAt } from '../appointments/appointment-actions';
import { daysBetween } from '../calendar/calendar-dates';
import { toMinutes, toTime } from '../scheduling/wall-clock';
import { previousPeriodOf, type ReportPeriod } from './reports.schemas';

/**
 * The days of a range that have begun by the salon's `today` (today counts as it stands):
 * start..min(end, today); null when the range starts after today. A month that is not over
 * is judged on its days so far, never on days that have not happened.
 */
export function elapsedPeriodOf(start: string, end: string, today: string): ReportPeriod | null {
  if (start > today) return null;
  return { startDate: start, endDate: end < today ? end : today };
}

/** How many days of the range have begun by `today` (0 when it starts after today). */
export function elapsedDaysOf(start: string, end: string, today: string): number {
  const elapsed = elapsedPeriodOf(start, end, today);
  return elapsed ? daysBetween(elapsed.startDate, elapsed.endDate) + 1 : 0;
}

/**
 * What a range's "change" compares (REPORT_DEFINITIONS.change): its elapsed days against as
 * many days just before its start (November 1-10 of November, on the 10th, against October
 * 22-31); null when no day of the range has begun, so there is nothing to compare yet.
 */
export function comparisonOf(start: string, end: string, today: string): { current: ReportPeriod; previous: ReportPeriod } | null {
  const current = elapsedPeriodOf(start, end, today);
  return current && { current, previous: previousPeriodOf(current.startDate, current.endDate) };
}

/** The grain of the money totals (payment_money_quarters): a compared day that is not over is cut on it. */
export const COMPARISON_GRAIN_MINUTES = 15;

/**
 * The time of day (`HH:MM`, `24:00` at most) at which a comparison reaching today cuts both last
 * days (today and the previous period's last day): the salon's time now rounded up to the quarter
 * hour, so the quarter in progress counts whole on both sides (09:00:00 gives 09:00, 09:00:01 and
 * 09:07 give 09:15, 23:50 gives 24:00). `secondsIntoDay` is the salon's wall-clock time in seconds.
 */
export function comparedUntilOf(secondsIntoDay: number): string {
  const grain = COMPARISON_GRAIN_MINUTES * 60;
  return toTime((Math.ceil(secondsIntoDay / grain) * grain) / 60);
}

/** comparedUntilOf the salon's wall-clock time at `instant` (every zone's offset is whole minutes, so seconds are the instant's). */
export function comparedUntilAt(instant: Date, timeZone: string): string {
  return comparedUntilOf(toMinutes(salonNowAt(instant, timeZone).time) * 60 + instant.getUTCSeconds() + instant.getUTCMilliseconds() / 1000);
}
