import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots, firstFreeStart, judgeTime, type EmployeeDayFacts } from './slot-computation';
import { overlaps, toMinutes, type MinuteRange } from './wall-clock';

const day = (overrides: Partial<EmployeeDayFacts> = {}): EmployeeDayFacts => ({
  employeeActive: true,
  shift: { start: 9 * 60, end: 17 * 60 },
  breaks: [{ start: 13 * 60, end: 14 * 60 }],
  booked: [],
  notBefore: 0,
  missing: [],
  window: { start: 9 * 60, end: 17 * 60 },
  ...overrides,
});

const slotRange = (slot: { start_time: string }, duration: number): MinuteRange => ({ start: toMinutes(slot.start_time), end: toMinutes(slot.start_time) + duration });

describe('computeSlots', () => {
  it('lists every 15 minutes of the shift, each with the first reason that applies', () => {
    const slots = computeSlots(day({ booked: [{ start: 10 * 60, end: 11 * 60 }], notBefore: 9 * 60 + 20 }), 30);
    expect(slots).toHaveLength(32);
    const at = (time: string) => slots.find((slot) => slot.start_time === time);
    expect(at('09:15')).toMatchObject({ is_available: false, conflict_reason: 'past' });
    expect(at('09:30')).toEqual({ start_time: '09:30', end_time: '10:00', is_available: true, conflict_reason: null });
    expect(at('09:45')).toMatchObject({ conflict_reason: 'booked' });
    expect(at('10:45')).toMatchObject({ conflict_reason: 'booked' });
    expect(at('11:00')).toMatchObject({ is_available: true });
    expect(at('12:45')).toMatchObject({ conflict_reason: 'break' });
    expect(at('14:00')).toMatchObject({ is_available: true });
    expect(at('16:30')).toMatchObject({ is_available: true, end_time: '17:00' });
    expect(at('16:45')).toMatchObject({ conflict_reason: 'outside_hours' });
  });

  it("marks slots outside the salon's booking window: too soon before the minimum, every one on a day too far ahead", () => {
    const soon = computeSlots(day({ notBefore: 9 * 60 + 20, soonest: 11 * 60 + 20 }), 30);
    const at = (time: string) => soon.find((slot) => slot.start_time === time);
    expect(at('09:15')).toMatchObject({ conflict_reason: 'past' });
    expect(at('11:15')).toMatchObject({ is_available: false, conflict_reason: 'too_soon' });
    expect(at('11:30')).toMatchObject({ is_available: true, conflict_reason: null });
    const far = computeSlots(day({ beyondWindow: true }), 30);
    expect(new Set(far.map((slot) => slot.conflict_reason))).toEqual(new Set(['too_far']));
  });

  it('marks a day off and an inactive employee on every slot', () => {
    expect(new Set(computeSlots(day({ shift: null, breaks: [] }), 30).map((slot) => slot.conflict_reason))).toEqual(new Set(['day_off']));
    expect(new Set(computeSlots(day({ employeeActive: false }), 30).map((slot) => slot.conflict_reason))).toEqual(new Set(['employee_inactive']));
  });

  it('marks every slot of a day the salon is closed as such (issue 16)', () => {
    expect(new Set(computeSlots(day({ shift: null, breaks: [], salonClosed: true }), 30).map((slot) => slot.conflict_reason))).toEqual(new Set(['salon_closed']));
  });

  it('refuses times that do not exist on the wall clock (the spring-forward hour)', () => {
    const facts = day({ shift: { start: 60, end: 5 * 60 }, window: { start: 60, end: 5 * 60 }, breaks: [], missing: [{ start: 120, end: 180 }] });
    expect(judgeTime(facts, 60, 30).is_available).toBe(true);
    expect(judgeTime(facts, 105, 30)).toEqual({ is_available: false, conflict_reason: 'outside_hours' });
    expect(judgeTime(facts, 150, 15).conflict_reason).toBe('outside_hours');
    expect(judgeTime(facts, 180, 30).is_available).toBe(true);
  });
});

