import { describe, expect, it } from 'vitest';
import { bookingWindowProblem, lastBookableDate, OPEN_BOOKING_WINDOW, soonestStartOn } from './booking-window';

const rules = { minAdvanceHours: 2, maxAdvanceDays: 90 };
const now = { date: '2031-05-06', time: '14:10' };

describe("the salon's booking window", () => {
  it('starts the minimum hours after now on the wall clock, also across midnight', () => {
    expect(soonestStartOn('2031-05-06', now, rules)).toBe(16 * 60 + 10);
    expect(soonestStartOn('2031-05-07', now, rules)).toBe(0);
    expect(soonestStartOn('2031-05-07', { date: '2031-05-06', time: '23:00' }, rules)).toBe(60);
  });

  it('ends the maximum days after today', () => {
    expect(lastBookableDate('2031-05-06', rules)).toBe('2031-08-04');
    expect(lastBookableDate('2031-05-06', OPEN_BOOKING_WINDOW)).toBeNull();
  });

  it("names the rule a start breaks, in the salon's words", () => {
    expect(bookingWindowProblem(rules, now, '2031-05-06', '16:00')).toBe('Appointments must be booked at least 2 hours in advance');
    expect(bookingWindowProblem(rules, now, '2031-05-06', '16:10')).toBeNull();
    expect(bookingWindowProblem(rules, now, '2031-08-04', '09:00')).toBeNull();
    expect(bookingWindowProblem(rules, now, '2031-08-05', '09:00')).toBe('Appointments cannot be booked more than 90 days ahead');
    expect(bookingWindowProblem({ minAdvanceHours: 1, maxAdvanceDays: 1 }, now, '2031-05-06', '15:00')).toBe('Appointments must be booked at least 1 hour in advance');
    expect(bookingWindowProblem({ minAdvanceHours: 1, maxAdvanceDays: 1 }, now, '2031-05-08', '15:00')).toBe('Appointments cannot be booked more than 1 day ahead');
    expect(bookingWindowProblem(OPEN_BOOKING_WINDOW, now, '2040-01-01', '14:10')).toBeNull();
  });
});
