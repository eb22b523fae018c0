import { salonNowAt } from '@salon/contracts';
import { salonTimeZone } from '../clock/salon-clock';
import { formatDate } from './format-date';
import { formatTimeOfDay } from './format-time-of-day';

/**
 * An ISO timestamp on the salon's clock, like the appointment times beside it (a check-in at
 * the salon's 10:02 AM reads 10:02 AM from anywhere), in the salon's formats, e.g.
 * "Mar 4, 2026, 2:05 PM" or "4 Mar 2026, 14:05".
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { date: day, time } = salonNowAt(date, salonTimeZone());
  return `${formatDate(day)}, ${formatTimeOfDay(time)}`;
}
