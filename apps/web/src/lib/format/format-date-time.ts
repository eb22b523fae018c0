import { salonTimeZone } from '../clock/salon-clock';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) formats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })));
  return format;
};

/**
 * An ISO timestamp on the salon's clock, like the appointment times beside it (a check-in at
 * the salon's 10:02 AM reads 10:02 AM from anywhere), e.g. "Mar 4, 2026, 2:05 PM".
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIn(salonTimeZone()).format(date);
}
