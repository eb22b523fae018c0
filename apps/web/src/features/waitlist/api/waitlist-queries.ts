import { queryOptions } from '@tanstack/react-query';
import type { WaitlistStatus } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { waitlistKeys } from './waitlist-keys';

/** The entries of one status (null: all), open ones by position, with the counts of every status. */
export function waitlistListQuery(status: WaitlistStatus | null) {
  return queryOptions({
    queryKey: waitlistKeys.list(status),
    queryFn: ({ signal }) => unwrap(apiClient.waitlist.list({ query: status ? { status } : {}, fetchOptions: { signal } })),
  });
}

/** Total waiting, average wait, next available slot today and today's total. */
export function waitlistSummaryQuery() {
  return queryOptions({
    queryKey: waitlistKeys.summary(),
    queryFn: ({ signal }) => unwrap(apiClient.waitlist.summary({ fetchOptions: { signal } })),
  });
}
