import { bookableDay, toMinutes, type OpeningDay, type WeeklyHours } from '@salon/contracts';

/**
 * The minutes of chair time an entry needs. Several service rows are the whole party's request (mother
 * and daughter: a manicure each), so their durations add up; a single row is what each person in the
 * party has ("two blow-dries"), so it counts once per person.
 */
export const chairMinutes = (entry: { party_size: number; services: { durationMinutes: number }[] }): number => {
  const total = entry.services.reduce((sum, service) => sum + service.durationMinutes, 0);
  return entry.services.length === 1 ? entry.party_size * total : total;
};

/**
 * The estimated wait of each open entry, in queue order: the chair time of everyone ahead shared
 * among the employees working now, rounded up to whole minutes
 * (ceil(sum of chairMinutes ahead / employees working now)). The first in line waits 0. With
 * nobody working now there is no estimate (null).
 */
export function estimatedWaits(queue: { party_size: number; services: { durationMinutes: number }[] }[], employeesWorkingNow: number): (number | null)[] {
  let ahead = 0;
  return queue.map((entry) => {
    const estimate = employeesWorkingNow > 0 ? Math.ceil(ahead / employeesWorkingNow) : null;
    ahead += chairMinutes(entry);
    return estimate;
  });
}

/**
 * Whether someone with this weekly schedule (none: `salonHours`, the salon's business hours from its
 * settings) is at work at `time` (`HH:mm`) on `date`: on shift within the salon's opening hours (a
 * stylist scheduled before opening or after closing serves no walk-in then; issue 16) and not on a break.
 */
export function isWorkingAt(week: readonly WeeklyHours[], date: string, time: string, salonHours: readonly OpeningDay[]): boolean {
  const { shift, breaks } = bookableDay(week, date, salonHours);
  const minute = toMinutes(time);
  if (!shift || minute < shift.start || minute >= shift.end) return false;
  return !breaks.some((range) => minute >= range.start && minute < range.end);
}

/** Whole minutes between two instants, never negative. */
export const minutesBetween = (from: Date, to: Date): number => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
