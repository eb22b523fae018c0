import { salonFormats } from './salon-formats';

/**
 * A wire time of day (`HH:mm`, 24-hour) on the salon's clock: "2:30 PM" on a 12-hour clock
 * (DECISIONS §2's default), "14:30" on a 24-hour one.
 */
export function formatTimeOfDay(time: string, format = salonFormats().timeFormat): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  if (format === '24h') return `${match[1]}:${match[2]}`;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
