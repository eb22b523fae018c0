import { addDays, readWeekParam, weekRangeLabel, weekStartOf } from './week-dates';

describe('week dates', () => {
  it('starts every week on its Sunday', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22');
    expect(weekStartOf('2026-11-25')).toBe('2026-11-22');
    expect(weekStartOf('2026-11-28')).toBe('2026-11-22');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-27');
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-11-28', 1)).toBe('2026-11-29');
    expect(addDays('2026-12-27', 7)).toBe('2027-01-03');
    expect(addDays('2026-03-08', -7)).toBe('2026-03-01');
  });

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
});
