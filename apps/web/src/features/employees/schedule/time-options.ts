import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

const STEP_MINUTES = 15;

const pad = (value: number) => String(value).padStart(2, '0');

const QUARTER_HOURS = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, index) => {
  const minutes = index * STEP_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/**
 * Times of day every 15 minutes, shown on a 12-hour clock with `HH:mm` values; a saved
 * time off that grid (set through the API) is kept as an option so it still shows.
 */
export function timeOptions(keep: string): { value: string; label: string }[] {
  const values = keep === '' || QUARTER_HOURS.includes(keep) ? QUARTER_HOURS : [...QUARTER_HOURS, keep].sort();
  return values.map((value) => ({ value, label: formatTimeOfDay(value) }));
}
