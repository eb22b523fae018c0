import { describe, expect, it } from 'vitest';
import { searchDate } from './search-date';

const today = '2026-11-24';

describe('searchDate', () => {
  it('reads the ISO form, the US form with or without a year, and month names before or after the day', () => {
    expect(searchDate('2026-11-24', today)).toBe('2026-11-24');
    expect(searchDate('2027-1-5', today)).toBe('2027-01-05');
    expect(searchDate('11/24/2026', today)).toBe('2026-11-24');
    expect(searchDate('3/7', today)).toBe('2026-03-07');
    expect(searchDate('Nov 24', today)).toBe('2026-11-24');
    expect(searchDate(' nov. 24 ', today)).toBe('2026-11-24');
    expect(searchDate('November 24, 2025', today)).toBe('2025-11-24');
    expect(searchDate('Sept 3rd', today)).toBe('2026-09-03');
    expect(searchDate('24 Nov 2027', today)).toBe('2027-11-24');
  });

  it('is null for names, numbers, days that do not exist and words that only begin like a month', () => {
    expect(searchDate('Ann', today)).toBeNull();
    expect(searchDate('555-1234', today)).toBeNull();
    expect(searchDate('2026', today)).toBeNull();
    expect(searchDate('2/30/2026', today)).toBeNull();
    expect(searchDate('2026-13-01', today)).toBeNull();
    expect(searchDate('Mayer 5', today)).toBeNull();
    expect(searchDate('Mark 12', today)).toBeNull();
  });

  it('takes February 29th only in a leap year', () => {
    expect(searchDate('2/29/2028', today)).toBe('2028-02-29');
    expect(searchDate('Feb 29', today)).toBeNull();
  });
});
