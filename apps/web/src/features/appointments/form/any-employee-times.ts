import type { TimeSlot } from '@salon/contracts';

/** The choice in the Employee list that books whoever is free at the chosen time. */
export const ANY_EMPLOYEE = 'any';

/** An employee free at some start time. */
export type FreeEmployee = { employee_id: number; name: string };

type EmployeeDaySlots = { employee_id: number; first_name: string; last_name: string; slots: TimeSlot[] };

export type AnyEmployeeTimes = {
  /** Every start time at which someone is free, earliest first. */
  slots: TimeSlot[];
  /** Who is free at each start time, the one with the most free time that day first. */
  freeAt: Map<string, FreeEmployee[]>;
};

/**
 * Merges one day's slots of every employee into the times someone is free. At each time the
 * employee with the most free time that day comes first, so "Any available" spreads the
 * day's work rather than filling the first name on the list.
 */
export function anyEmployeeTimes(rows: EmployeeDaySlots[]): AnyEmployeeTimes {
  const freeCount = (row: EmployeeDaySlots) => row.slots.filter((slot) => slot.is_available).length;
  // Array.sort is stable: equally free employees keep the server's order (by name).
  const ranked = [...rows].sort((a, b) => freeCount(b) - freeCount(a));
  const freeAt = new Map<string, FreeEmployee[]>();
  const endAt = new Map<string, string>();
  for (const row of ranked) {
    for (const slot of row.slots) {
      if (!slot.is_available) continue;
      freeAt.set(slot.start_time, [...(freeAt.get(slot.start_time) ?? []), { employee_id: row.employee_id, name: `${row.first_name} ${row.last_name}` }]);
      endAt.set(slot.start_time, slot.end_time);
    }
  }
  const slots = [...freeAt.keys()]
    .sort()
    .map((start_time): TimeSlot => ({ start_time, end_time: endAt.get(start_time) ?? start_time, is_available: true, conflict_reason: null }));
  return { slots, freeAt };
}
