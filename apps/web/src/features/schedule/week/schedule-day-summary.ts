import { RELEASED_STATUS_NAMES, toMinutes, type BookedBlock, type EmployeeDay, type TimeRange } from '@salon/contracts';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

const lengthOf = ({ start_time, end_time }: TimeRange) => Math.max(0, toMinutes(end_time) - toMinutes(start_time));

/** The day's bookings that hold the employee's time: cancellations and no-shows free it (DECISIONS §5). */
export function heldAppointments(day: EmployeeDay): BookedBlock[] {
  return day.appointments
    .filter((appointment) => !RELEASED_STATUS_NAMES.includes(appointment.status))
    .sort((a, b) => toMinutes(a.start_time) - toMinutes(b.start_time));
}

export function bookedMinutes(appointments: readonly BookedBlock[]): number {
  return appointments.reduce((total, appointment) => total + lengthOf(appointment), 0);
}

/** The shift's working time: its length less its breaks. */
export function workingMinutes(day: EmployeeDay): number {
  if (!day.working_hours) return 0;
  return lengthOf(day.working_hours) - day.breaks.reduce((total, pause) => total + lengthOf(pause), 0);
}

export type BarSegment = { kind: 'break' | 'booked'; left: number; width: number; key: string };

/**
 * Where breaks and bookings sit along the shift, in percent of its length, for the
 * day's bar; anything outside the shift is clipped to it.
 */
export function shiftSegments(day: EmployeeDay, appointments: readonly BookedBlock[]): BarSegment[] {
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
    ...appointments.map((appointment) => place(appointment, 'booked', `appointment-${appointment.appointment_id}`)),
  ].filter((segment): segment is BarSegment => segment !== null);
}

/** "9:00 AM–5:00 PM", or "12:00–12:30 PM" within one half of the day: narrow day columns fit it on one line. */
export function compactSpan({ start_time, end_time }: TimeRange): string {
  const [from, to] = [formatTimeOfDay(start_time), formatTimeOfDay(end_time)];
  const sameHalf = from.slice(-2) === to.slice(-2);
  return `${sameHalf ? from.slice(0, -3) : from}–${to}`;
}
