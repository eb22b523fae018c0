import { useQuery } from '@tanstack/react-query';
import { waitlistListQuery, waitlistSummaryQuery } from '../../waitlist';
import { DASHBOARD_REFRESH } from './dashboard-refresh';

/**
 * The waiting customers and the summary's figures, asked again every minute (spec part 1 §9).
 * The waitlist's own queries, so its screen and the widget share answers and every waitlist
 * action refreshes both.
 */
export function useWaitlistWidget() {
  const summary = useQuery({ ...waitlistSummaryQuery(), ...DASHBOARD_REFRESH.waitlist });
  const waiting = useQuery({ ...waitlistListQuery('waiting'), ...DASHBOARD_REFRESH.waitlist });
  return { summary, waiting };
}
