import type { WaitlistStatus } from '@salon/contracts';

/**
 * Query keys of the waitlist. Every action moves positions, waits and counts that the list,
 * the summary cards and the dashboard's widget all show, so a change invalidates `all`.
 */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  lists: () => [...waitlistKeys.all, 'list'] as const,
  /** null: every status. */
  list: (status: WaitlistStatus | null) => [...waitlistKeys.lists(), status] as const,
  summary: () => [...waitlistKeys.all, 'summary'] as const,
};
