/** A wire time of day (`HH:mm`, 24-hour) on a 12-hour clock, e.g. "2:30 PM" (DECISIONS §2). */
export function formatTimeOfDay(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
