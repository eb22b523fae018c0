import { describe, expect, it } from 'vitest';
import { mergeBusy } from './week-day';

describe('mergeBusy', () => {
  it('joins touching and overlapping ranges, whatever their order, and keeps gaps apart', () => {
    const spans = [
      { start: 600, end: 630 },
      { start: 540, end: 600 },
      { start: 700, end: 760 },
      { start: 720, end: 740 },
      { start: 761, end: 800 },
    ];
    expect(mergeBusy(spans)).toEqual([
      { start: 540, end: 630 },
      { start: 700, end: 760 },
      { start: 761, end: 800 },
    ]);
    // The input is left as it was.
    expect(spans[0]).toEqual({ start: 600, end: 630 });
  });

  it('gives nothing for no bookings', () => {
    expect(mergeBusy([])).toEqual([]);
  });
});
