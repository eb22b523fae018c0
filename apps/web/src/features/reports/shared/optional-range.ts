import { comparisonOf, type ReportRangeQuery } from '@salon/contracts';

/** Asked for nothing: the key of a report query that stays disabled while the dates make no range. */
const NO_RANGE: ReportRangeQuery = { start_date: '', end_date: '' };

/** The range to ask for, and whether to ask at all. */
export const rangeOrNothing = (range: ReportRangeQuery | null) => ({ asked: range ?? NO_RANGE, enabled: range !== null });

/**
 * The period the range is compared with, as the API compares it (REPORT_DEFINITIONS.change):
 * as many days just before the start as the range has had by the salon's today; null while it
 * has not begun (nothing to compare yet).
 */
export function previousRange(range: ReportRangeQuery, today: string): ReportRangeQuery | null {
  const comparison = comparisonOf(range.start_date, range.end_date, today);
  return comparison && { start_date: comparison.previous.startDate, end_date: comparison.previous.endDate };
}