/** Ranges on a day, in minutes, on 5-minute marks like real bookings. */
const range = fc.tuple(fc.integer({ min: 0, max: 287 }), fc.integer({ min: 1, max: 48 })).map(([start, length]) => ({ start: start * 5, end: Math.min(start * 5 + length * 5, 1440) }));
const factsArbitrary = fc.record({
  shift: fc.tuple(fc.integer({ min: 0, max: 1380 }), fc.integer({ min: 15, max: 720 })).map(([start, length]) => ({ start, end: Math.min(start + length, 1440) })),
  breaks: fc.array(range, { maxLength: 2 }),
  booked: fc.array(range, { maxLength: 8 }),
  notBefore: fc.integer({ min: 0, max: 1440 }),
  missing: fc.array(range, { maxLength: 1 }),
});
const durationArbitrary = fc.integer({ min: 1, max: 96 }).map((steps) => steps * 5);

describe('slot properties (fast-check)', () => {
  it('no available slot overlaps a booking, a break or a missing hour, or leaves the shift, or starts in the past', () => {
    fc.assert(
      fc.property(factsArbitrary, durationArbitrary, (partial, duration) => {
        const facts = day({ ...partial, window: partial.shift });
        for (const slot of computeSlots(facts, duration).filter((candidate) => candidate.is_available)) {
          const taken = slotRange(slot, duration);
          expect(facts.booked.some((booking) => overlaps(booking, taken))).toBe(false);
          expect(facts.breaks.some((pause) => overlaps(pause, taken))).toBe(false);
          expect(facts.missing.some((gap) => overlaps(gap, taken))).toBe(false);
          expect(taken.start >= facts.shift!.start && taken.end <= facts.shift!.end).toBe(true);
          expect(taken.start >= facts.notBefore).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('every unavailable slot has a reason, every available one none, and slots are 15 minutes apart', () => {
    fc.assert(
      fc.property(factsArbitrary, durationArbitrary, (partial, duration) => {
        const slots = computeSlots(day({ ...partial, window: partial.shift }), duration);
        slots.forEach((slot, index) => {
          expect(slot.is_available).toBe(slot.conflict_reason === null);
          if (index > 0) expect(toMinutes(slot.start_time) - toMinutes(slots[index - 1].start_time)).toBe(15);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a free time inside the shift, clear of everything, is offered', () => {
    fc.assert(
      fc.property(factsArbitrary, durationArbitrary, (partial, duration) => {
        const facts = day({ ...partial, window: partial.shift });
        for (const slot of computeSlots(facts, duration)) {
          const wanted = slotRange(slot, duration);
          const clear =
            wanted.start >= facts.notBefore &&
            wanted.end <= 1440 &&
            wanted.start >= facts.shift!.start &&
            wanted.end <= facts.shift!.end &&
            ![...facts.booked, ...facts.breaks, ...facts.missing].some((other) => overlaps(other, wanted));
          expect(slot.is_available).toBe(clear);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('firstFreeStart is the first free slot computeSlots lists within the times asked', () => {
    const bounds = fc.tuple(fc.integer({ min: 0, max: 96 }), fc.integer({ min: 0, max: 96 })).map(([a, b]) => [Math.min(a, b) * 15, Math.max(a, b) * 15]);
    fc.assert(
      fc.property(factsArbitrary, durationArbitrary, bounds, (partial, duration, [from, until]) => {
        const facts = day({ ...partial, window: partial.shift });
        const listed = computeSlots(facts, duration).find(
          (slot) => slot.is_available && toMinutes(slot.start_time) >= from && toMinutes(slot.start_time) + duration <= until,
        );
        expect(firstFreeStart(facts, duration, from, until)).toBe(listed ? toMinutes(listed.start_time) : null);
      }),
      { numRuns: 500 },
    );
  });
});

describe('firstFreeStart', () => {
  it('finds the first free quarter hour that starts and ends within the times asked', () => {
    const facts = day({ booked: [{ start: 10 * 60, end: 11 * 60 }] });
    expect(firstFreeStart(facts, 60)).toBe(9 * 60);
    expect(firstFreeStart(facts, 60, 9 * 60 + 30, 12 * 60)).toBe(11 * 60);
    expect(firstFreeStart(facts, 60, 9 * 60 + 30, 11 * 60 + 45)).toBeNull();
    expect(firstFreeStart(day({ shift: null, breaks: [] }), 30)).toBeNull();
  });
});
