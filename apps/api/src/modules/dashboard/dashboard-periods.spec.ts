import { describe, expect, it } from 'vitest';
import { datesOf, monthToDate, trailingDays } from './dashboard-periods';

describe('monthToDate', () => {
  it('compares the 1st to today with the same days of last month', () => {
    expect(monthToDate('2030-12-10')).toEqual({ current: { from: '2030-12-01', to: '2030-12-10' }, previous: { from: '2030-11-01', to: '2030-11-10' } });
  });

  it('compares across the new year', () => {
    expect(monthToDate('2031-01-05').previous).toEqual({ from: '2030-12-01', to: '2030-12-05' });
  });

  it('ends a shorter last month on its last day (March 30 against February 1-28)', () => {
    expect(monthToDate('2031-03-30').previous).toEqual({ from: '2031-02-01', to: '2031-02-28' });
  });

  it("compares a month's last day with the whole of last month (April 30 against March 1-31)", () => {
    expect(monthToDate('2031-04-30').previous).toEqual({ from: '2031-03-01', to: '2031-03-31' });
  });
});

describe('trailingDays and datesOf', () => {
  it('are the 30 days up to today, oldest first', () => {
    const days = trailingDays('2031-03-01');
    expect(days).toEqual({ from: '2031-01-31', to: '2031-03-01' });
    const dates = datesOf(days);
    expect(dates).toHaveLength(30);
    expect(dates.slice(0, 2)).toEqual(['2031-01-31', '2031-02-01']);
    expect(dates.at(-1)).toBe('2031-03-01');
  });
});
