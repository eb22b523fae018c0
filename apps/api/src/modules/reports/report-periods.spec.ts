import { describe, expect, it } from 'vitest';
import { datesOf, peakWindow, trendParts, weekdayCounts } from './report-periods';

describe('report periods', () => {
  it('lists every date of a period, both ends included', () => {
    expect(datesOf({ from: '2030-02-27', to: '2030-03-02' })).toEqual(['2030-02-27', '2030-02-28', '2030-03-01', '2030-03-02']);
  });

  it('counts each weekday of a period, none in an empty one', () => {
    // 2030-12-04 is a Wednesday: 17 days hold three Wednesdays, Thursdays and Fridays, two of the rest.
    expect(weekdayCounts({ from: '2030-12-04', to: '2030-12-20' })).toEqual([2, 2, 2, 3, 3, 3, 2]);
    expect(weekdayCounts({ from: '2030-12-04', to: '2030-12-04' })).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect(weekdayCounts({ from: '2030-12-01', to: '2030-12-28' })).toEqual([4, 4, 4, 4, 4, 4, 4]);
    expect(weekdayCounts({ from: '2030-12-05', to: '2030-12-04' })).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('cuts a period into Sunday-to-Saturday weeks, or calendar months, the ends cut to the period', () => {
    // 2030-12-04 is a Wednesday.
    expect(trendParts({ from: '2030-12-04', to: '2030-12-16' }, 'week')).toEqual([
      { from: '2030-12-04', to: '2030-12-07' },
      { from: '2030-12-08', to: '2030-12-14' },
      { from: '2030-12-15', to: '2030-12-16' },
    ]);
    expect(trendParts({ from: '2030-11-15', to: '2031-01-10' }, 'month')).toEqual([
      { from: '2030-11-15', to: '2030-11-30' },
      { from: '2030-12-01', to: '2030-12-31' },
      { from: '2031-01-01', to: '2031-01-10' },
    ]);
  });

  it('finds the three busiest consecutive hours, starting at a booked hour, the earliest on a tie, none without appointments', () => {
    expect(peakWindow(new Map([[9, 1], [14, 3], [15, 2], [16, 4], [17, 0]]))).toEqual({ startHour: 14, endHour: 17, appointments: 9 });
    expect(peakWindow(new Map([[9, 2], [13, 2]]))).toEqual({ startHour: 9, endHour: 12, appointments: 2 });
    expect(peakWindow(new Map([[23, 1]]))).toEqual({ startHour: 23, endHour: 24, appointments: 1 });
    expect(peakWindow(new Map())).toBeNull();
  });
});
