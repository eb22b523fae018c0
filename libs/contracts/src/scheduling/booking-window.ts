import { addDays, daysBetween } from '../calendar/calendar-dates';
import { toMinutes } from './wall-clock';

/**
 * How soon and how far ahead a booking may start: the salon's booking rules (settings ›
 * appointments › bookingRules: minAdvanceBookingHours, maxAdvanceBookingDays). Counted on the
 * salon's wall clock, like every other scheduling rule.
 */
export type BookingWindow = { minAdvanceHours: number; maxAdvanceDays: number };

/** No limits: a walk-in seated at once, or a move that keeps its time. */
export const OPEN_BOOKING_WINDOW: BookingWindow = { minAdvanceHours: 0, maxAdvanceDays: Number.POSITIVE_INFINITY };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const BOOKING_WINDOW_MESSAGES = {
  tooSoon: (hours: number) => `Appointments must be booked at least ${plural(hours, 'hour')} in advance`,
  tooFar: (days: number) => `Appointments cannot be booked more than ${plural(days, 'day')} ahead`,
} as const;

type WallNow = { date: string; time: string };

/** The last date a booking may fall on: the salon's today plus the maximum days. */
export const lastBookableDate = (today: string, window: BookingWindow): string | null =>
  Number.isFinite(window.maxAdvanceDays) ? addDays(today, window.maxAdvanceDays) : null;

/** The first minute of `date` a booking may start at: 0 on a day far enough ahead, 1440 or more when none can. */
export function soonestStartOn(date: string, now: WallNow, window: BookingWindow): number {
  return Math.max(0, toMinutes(now.time) + window.minAdvanceHours * 60 - daysBetween(now.date, date) * 24 * 60);
}

/** Why a start falls outside the window, or null when it is inside. */
export function bookingWindowProblem(window: BookingWindow, now: WallNow, date: string, startTime: string): string | null {
  const last = lastBookableDate(now.date, window);
  if (last !== null && date > last) return BOOKING_WINDOW_MESSAGES.tooFar(window.maxAdvanceDays);
  if (toMinutes(startTime) < soonestStartOn(date, now, window)) return BOOKING_WINDOW_MESSAGES.tooSoon(window.minAdvanceHours);
  return null;
}

/** The window of the settings' booking rules (settings › appointments › bookingRules). */
export const bookingWindowOf = (rules: { minAdvanceBookingHours: number; maxAdvanceBookingDays: number }): BookingWindow => ({
  minAdvanceHours: rules.minAdvanceBookingHours,
  maxAdvanceDays: rules.maxAdvanceBookingDays,
});
