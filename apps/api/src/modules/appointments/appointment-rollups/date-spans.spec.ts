import { describe, expect, it } from 'vitest';
import { splitIntoMonthsAndDays } from './date-spans';

describe('splitIntoMonthsAndDays', () => {
  it('keeps whole months whole and the days around them apart', () => {
    expect(splitIntoMonthsAndDays({ from: '2025-11-24', to: '2026-11-23' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-24', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-23' },
      ],
    });
  });

  it('needs no days when the range starts and ends with a month', () => {
    expect(splitIntoMonthsAndDays({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ months: { from: '2024-02-01', to: '2024-02-01' }, days: [] });
    expect(splitIntoMonthsAndDays({ from: '2025-01-01', to: '2025-12-31' })).toEqual({ months: { from: '2025-01-01', to: '2025-12-01' }, days: [] });
  });

  it('has days on one side only when the other side is a month edge', () => {
    expect(splitIntoMonthsAndDays({ from: '2026-01-01', to: '2026-03-15' })).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      days: [{ from: '2026-03-01', to: '2026-03-15' }],
    });
    expect(splitIntoMonthsAndDays({ from: '2025-12-20', to: '2026-02-28' })).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      days: [{ from: '2025-12-20', to: '2025-12-31' }],
    });
  });

  it('is days alone when no whole month fits', () => {
    expect(splitIntoMonthsAndDays({ from: '2026-03-02', to: '2026-03-31' })).toEqual({ months: null, days: [{ from: '2026-03-02', to: '2026-03-31' }] });
    expect(splitIntoMonthsAndDays({ from: '2026-03-15', to: '2026-04-14' })).toEqual({ months: null, days: [{ from: '2026-03-15', to: '2026-04-14' }] });
    expect(splitIntoMonthsAndDays({ from: '2026-05-07', to: '2026-05-07' })).toEqual({ months: null, days: [{ from: '2026-05-07', to: '2026-05-07' }] });
  });
});
