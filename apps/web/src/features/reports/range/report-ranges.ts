import { addDays, daysBetween, isCalendarDate, monthRange, REPORT_MAX_DAYS, REPORT_RANGE_MESSAGES, type ReportRangeQuery } from '@salon/contracts';

/** The ranges of Reports & Analytics (spec part 2 §2); the current month is the default. */
export const REPORT_RANGES = ['today', 'week', 'month', 'quarter', 'year'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_REPORT_RANGE: ReportRange = 'month';

export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  today: 'Today',
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

export const isReportRange = (value: string | null): value is ReportRange => REPORT_RANGES.includes(value as ReportRange);

/**
 * The salon days a range covers, both ends included (spec part 2 §9): today; the last 7, 90
 * or 365 days ending today; the month from its first to its last day.
 */
export function datesOfRange(range: ReportRange, today: string): ReportRangeQuery {
  switch (range) {
    case 'today':
      return { start_date: today, end_date: today };
    case 'week':
      return { start_date: addDays(today, -6), end_date: today };
    case 'month': {
      const { first, last } = monthRange(today.slice(0, 7));
      return { start_date: first, end_date: last };
    }
    case 'quarter':
      return { start_date: addDays(today, -89), end_date: today };
    case 'year':
      return { start_date: addDays(today, -364), end_date: today };
  }
}

export type DateRangeErrors = { start?: string; end?: string };

/** What is wrong with typed start and end dates, as the API would say it; nothing when they make a range. */
export function dateRangeErrors(start: string, end: string): DateRangeErrors {
  const errors: DateRangeErrors = {};
  if (!isCalendarDate(start)) errors.start = 'Enter a start date';
  if (!isCalendarDate(end)) errors.end = 'Enter an end date';
  if (errors.start || errors.end) return errors;
  if (end < start) return { end: 'The end date must not be before the start date' };
  if (daysBetween(start, end) + 1 > REPORT_MAX_DAYS) return { end: REPORT_RANGE_MESSAGES.tooLong };
  return errors;
}
