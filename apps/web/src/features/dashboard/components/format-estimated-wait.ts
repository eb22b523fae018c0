import { formatWaitMinutes } from '../../waitlist';

/** An estimated wait as the waitlist says it (spec part 2 §9): "No wait", "~40 min", "~1 hr 20 min"; unknown as "—". */
export function formatEstimatedWait(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return 'No wait';
  return `~${formatWaitMinutes(minutes)}`;
}
