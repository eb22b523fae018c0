import { SLOT_STEP_MINUTES, type ConflictReason, type TimeSlot } from '../availability/availability.schemas';
import { contains, overlaps, toTime, type MinuteRange } from './wall-clock';

/** Everything that decides one employee's slots on one day, in wall-clock minutes. */
export type EmployeeDayFacts = {
  employeeActive: boolean;
  /** The shift that day, within the salon's opening hours; null on a day off. */
  shift: MinuteRange | null;
  /** The salon is closed that weekday (its business hours): the reason a day without a shift gives. */
  salonClosed?: boolean;
  breaks: MinuteRange[];
  /** Appointments holding the employee's time. */
  booked: MinuteRange[];
  /** Slots starting before this minute are past: 0 for a future day, 1440 for a past one. */
  notBefore: number;
  /** Wall-clock times that do not exist that day (a daylight-saving gap). */
  missing: MinuteRange[];
  /** The times listed: the shift, or the salon's hours on a day off. */
  window: MinuteRange;
  /** The salon's booking rules: slots starting before this minute are too soon (minimum advance hours). */
  soonest?: number;
  /** The whole day lies beyond the maximum advance days. */
  beyondWindow?: boolean;
};

export type SlotVerdict = { is_available: boolean; conflict_reason: ConflictReason | null };

const free: SlotVerdict = { is_available: true, conflict_reason: null };
const refused = (conflict_reason: ConflictReason): SlotVerdict => ({ is_available: false, conflict_reason });

/**
 * Can a booking of `duration` minutes start at `start`? The first reason that applies
 * wins, from the most to the least lasting: inactive, salon closed or day off, past, outside the salon's
 * booking window (too far ahead, too soon), outside the shift
 * (or in a daylight-saving gap, or past midnight), a break, another booking.
 */
export function judgeTime(facts: EmployeeDayFacts, start: number, duration: number): SlotVerdict {
  const range = { start, end: start + duration };
  if (!facts.employeeActive) return refused('employee_inactive');
  if (!facts.shift) return refused(facts.salonClosed ? 'salon_closed' : 'day_off');
  if (start < facts.notBefore) return refused('past');
  if (facts.beyondWindow) return refused('too_far');
  if (facts.soonest !== undefined && start < facts.soonest) return refused('too_soon');
  if (range.end > 24 * 60 || !contains(facts.shift, range) || facts.missing.some((gap) => overlaps(gap, range))) return refused('outside_hours');
  if (facts.breaks.some((pause) => overlaps(pause, range))) return refused('break');
  if (facts.booked.some((booking) => overlaps(booking, range))) return refused('booked');
  return free;
}

/** The first start on the slot grid: the window's first quarter hour. */
const firstSlotStart = (window: MinuteRange) => Math.ceil(window.start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;

/** One slot every 15 minutes across the window (DECISIONS §5), each judged for the duration. */
export function computeSlots(facts: EmployeeDayFacts, duration: number): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (let start = firstSlotStart(facts.window); start < facts.window.end; start += SLOT_STEP_MINUTES) {
    const end = Math.min(start + duration, 24 * 60);
    slots.push({ start_time: toTime(start), end_time: toTime(end), ...judgeTime(facts, start, duration) });
  }
  return slots;
}

/**
 * The earliest free slot of `computeSlots` that starts at `from` or later and ends by `until`,
 * in minutes; null when none. The same grid and rule without listing the day: a search for the
 * next free time may judge sixty employees over sixty days.
 */
export function firstFreeStart(facts: EmployeeDayFacts, duration: number, from = 0, until = 24 * 60): number | null {
  for (let start = firstSlotStart(facts.window); start < facts.window.end && start + duration <= until; start += SLOT_STEP_MINUTES) {
    if (start >= from && judgeTime(facts, start, duration).is_available) return start;
  }
  return null;
}
