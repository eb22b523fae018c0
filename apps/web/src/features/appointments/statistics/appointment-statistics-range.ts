import { addDays } from '@salon/contracts';
import { useSearchParams } from 'react-router-dom';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import type { StatisticsDates } from '../api/use-appointment-statistics';

/** The periods the statistics tabs offer, each ending today; the first is the default. */
export const STATISTICS_RANGES = [
  { value: '30', days: 30, label: 'Last 30 days' },
  { value: '90', days: 90, label: 'Last 90 days' },
  { value: '365', days: 365, label: 'Last 365 days' },
] as const;
export type StatisticsRangeValue = (typeof STATISTICS_RANGES)[number]['value'];

/** `days` days ending the salon's today, today included: "Last 30 days" on Nov 30 runs from Nov 1. */
export function datesOfRange(days: number, today: string): StatisticsDates {
  return { date_from: addDays(today, -(days - 1)), date_to: today };
}

/**
 * The chosen period, kept in `?range=` beside the other parameters (the open tab), so a
 * reload or a shared link shows the same figures; the default stays out of the address.
 */
export function useStatisticsRange() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useSalonNow().date;
  const range = STATISTICS_RANGES.find((option) => option.value === searchParams.get('range')) ?? STATISTICS_RANGES[0];
  const setRange = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === STATISTICS_RANGES[0].value) next.delete('range');
        else next.set('range', value);
        return next;
      },
      { replace: true },
    );
  return { range: range.value as StatisticsRangeValue, dates: datesOfRange(range.days, today), setRange };
}
