import { salonTimeZone } from '../clock/salon-clock';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) formats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone })));
  return format;
};

/** The salon's day of an ISO timestamp, e.g. "Mar 4, 2026" (a record's "created" day). */
export function formatTimestampDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIn(salonTimeZone()).format(date);
}
