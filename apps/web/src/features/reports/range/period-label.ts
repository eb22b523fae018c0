import type { ReportRangeQuery } from '@salon/contracts';
import { formatDate } from '../../../lib/format/format-date';

/** "Nov 1, 2026 – Nov 30, 2026", or one date for a one-day range. */
export function periodLabel(range: ReportRangeQuery): string {
  return range.start_date === range.end_date ? formatDate(range.start_date) : `${formatDate(range.start_date)} – ${formatDate(range.end_date)}`;
}
