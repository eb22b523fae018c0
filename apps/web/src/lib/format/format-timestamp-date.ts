import { salonNowAt } from '@salon/contracts';
import { salonTimeZone } from '../clock/salon-clock';
import { formatDate } from './format-date';

/** The salon's day of an ISO timestamp in the salon's date format, e.g. "Mar 4, 2026" (a record's "created" day). */
export function formatTimestampDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(salonNowAt(date, salonTimeZone()).date);
}
