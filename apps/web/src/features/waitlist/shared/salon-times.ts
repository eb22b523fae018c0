import { salonNowAt } from '@salon/contracts';
import { salonTimeZone } from '../../../lib/clock/salon-clock';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

/** An ISO instant as a time on the salon's clock, e.g. "2:30 PM". */
export function formatSalonTime(iso: string): string {
  return formatTimeOfDay(salonNowAt(new Date(iso), salonTimeZone()).time);
}

/** An instant of today as its time ("9:35 AM"); of another day with its date ("Nov 20, 2026, 3:05 PM"). */
export function formatSalonMoment(iso: string, now: Date): string {
  const zone = salonTimeZone();
  return salonNowAt(new Date(iso), zone).date === salonNowAt(now, zone).date ? formatSalonTime(iso) : formatDateTime(iso);
}
