/**
 * Calendar arithmetic on wire dates (`YYYY-MM-DD`) and months (`YYYY-MM`), the one place
 * both apps do it. Dates are worked out at UTC midnight, so no time zone or daylight-saving
 * change moves a day; times of day live in `scheduling/wall-clock.ts`.
 */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY_MS = 86_400_000;

const toUtc = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Is this `YYYY-MM-DD` a day that exists (no 2026-02-30)? */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

/** Is this `YYYY-MM` a month? */
export function isCalendarMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** `YYYY-MM-DD` plus whole days (negative goes back). */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from one date to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The day of the week of a date, 0 Sunday to 6 Saturday. */
export const dayOfWeek = (date: string): number => new Date(toUtc(date)).getUTCDay();

/** The Sunday that starts the week of a date (the salon's weeks run Sunday to Saturday). */
export const weekStartOf = (date: string): string => addDays(date, -dayOfWeek(date));

/** The number of days in a month `YYYY-MM`. */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** `YYYY-MM` plus whole months. */
export function addMonthsToMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return fromUtc(Date.UTC(year, monthNumber - 1 + months, 1)).slice(0, 7);
}

/** `YYYY-MM-DD` plus whole months; a day the target month lacks (the 31st) becomes its last day. */
export function addMonths(date: string, months: number): string {
  const month = addMonthsToMonth(date.slice(0, 7), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The first and the last day of a month `YYYY-MM`. */
export function monthRange(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

/** `YYYY-MM` of every month from one date to another, inclusive. */
export function monthsBetween(dateFrom: string, dateTo: string): string[] {
  const months: string[] = [];
  for (let month = dateFrom.slice(0, 7); month <= dateTo.slice(0, 7); month = addMonthsToMonth(month, 1)) months.push(month);
  return months;
}
