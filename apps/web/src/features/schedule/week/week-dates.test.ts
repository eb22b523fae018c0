import { ownerUser, signIn, withSalonFormats } from '../../../testing/session-fixtures';
import { longDayOf, monthDayOf, readWeekParam, weekRangeLabel } from './week-dates';

describe('week dates', () => {
  it('reads the week from the address, falling back to this week', () => {
    expect(readWeekParam('2026-11-25', '2026-01-07')).toBe('2026-11-22');
    expect(readWeekParam(null, '2026-01-07')).toBe('2026-01-04');
    expect(readWeekParam('next week', '2026-01-07')).toBe('2026-01-04');
    expect(readWeekParam('2026-02-30', '2026-01-07')).toBe('2026-01-04');
  });

  it('names a week briefly', () => {
    expect(weekRangeLabel('2026-11-22')).toBe('Nov 22 – 28, 2026');
    expect(weekRangeLabel('2026-11-29')).toBe('Nov 29 – Dec 5, 2026');
    expect(weekRangeLabel('2026-12-27')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });

  it('names a week and its days in the order the salon writes dates', () => {
    signIn(withSalonFormats(ownerUser, { dateFormat: 'DD/MM/YYYY' }));
    expect(weekRangeLabel('2026-11-22')).toBe('22 – 28 Nov 2026');
    expect(weekRangeLabel('2026-11-29')).toBe('29 Nov – 5 Dec 2026');
    expect(weekRangeLabel('2026-12-27')).toBe('27 Dec 2026 – 2 Jan 2027');
    expect(monthDayOf('2026-11-22')).toBe('22 Nov');
    expect(longDayOf('2026-11-22')).toBe('Sunday, 22 November');

    signIn(withSalonFormats(ownerUser, { dateFormat: 'YYYY-MM-DD' }));
    expect(weekRangeLabel('2026-11-22')).toBe('2026-11-22 – 2026-11-28');
    expect(monthDayOf('2026-11-22')).toBe('11-22');
  });
});
