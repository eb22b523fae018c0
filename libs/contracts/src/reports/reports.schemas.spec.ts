import { describe, expect, it } from 'vitest';
import { previousPeriodOf, reportRangeQuerySchema, sharePercent } from './reports.schemas';

const errors = (query: Record<string, unknown>) => {
  const result = reportRangeQuerySchema.safeParse(query);
  return result.success ? null : result.error.flatten().fieldErrors;
};

describe('report range', () => {
  it('takes two salon days, one day or a leap year of 366 days', () => {
    expect(reportRangeQuerySchema.parse({ start_date: '2026-11-01', end_date: '2026-11-30' })).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(errors({ start_date: '2026-11-01', end_date: '2026-11-01' })).toBeNull();
    expect(errors({ start_date: '2028-01-01', end_date: '2028-12-31' })).toBeNull();
  });

  it('refuses an end before the start, more than 366 days, and missing, impossible or far-off dates', () => {
    expect(errors({ start_date: '2026-11-02', end_date: '2026-11-01' })).toEqual({ end_date: ['end_date must not be before start_date'] });
    expect(errors({ start_date: '2026-01-01', end_date: '2027-01-02' })).toEqual({ end_date: ['The range must be at most 366 days'] });
    expect(errors({ end_date: '2026-11-01' })).toEqual({ start_date: ['Must be a date'] });
    expect(errors({ start_date: '2026-02-30', end_date: '2026-11-01' })).toEqual({ start_date: ['Must be a real calendar date'] });
    expect(errors({ start_date: '1899-12-31', end_date: '1900-01-05' })).toEqual({ start_date: ['Must be a date between 1900 and 2999'] });
    expect(errors({ start_date: '2999-12-30', end_date: '3000-01-01' })).toEqual({ end_date: ['Must be a date between 1900 and 2999'] });
  });
});

describe('previousPeriodOf', () => {
  it('is the period of the same length that ends the day before', () => {
    expect(previousPeriodOf('2026-11-01', '2026-11-30')).toEqual({ startDate: '2026-10-02', endDate: '2026-10-31' });
    expect(previousPeriodOf('2026-03-01', '2026-03-01')).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
  });
});

describe('sharePercent', () => {
  it('is a percentage with one decimal, null with nothing to divide by', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 2)).toBe(100);
    expect(sharePercent(0, 0)).toBeNull();
  });
});
