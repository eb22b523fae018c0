import { SLOT_STEP_MINUTES, type EmployeeDay } from '../availability/availability.schemas';
import { RELEASED_STATUS_NAMES } from '../appointments/appointment-statuses.schemas';
import { computeSlots, type EmployeeDayFacts } from './slot-computation';
import { missingWallTimes, toMinutes } from './wall-clock';

/**
 * The facts of the slot rule read from an employee's day as the schedule views send it.
 * The views list active employees only; cancelled and no-show bookings free their time.
 */
export function employeeDayFacts(day: EmployeeDay, notBefore: number, timeZone: string): EmployeeDayFacts | null {
  if (!day.working_hours) return null;
  const shift = { start: toMinutes(day.working_hours.start_time), end: toMinutes(day.working_hours.end_time) };
  const range = (span: { start_time: string; end_time: string }) => ({ start: toMinutes(span.start_time), end: toMinutes(span.end_time) });
  return {
    employeeActive: true,
    shift,
    breaks: day.breaks.map(range),
    booked: day.appointments.filter((block) => !RELEASED_STATUS_NAMES.includes(block.status)).map(range),
    notBefore,
    missing: missingWallTimes(day.date, timeZone),
    window: shift,
  };
}

/**
 * The starts, in minutes after midnight, where a booking of `duration` fits in an
 * employee's day from `notBefore` on: the same rule as the API's slots, so a time the
 * salon's clock skips (spring forward) is never offered.
 */
export function freeSlotStarts(day: EmployeeDay, notBefore: number, timeZone: string, duration = SLOT_STEP_MINUTES): number[] {
  const facts = employeeDayFacts(day, notBefore, timeZone);
  if (!facts) return [];
  return computeSlots(facts, duration)
    .filter((slot) => slot.is_available)
    .map((slot) => toMinutes(slot.start_time));
}
