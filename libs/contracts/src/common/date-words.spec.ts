import { describe, expect, it } from 'vitest';
import { dayInWords, timeInWords } from './date-words';

describe('dayInWords and timeInWords', () => {
  it('say a date with its weekday and a time on the 12-hour clock', () => {
    expect(dayInWords('2031-03-25')).toBe('Tuesday, March 25, 2031');
    expect(['00:05', '09:30', '12:00', '16:45'].map(timeInWords)).toEqual(['12:05 AM', '9:30 AM', '12:00 PM', '4:45 PM']);
  });
});
