import type { MinuteRange } from './wall-clock';
import { dayOfWeek } from '../calendar/calendar-dates';
import { toMinutes } from './wall-clock';

export type BusinessDay = { dayOfWeek: number; open: string; close: string; isClosed: boolean };

/**
 * The salon's opening hours: the spec's defaults (part 2 §9: Sunday closed, Monday to
 * Thursday 09:00-19:00, Friday 09:00-20:00, Saturday 09:00-18:00). An employee without a
 * weekly schedule works the salon's hours (DECISIONS §5); these are only the settings' default.
 */
export const DEFAULT_BUSINESS_HOURS: readonly BusinessDay[] = [
  { dayOfWeek: 0, open: '09:00', close: '18:00', isClosed: true },
  { dayOfWeek: 1, open: '09:00', close: '19:00', isClosed: false },
  { dayOfWeek: 2, open: '09:00', close: '19:00', isClosed: false },
  { dayOfWeek: 3, open: '09:00', close: '19:00', isClosed: false },
  { dayOfWeek: 4, open: '09:00', close: '19:00', isClosed: false },
  { dayOfWeek: 5, open: '09:00', close: '20:00', isClosed: false },
  { dayOfWeek: 6, open: '09:00', close: '18:00', isClosed: false },
];

/** One weekday of the salon's business hours as its settings keep them (settings › general › businessHours). */
export type OpeningDay = { dayOfWeek: number; openTime: string; closeTime: string; isClosed: boolean };

/** The salon's opening hours on a date (`hours`: its settings' business hours); null when it is closed. */
export function salonHoursOn(date: string, hours: readonly OpeningDay[]): MinuteRange | null {
  const weekday = dayOfWeek(date);
  const day = hours.find((entry) => entry.dayOfWeek === weekday);
  if (!day || day.isClosed) return null;
  return { start: toMinutes(day.openTime), end: toMinutes(day.closeTime) };
}
