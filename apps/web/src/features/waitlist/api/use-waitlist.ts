import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WAITLIST_REFRESH_MS, type WaitlistStatus } from '@salon/contracts';
import { waitlistListQuery, waitlistSummaryQuery } from './waitlist-queries';

/**
 * The waitlist page's entries, asked again every 30 seconds (spec part 2 §9) so walk-ins added
 * at another desk show up; the previous tab's entries stay on screen while another loads.
 */
export function useWaitlist(status: WaitlistStatus | null) {
  return useQuery({ ...waitlistListQuery(status), refetchInterval: WAITLIST_REFRESH_MS, placeholderData: keepPreviousData });
}

/** The four summary cards, refreshed with the list. */
export function useWaitlistSummary() {
  return useQuery({ ...waitlistSummaryQuery(), refetchInterval: WAITLIST_REFRESH_MS });
}
