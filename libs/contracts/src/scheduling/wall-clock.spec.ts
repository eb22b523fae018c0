import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOfWeek, missingWallTimes, toTime } from './wall-clock';

describe('wall clock', () => {
  it('finds the skipped hour when clocks spring forward, and none when they fall back or on other days', () => {
    expect(missingWallTimes('2027-03-14', 'America/New_York')).toEqual([{ start: 120, end: 180 }]);
    expect(missingWallTimes('2027-03-28', 'Europe/London')).toEqual([{ start: 60, end: 120 }]);
    expect(missingWallTimes('2027-11-07', 'America/New_York')).toEqual([]);
    expect(missingWallTimes('2027-06-15', 'America/New_York')).toEqual([]);
    expect(missingWallTimes('2027-03-14', 'America/Phoenix')).toEqual([]);
  });

  it('adds days and months on the calendar; the 31st becomes the last day of a shorter month', () => {
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-31', 3)).toBe('2027-04-30');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
    expect(dayOfWeek('2027-03-14')).toBe(0);
    expect(toTime(1440)).toBe('24:00');
  });
});
