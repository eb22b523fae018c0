import { formatDuration } from '../../../lib/format/format-duration';

/** An estimated wait in minutes as the front desk says it: "No wait", "~15m", "~1h 20m"; unknown as "—". */
export function formatEstimatedWait(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return 'No wait';
  return `~${formatDuration(minutes)}`;
}
