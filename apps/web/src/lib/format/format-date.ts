import type { SettingsDateFormat } from '@salon/contracts';
import { salonFormats } from './salon-formats';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (value: number) => String(value).padStart(2, '0');

/** What a date shows besides its day and month: its weekday, its month in full, its year (shown unless false). */
export type DateStyle = { weekday?: 'short' | 'long'; month?: 'short' | 'long'; year?: boolean };

/** The day and month (and year) in the salon's order: "Mar 4, 2026", "4 Mar 2026" or "2026-03-04". */
function dayAndMonth(date: Date, { month = 'short', year = true }: DateStyle, format: SettingsDateFormat): string {
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  if (format === 'YYYY-MM-DD') return year ? `${String(y).padStart(4, '0')}-${two(m + 1)}-${two(d)}` : `${two(m + 1)}-${two(d)}`;
  const name = month === 'long' ? MONTHS[m] : MONTHS[m].slice(0, 3);
  if (format === 'DD/MM/YYYY') return year ? `${d} ${name} ${y}` : `${d} ${name}`;
  return year ? `${name} ${d}, ${y}` : `${name} ${d}`;
}

/**
 * A calendar date (`YYYY-MM-DD`) as the salon writes dates (settings › general): "Mar 4, 2026"
 * (MM/DD/YYYY, the default), "4 Mar 2026" (DD/MM/YYYY) or "2026-03-04" (YYYY-MM-DD); with a
 * weekday in front when asked ("Tue, Mar 4, 2026"). Read as UTC midnight, so no time zone moves
 * it to the day before.
 */
export function formatDate(date: string, style: DateStyle = {}, format = salonFormats().dateFormat): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const text = dayAndMonth(parsed, style, format);
  if (!style.weekday) return text;
  const weekday = WEEKDAYS[parsed.getUTCDay()];
  return `${style.weekday === 'long' ? weekday : weekday.slice(0, 3)}, ${text}`;
}
