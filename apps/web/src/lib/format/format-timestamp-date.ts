const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The day of an ISO timestamp in the reader's time zone, e.g. "Mar 4, 2026" (a record's "created" day). */
export function formatTimestampDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}
