// What other features may use of the waitlist; everything else in this folder is private to it.
export { waitlistKeys } from './api/waitlist-keys';
export { waitlistListQuery, waitlistSummaryQuery } from './api/waitlist-queries';
export { formatWaitMinutes } from './shared/wait-time';
