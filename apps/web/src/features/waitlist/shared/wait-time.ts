// How long someone waits or has waited, as the front desk reads it (spec part 2 §9: days, hours
// or minutes, or "just now"). Waits are whole minutes from the API.

const MINUTES_PER_DAY = 24 * 60;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A wait of whole minutes: "less than a minute", "25 min", "1 hr 5 min", "2 days". */
export function formatWaitMinutes(minutes: number): string {
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < MINUTES_PER_DAY) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
  }
  return plural(Math.floor(minutes / MINUTES_PER_DAY), 'day');
}

/** Whole minutes from an ISO instant to now; never negative (a desk clock a little behind the server's). */
export function minutesSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
}

/** How long ago an instant was: "just now", "25 min ago", "1 hr 5 min ago", "2 days ago". */
export function formatTimeAgo(iso: string, now: Date): string {
  const minutes = minutesSince(iso, now);
  return minutes < 1 ? 'just now' : `${formatWaitMinutes(minutes)} ago`;
}
