/** An hour of the day, 0-23, on a 12-hour clock: "9 AM", "12 PM" (DECISIONS §2). */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}
