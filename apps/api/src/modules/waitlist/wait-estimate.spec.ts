import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@salon/contracts';
import { estimatedWaits, isWorkingAt, minutesBetween } from './wait-estimate';

const entry = (partySize: number, ...durations: number[]) => ({ party_size: partySize, services: durations.map((durationMinutes) => ({ durationMinutes })) });

describe('estimated waits', () => {
  it('shares the chair time ahead among the employees working now, rounding up', () => {
    // Ahead of the 2nd: 30 + 45 = 75 min; of the 3rd: 75 + 2 x 20 = 115 min; two at work.
    expect(estimatedWaits([entry(1, 30, 45), entry(2, 20), entry(1, 60)], 2)).toEqual([0, 38, 58]);
  });

  it("takes several service rows as the whole party's request, and multiplies only a single row by the party", () => {
    // A party of two asking for a haircut (60) and a manicure (30): 90 min ahead of the next, not 180.
    expect(estimatedWaits([entry(2, 60, 30), entry(1, 30)], 1)).toEqual([0, 90]);
    // Two blow-dries (one row, party of two): 60 min.
    expect(estimatedWaits([entry(2, 30), entry(1, 30)], 1)).toEqual([0, 60]);
  });

  it('has no estimate when nobody is working now', () => {
    expect(estimatedWaits([entry(1, 30), entry(1, 30)], 0)).toEqual([null, null]);
  });
});

describe('working now', () => {
  // 2030-12-02 is a Monday (day_of_week 1).
  const week = [{ day_of_week: 1, start_time: '09:00', end_time: '17:00', break_start: '12:00', break_end: '12:30' }];
  const salonHours = DEFAULT_SETTINGS.general.businessHours;

  it('is on shift and not on a break', () => {
    expect(isWorkingAt(week, '2030-12-02', '09:00', salonHours)).toBe(true);
    expect(isWorkingAt(week, '2030-12-02', '12:15', salonHours)).toBe(false);
    expect(isWorkingAt(week, '2030-12-02', '17:00', salonHours)).toBe(false);
    expect(isWorkingAt(week, '2030-12-03', '10:00', salonHours)).toBe(false);
  });

  it("without a week, works the salon's business hours from its settings", () => {
    expect(isWorkingAt([], '2030-12-02', '18:30', salonHours)).toBe(true);
    const earlyMondays = salonHours.map((day) => (day.dayOfWeek === 1 ? { ...day, closeTime: '17:00' } : day));
    expect(isWorkingAt([], '2030-12-02', '18:30', earlyMondays)).toBe(false);
  });

  it("counts a longer shift only while the salon is open, and nobody on a day it is closed", () => {
    const long = [{ day_of_week: 1, start_time: '08:00', end_time: '20:00', break_start: null, break_end: null }];
    const nineToFive = salonHours.map((day) => ({ ...day, openTime: '09:00', closeTime: '17:00' }));
    expect(isWorkingAt(long, '2030-12-02', '08:30', nineToFive)).toBe(false);
    expect(isWorkingAt(long, '2030-12-02', '09:00', nineToFive)).toBe(true);
    expect(isWorkingAt(long, '2030-12-02', '16:59', nineToFive)).toBe(true);
    expect(isWorkingAt(long, '2030-12-02', '17:00', nineToFive)).toBe(false);
    const mondaysClosed = nineToFive.map((day) => (day.dayOfWeek === 1 ? { ...day, isClosed: true } : day));
    expect(isWorkingAt(long, '2030-12-02', '10:00', mondaysClosed)).toBe(false);
  });
});

describe('minutes between', () => {
  it('counts whole minutes', () => {
    expect(minutesBetween(new Date('2030-12-02T14:00:00Z'), new Date('2030-12-02T14:25:59Z'))).toBe(25);
  });
});
