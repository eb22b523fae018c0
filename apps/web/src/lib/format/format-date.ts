const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A calendar date (`YYYY-MM-DD`) as a readable date, e.g. "Mar 4, 2026". Read as UTC
 * midnight and shown in UTC, so no time zone moves it to the day before.
 */
export function formatDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}
