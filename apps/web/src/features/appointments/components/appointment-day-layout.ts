import { RELEASED_STATUS_NAMES, SLOT_STEP_MINUTES, type BookedBlock, type EmployeeDay, type TimeRange } from '@salon/contracts';

/** Height of one 15-minute row of the day view, in pixels. */
export const ROW_HEIGHT = 20;

/** `HH:mm` (and the end of day, `24:00`) as minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

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
    ...(day.working_hours ? [[minutesOf(day.working_hours.start_time), minutesOf(day.working_hours.end_time)]] : []),
    ...day.appointments.filter(holdsTime).map((block) => [minutesOf(block.start_time), minutesOf(block.end_time)]),
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
  const start = Math.max(minutesOf(span.start_time), range.start);
  const end = Math.min(minutesOf(span.end_time), range.end);
  return { top: offsetOf(start, range), height: offsetOf(end, range) - offsetOf(start, range) };
}

const overlaps = (start: number, end: number, span: TimeRange) => start < minutesOf(span.end_time) && minutesOf(span.start_time) < end;

/**
 * The 15-minute starts an employee could be booked at: within working hours, clear of
 * breaks and of appointments that hold their time, and not before `earliest` (minutes
 * after midnight: the present minute today, 0 on a day ahead).
 */
export function freeSlotStarts(day: EmployeeDay, earliest: number): number[] {
  if (!day.working_hours) return [];
  const open = minutesOf(day.working_hours.start_time);
  const close = minutesOf(day.working_hours.end_time);
  const taken = [...day.breaks, ...day.appointments.filter(holdsTime)];
  const starts: number[] = [];
  for (let start = open; start + SLOT_STEP_MINUTES <= close; start += SLOT_STEP_MINUTES) {
    if (start < earliest) continue;
    if (!taken.some((span) => overlaps(start, start + SLOT_STEP_MINUTES, span))) starts.push(start);
  }
  return starts;
}

/** The shaded stretches of a column outside its working hours (the whole day when off). */
export function offHours(day: EmployeeDay, range: DayRange): TimeRange[] {
  if (!day.working_hours) return [{ start_time: timeOf(range.start), end_time: timeOf(range.end) }];
  const stretches: TimeRange[] = [];
  const open = minutesOf(day.working_hours.start_time);
  const close = minutesOf(day.working_hours.end_time);
  if (open > range.start) stretches.push({ start_time: timeOf(range.start), end_time: timeOf(open) });
  if (close < range.end) stretches.push({ start_time: timeOf(close), end_time: timeOf(range.end) });
  return stretches;
}
