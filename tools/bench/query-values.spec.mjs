import { describe, expect, it } from 'vitest';
import { addDays, lastFullMonth, sundayOf } from './query-values.mjs';

describe('calendar helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the Sunday a week schedule starts on', () => {
    expect(sundayOf('2026-11-24')).toBe('2026-11-22');
    expect(sundayOf('2026-11-22')).toBe('2026-11-22');
  });

  it('finds the last full month', () => {
    expect(lastFullMonth('2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastFullMonth('2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
