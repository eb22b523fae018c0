import { describe, expect, it } from 'vitest';
import { comparedUntilAt, comparedUntilOf, comparisonOf, elapsedDaysOf, elapsedPeriodOf } from './report-elapsed';

describe('elapsedPeriodOf', () => {
  it('cuts a range that reaches past today at today, and leaves a past range whole', () => {
    expect(elapsedPeriodOf('2026-11-01', '2026-11-30', '2026-11-10')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-10' });
    expect(elapsedPeriodOf('2026-10-01', '2026-10-31', '2026-11-10')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(elapsedPeriodOf('2026-11-10', '2026-11-10', '2026-11-10')).toEqual({ startDate: '2026-11-10', endDate: '2026-11-10' });
  });

  it('gives nothing for a range that starts after today', () => {
    expect(elapsedPeriodOf('2026-11-11', '2026-11-30', '2026-11-10')).toBeNull();
    expect(elapsedDaysOf('2026-11-11', '2026-11-30', '2026-11-10')).toBe(0);
  });

  it('counts the days begun, today included', () => {
    expect(elapsedDaysOf('2026-11-01', '2026-11-30', '2026-11-10')).toBe(10);
    expect(elapsedDaysOf('2026-10-01', '2026-10-31', '2026-11-10')).toBe(31);
  });
});

describe('comparisonOf', () => {
  it('compares the days so far with as many days just before the start', () => {
    expect(comparisonOf('2026-11-01', '2026-11-30', '2026-11-10')).toEqual({
      current: { startDate: '2026-11-01', endDate: '2026-11-10' },
      previous: { startDate: '2026-10-22', endDate: '2026-10-31' },
    });
    expect(comparisonOf('2026-11-10', '2026-11-10', '2026-11-10')).toEqual({
      current: { startDate: '2026-11-10', endDate: '2026-11-10' },
      previous: { startDate: '2026-11-09', endDate: '2026-11-09' },
    });
  });

  it('has nothing to compare before the range starts', () => {
    expect(comparisonOf('2026-12-01', '2026-12-31', '2026-11-10')).toBeNull();
  });
});

describe('comparedUntilOf', () => {
  it('rounds the salon time of day up to the quarter hour, the quarter in progress counting whole', () => {
    expect(comparedUntilOf(0)).toBe('00:00');
    expect(comparedUntilOf(9 * 3600)).toBe('09:00');
    expect(comparedUntilOf(9 * 3600 + 1)).toBe('09:15');
    expect(comparedUntilOf(9 * 3600 + 7 * 60)).toBe('09:15');
    expect(comparedUntilOf(13 * 3600 + 59 * 60 + 59.5)).toBe('14:00');
    expect(comparedUntilOf(23 * 3600 + 50 * 60)).toBe('24:00');
  });
});

describe('comparedUntilAt', () => {
  it("reads the salon's wall clock: 14:00:30 UTC is 09:00:30 in New York, cut at 09:15; 14:00 UTC is 19:45 in Kathmandu", () => {
    expect(comparedUntilAt(new Date('2030-12-02T14:00:30Z'), 'America/New_York')).toBe('09:15');
    expect(comparedUntilAt(new Date('2030-12-02T14:00:00Z'), 'America/New_York')).toBe('09:00');
    expect(comparedUntilAt(new Date('2030-12-02T14:00:00Z'), 'Asia/Kathmandu')).toBe('19:45');
  });
});
