/**
 * Calendar arithmetic on wire dates (`YYYY-MM-DD`) and months (`YYYY-MM`). Dates are
 * worked out at UTC midnight, so no time zone or daylight-saving change moves a day.
 */

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const toWire = (date: Date) => date.toISOString().slice(0, 10);

export function isMonth(value: string | null): value is string {
  return value !== null && MONTH_PATTERN.test(value);
}

export function isWireDate(value: string | null): value is string {
  return value !== null && DATE_PATTERN.test(value) && !Number.isNaN(toUtc(value).getTime()) && toWire(toUtc(value)) === value;
}

export function shiftDate(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return toWire(next);
}

export function shiftMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return toWire(new Date(Date.UTC(year, monthNumber - 1 + months, 1))).slice(0, 7);
}

/** The first and last day of a month, as the list call's date_from and date_to. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: shiftDate(`${shiftMonth(month, 1)}-01`, -1) };
}

/** The month as weeks from Sunday to Saturday; days of the months around it are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: toUtc(first).getUTCDay() }, () => null);
  for (let day = first; day <= last; day = shiftDate(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Sunday first, as the calendar's columns. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const monthTitleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "March 2030". */
export function monthTitle(month: string): string {
  return monthTitleFormat.format(toUtc(`${month}-01`));
}

/** "Tuesday, March 12, 2030". */
export function longDate(date: string): string {
  return longDateFormat.format(toUtc(date));
}

export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}
