import { describe, expect, it } from 'vitest';
import { monthsBetween } from './statistics-months';

describe('monthsBetween', () => {
  it('lists one month when both dates fall in it', () => {
    expect(monthsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
  });

  it('lists every month across the new year, the partial first and last ones included', () => {
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('counts months, not 30-day steps, from a month end', () => {
    expect(monthsBetween('2026-01-31', '2026-03-01')).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('lists nothing when the range runs backwards', () => {
    expect(monthsBetween('2027-01-01', '2026-12-31')).toEqual([]);
  });
});
