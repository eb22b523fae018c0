import { RELEASED_STATUS_NAMES, toMinutes, type BookedBlock, type TimeRange, type WeekDay } from '@salon/contracts';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

/** A day's shift and breaks: what the working time and the bar are measured against. */
type Shift = Pick<WeekDay, 'working_hours' | 'breaks'>;

const lengthOf = ({ start_time, end_time }: TimeRange) => Math.max(0, toMinutes(end_time) - toMinutes(start_time));

/** The bookings that hold the employee's time, by start: cancellations and no-shows free it (DECISIONS §5). */
export function heldAppointments(appointments: readonly BookedBlock[]): BookedBlock[] {
  return appointments
    .filter((appointment) => !RELEASED_STATUS_NAMES.includes(appointment.status))
    .sort((a, b) => toMinutes(a.start_time) - toMinutes(b.start_time));
}

/** The shift's working time: its length less its breaks. */
export function workingMinutes(day: Shift): number {
  if (!day.working_hours) return 0;
  return lengthOf(day.working_hours) - day.breaks.reduce((total, pause) => total + lengthOf(pause), 0);
}

export type BarSegment = { kind: 'break' | 'booked'; left: number; width: number; key: string };

/**
 * Where breaks and booked time sit along the shift, in percent of its length, for the
 * day's bar; anything outside the shift is clipped to it.
 */
export function shiftSegments(day: Shift, busy: readonly TimeRange[]): BarSegment[] {
  if (!day.working_hours) return [];
  const start = toMinutes(day.working_hours.start_time);
  const length = lengthOf(day.working_hours);
  if (length === 0) return [];
  const place = (range: TimeRange, kind: BarSegment['kind'], key: string): BarSegment | null => {
    const from = Math.max(toMinutes(range.start_time), start);
    const to = Math.min(toMinutes(range.end_time), start + length);
    if (to <= from) return null;
    return { kind, key, left: ((from - start) / length) * 100, width: ((to - from) / length) * 100 };
  };
  return [
    ...day.breaks.map((pause, index) => place(pause, 'break', `break-${index}`)),
    ...busy.map((range) => place(range, 'booked', `booked-${range.start_time}`)),
  ].filter((segment): segment is BarSegment => segment !== null);
}

/**
 * "9:00 AM–5:00 PM", or "12:00–12:30 PM" within one half of the day: narrow day columns fit it
 * on one line. A 24-hour clock has no halves: "09:00–17:00".
 */
export function compactSpan({ start_time, end_time }: TimeRange): string {
  const [from, to] = [formatTimeOfDay(start_time), formatTimeOfDay(end_time)];
  const half = / [AP]M$/.exec(from)?.[0];
  const sameHalf = half !== undefined && to.endsWith(half);
  return `${sameHalf ? from.slice(0, -3) : from}–${to}`;
}
