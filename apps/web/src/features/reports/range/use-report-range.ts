import { useSearchParams } from 'react-router-dom';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { datesOfRange, DEFAULT_REPORT_RANGE, isReportRange, type ReportRange } from './report-ranges';

/**
 * The range of Reports & Analytics, kept in `?range=` so a reload or a shared link shows the
 * same figures; the default (this month) stays out of the address. Days are the salon's.
 */
export function useReportRange() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useSalonNow().date;
  const asked = searchParams.get('range');
  const range: ReportRange = isReportRange(asked) ? asked : DEFAULT_REPORT_RANGE;
  const setRange = (next: ReportRange) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === DEFAULT_REPORT_RANGE) params.delete('range');
        else params.set('range', next);
        return params;
      },
      { replace: true },
    );
  return { range, dates: datesOfRange(range, today), setRange };
}
