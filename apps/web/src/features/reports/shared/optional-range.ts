import { previousPeriodOf, type ReportRangeQuery } from '@salon/contracts';

/** Asked for nothing: the key of a report query that stays disabled while the dates make no range. */
const NO_RANGE: ReportRangeQuery = { start_date: '', end_date: '' };

/** The range to ask for, and whether to ask at all. */
export const rangeOrNothing = (range: ReportRangeQuery | null) => ({ asked: range ?? NO_RANGE, enabled: range !== null });

/** The period of the same length just before the range (the comparison's). */
export function previousRange(range: ReportRangeQuery): ReportRangeQuery {
  const previous = previousPeriodOf(range.start_date, range.end_date);
  return { start_date: previous.startDate, end_date: previous.endDate };
}
