import { describe, expect, it } from 'vitest';
import { missingWallTimes, toTime } from './wall-clock';

describe('wall clock', () => {
  it('finds the skipped hour when clocks spring forward, and none when they fall back or on other days', () => {
    expect(missingWallTimes('2027-03-14', 'America/New_York')).toEqual([{ start: 120, end: 180 }]);
    expect(missingWallTimes('2027-03-28', 'Europe/London')).toEqual([{ start: 60, end: 120 }]);
    expect(missingWallTimes('2027-11-07', 'America/New_York')).toEqual([]);
    expect(missingWallTimes('2027-06-15', 'America/New_York')).toEqual([]);
    expect(missingWallTimes('2027-03-14', 'America/Phoenix')).toEqual([]);
  });

  it('writes the end of the day as 24:00', () => {
    expect(toTime(1440)).toBe('24:00');
  });
});
