import { ownerUser, signIn, withSalonFormats } from '../../testing/session-fixtures';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows a calendar date readably, never as the day before whatever the time zone', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate('1990-12-31')).toBe('Dec 31, 1990');
    expect(formatDate('2026-09-04')).toBe('Sep 4, 2026');
  });

  it.each([
    ['MM/DD/YYYY', 'Mar 4, 2026', 'Wed, Mar 4, 2026', 'Wednesday, March 4, 2026', 'Mar 4'],
    ['DD/MM/YYYY', '4 Mar 2026', 'Wed, 4 Mar 2026', 'Wednesday, 4 March 2026', '4 Mar'],
    ['YYYY-MM-DD', '2026-03-04', 'Wed, 2026-03-04', 'Wednesday, 2026-03-04', '03-04'],
  ] as const)('writes dates in the order of %s', (dateFormat, plain, shortWeekday, longForm, withoutYear) => {
    signIn(withSalonFormats(ownerUser, { dateFormat }));
    expect(formatDate('2026-03-04')).toBe(plain);
    expect(formatDate('2026-03-04', { weekday: 'short' })).toBe(shortWeekday);
    expect(formatDate('2026-03-04', { weekday: 'long', month: 'long' })).toBe(longForm);
    expect(formatDate('2026-03-04', { year: false })).toBe(withoutYear);
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
