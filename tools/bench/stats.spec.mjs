import { describe, expect, it } from 'vitest';
import { median, percentile, roundMs } from './stats.mjs';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
  });

  it('is the slowest of a hundred at p99 only when one in a hundred is slow', () => {
    const values = [...Array.from({ length: 98 }, () => 5), 400, 500];
    expect(percentile(values, 99)).toBe(400);
  });

  it('is null without values', () => {
    expect(percentile([], 50)).toBeNull();
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('roundMs', () => {
  it('keeps two decimals under 10 ms, one under 100, none above', () => {
    expect([roundMs(3.14159), roundMs(42.26), roundMs(516.6), roundMs(null)]).toEqual([3.14, 42.3, 517, null]);
  });
});
