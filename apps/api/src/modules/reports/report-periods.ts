import { addDays, dayOfWeek, daysBetween, monthRange, monthsBetween, weekStartOf } from '@salon/contracts';

/** Salon days from one date to another, both included (`YYYY-MM-DD`). */
export type Period = { from: string; to: string };

/** Every date of a period, oldest first. */
export function datesOf({ from, to }: Period): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * How many of each weekday (0 Sunday to 6 Saturday) a period holds, by arithmetic: a year of
 * sixty schedules then costs seven figures per employee, not a rule run for every date.
 */
export function weekdayCounts({ from, to }: Period): number[] {
  const days = Math.max(daysBetween(from, to) + 1, 0);
  const first = dayOfWeek(from);
  return Array.from({ length: 7 }, (_, weekday) => Math.floor(days / 7) + ((weekday - first + 7) % 7 < days % 7 ? 1 : 0));
}

/** Ranges up to this many days are shown per week, longer ones per month. */
export const WEEKLY_TREND_MAX_DAYS = 92;

/** The weeks (Sunday to Saturday) or calendar months of a period, the first and last cut to it. */
export function trendParts(period: Period, granularity: 'week' | 'month'): Period[] {
  const clamp = (from: string, to: string): Period => ({ from: from < period.from ? period.from : from, to: to > period.to ? period.to : to });
  if (granularity === 'month') return monthsBetween(period.from, period.to).map((month) => clamp(monthRange(month).first, monthRange(month).last));
  const parts: Period[] = [];
  for (let start = weekStartOf(period.from); start <= period.to; start = addDays(start, 7)) parts.push(clamp(start, addDays(start, 6)));
  return parts;
}

/**
 * The three consecutive starting hours with the most appointments, beginning with an hour that
 * has some (so 9-12, not 7-10, when the day starts at 9); the earliest such window on a tie.
 */
export function peakWindow(perHour: ReadonlyMap<number, number>, width = 3): { startHour: number; endHour: number; appointments: number } | null {
  let best: { startHour: number; endHour: number; appointments: number } | null = null;
  for (let start = 0; start < 24; start++) {
    if (!perHour.get(start)) continue;
    let appointments = 0;
    for (let hour = start; hour < start + width; hour++) appointments += perHour.get(hour) ?? 0;
    if (appointments > 0 && (!best || appointments > best.appointments)) best = { startHour: start, endHour: Math.min(start + width, 24), appointments };
  }
  return best;
}
