import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows a calendar date readably, never as the day before whatever the time zone', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate('1990-12-31')).toBe('Dec 31, 1990');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
