import { RELEASED_STATUS_NAMES, SLOT_STEP_MINUTES, toMinutes, toTime, type BookedBlock, type EmployeeDay, type TimeRange } from '@salon/contracts';

/** Height of one 15-minute row of the day view, in pixels. */
export const ROW_HEIGHT = 20;

/** Cancelled and no-show appointments no longer hold the employee's time (DECISIONS §5). */
export function holdsTime(block: BookedBlock): boolean {
  return !RELEASED_STATUS_NAMES.includes(block.status);
}

/** The part of the day the grid covers, in minutes after midnight, on whole hours. */
export type DayRange = { start: number; end: number };

/**
 * The union of everyone's working hours, widened to any appointment outside them (booked
 * before a schedule changed), from the hour before to the hour after.
 */
export function dayRange(days: readonly EmployeeDay[]): DayRange | null {
  const edges: number[][] = days.flatMap((day) => [
    ...(day.working_hours ? [[toMinutes(day.working_hours.start_time), toMinutes(day.working_hours.end_time)]] : []),
    ...day.appointments.filter(holdsTime).map((block) => [toMinutes(block.start_time), toMinutes(block.end_time)]),
  ]);
  if (edges.length === 0) return null;
  const start = Math.min(...edges.map(([from]) => from));
  const end = Math.max(...edges.map(([, to]) => to));
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** The grid's height in pixels. */
export function gridHeight(range: DayRange): number {
  return ((range.end - range.start) / SLOT_STEP_MINUTES) * ROW_HEIGHT;
}

/** Pixels from the top of the grid to a time. */
export function offsetOf(minutes: number, range: DayRange): number {
  return ((minutes - range.start) / SLOT_STEP_MINUTES) * ROW_HEIGHT;
}

/** Where a span of the day sits in its column. */
export function placement(span: TimeRange, range: DayRange): { top: number; height: number } {
  const start = Math.max(toMinutes(span.start_time), range.start);
  const end = Math.min(toMinutes(span.end_time), range.end);
  return { top: offsetOf(start, range), height: offsetOf(end, range) - offsetOf(start, range) };
}

/** The shaded stretches of a column outside its working hours (the whole day when off). */
export function offHours(day: EmployeeDay, range: DayRange): TimeRange[] {
  if (!day.working_hours) return [{ start_time: toTime(range.start), end_time: toTime(range.end) }];
  const stretches: TimeRange[] = [];
  const open = toMinutes(day.working_hours.start_time);
  const close = toMinutes(day.working_hours.end_time);
  if (open > range.start) stretches.push({ start_time: toTime(range.start), end_time: toTime(open) });
  if (close < range.end) stretches.push({ start_time: toTime(close), end_time: toTime(range.end) });
  return stretches;
}
