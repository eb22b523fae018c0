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
      lessDays: [],
    });
  });

  it('needs no days when the range starts and ends with a month', () => {
    expect(splitIntoMonthsAndDays({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ months: { from: '2024-02-01', to: '2024-02-01' }, days: [], lessDays: [] });
    expect(splitIntoMonthsAndDays({ from: '2025-01-01', to: '2025-12-31' }, { subtract: true })).toEqual({
      months: { from: '2025-01-01', to: '2025-12-01' },
      days: [],
      lessDays: [],
    });
  });

  it('has days on one side only when the other side is a month edge', () => {
    expect(splitIntoMonthsAndDays({ from: '2026-01-01', to: '2026-03-15' })).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      days: [{ from: '2026-03-01', to: '2026-03-15' }],
      lessDays: [],
    });
    expect(splitIntoMonthsAndDays({ from: '2025-12-20', to: '2026-02-28' })).toEqual({
      months: { from: '2026-01-01', to: '2026-02-01' },
      days: [{ from: '2025-12-20', to: '2025-12-31' }],
      lessDays: [],
    });
  });

  it('is days alone when no whole month fits', () => {
    expect(splitIntoMonthsAndDays({ from: '2026-03-02', to: '2026-03-31' })).toEqual({ months: null, days: [{ from: '2026-03-02', to: '2026-03-31' }], lessDays: [] });
    expect(splitIntoMonthsAndDays({ from: '2026-03-15', to: '2026-04-14' })).toEqual({
      months: null,
      days: [
        { from: '2026-03-15', to: '2026-03-31' },
        { from: '2026-04-01', to: '2026-04-14' },
      ],
      lessDays: [],
    });
    expect(splitIntoMonthsAndDays({ from: '2026-05-07', to: '2026-05-07' })).toEqual({ months: null, days: [{ from: '2026-05-07', to: '2026-05-07' }], lessDays: [] });
  });

  it('reads a month the range covers mostly whole, less the days outside it, when sums may be subtracted', () => {
    expect(splitIntoMonthsAndDays({ from: '2025-11-24', to: '2026-11-23' }, { subtract: true })).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      days: [{ from: '2025-11-24', to: '2025-11-30' }],
      lessDays: [{ from: '2026-11-24', to: '2026-11-30' }],
    });
    expect(splitIntoMonthsAndDays({ from: '2026-03-02', to: '2026-03-31' }, { subtract: true })).toEqual({
      months: { from: '2026-03-01', to: '2026-03-01' },
      days: [],
      lessDays: [{ from: '2026-03-01', to: '2026-03-01' }],
    });
    expect(splitIntoMonthsAndDays({ from: '2026-03-03', to: '2026-03-28' }, { subtract: true })).toEqual({
      months: { from: '2026-03-01', to: '2026-03-01' },
      days: [],
      lessDays: [
        { from: '2026-03-01', to: '2026-03-02' },
        { from: '2026-03-29', to: '2026-03-31' },
      ],
    });
    // Half inside, half outside: read as days, nothing to take away.
    expect(splitIntoMonthsAndDays({ from: '2026-04-16', to: '2026-05-15' }, { subtract: true })).toEqual({
      months: null,
      days: [
        { from: '2026-04-16', to: '2026-04-30' },
        { from: '2026-05-01', to: '2026-05-15' },
      ],
      lessDays: [],
    });
  });
});
