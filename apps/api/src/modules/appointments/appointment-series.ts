import { RECURRING_MAX_OCCURRENCES, addDays, addMonths, type RecurringPattern } from '@salon/contracts';

/** The dates of a series: from the first, by the pattern, until the end date or the count (at most 52). */
export function seriesDates(first: string, pattern: RecurringPattern, endDate?: string | null, count?: number | null): string[] {
  const limit = Math.min(count ?? RECURRING_MAX_OCCURRENCES, RECURRING_MAX_OCCURRENCES);
  const dates: string[] = [];
  for (let index = 0; dates.length < limit; index += 1) {
    // Each date from the first one, so the 31st stays the 31st (or the month's last day) all series long.
    const date =
      pattern === 'weekly' ? addDays(first, 7 * index) : pattern === 'biweekly' ? addDays(first, 14 * index) : addMonths(first, (pattern === 'monthly' ? 1 : 3) * index);
    if (endDate && date > endDate) break;
    dates.push(date);
  }
  return dates;
}
