import { useSearchParams } from 'react-router-dom';
import type { ReportRangeQuery } from '@salon/contracts';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { dateRangeErrors, datesOfRange, DEFAULT_REPORT_RANGE } from './report-ranges';

type DateKey = 'start' | 'end';

/**
 * The start and end dates of a report page, kept in `?start=&end=` (the current month when
 * absent), and the revenue report's comparison. While the typed dates make no range, `range` is null and the page asks nothing.
 */
export function useDateRangeParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = datesOfRange(DEFAULT_REPORT_RANGE, useSalonNow().date);
  const start = searchParams.get('start') ?? fallback.start_date;
  const end = searchParams.get('end') ?? fallback.end_date;
  const errors = dateRangeErrors(start, end);
  const range: ReportRangeQuery | null = errors.start || errors.end ? null : { start_date: start, end_date: end };

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value === null) params.delete(key);
        else params.set(key, value);
        return params;
      },
      { replace: true },
    );
  const setDate = (key: DateKey) => (value: string) => setParam(key, value);

  return {
    start,
    end,
    errors,
    range,
    setStart: setDate('start'),
    setEnd: setDate('end'),
    /** "Compare to previous period" (the revenue report), kept in `?compare=1`. */
    compare: searchParams.get('compare') === '1',
    setCompare: (on: boolean) => setParam('compare', on ? '1' : null),
  };
}
