import { salonFormats } from './salon-formats';

/** An hour of the day, 0-23: "9 AM", "12 PM" on a 12-hour clock (DECISIONS §2), "09:00", "12:00" on a 24-hour one. */
export function hourLabel(hour: number, format = salonFormats().timeFormat): string {
  if (format === '24h') return `${String(hour).padStart(2, '0')}:00`;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}
