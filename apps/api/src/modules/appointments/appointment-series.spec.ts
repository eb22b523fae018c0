import { describe, expect, it } from 'vitest';
import { seriesDates } from './appointment-series';

describe('seriesDates', () => {
  it('steps a week at a time across the new year', () => {
    expect(seriesDates('2031-12-23', 'weekly', null, 3)).toEqual(['2031-12-23', '2031-12-30', '2032-01-06']);
  });

  it('steps two weeks at a time up to the end date, which it includes', () => {
    expect(seriesDates('2031-01-06', 'biweekly', '2031-02-03')).toEqual(['2031-01-06', '2031-01-20', '2031-02-03']);
  });

  it('keeps the 31st where the month has one and takes the last day where it does not', () => {
    expect(seriesDates('2031-01-31', 'monthly', '2031-05-31')).toEqual(['2031-01-31', '2031-02-28', '2031-03-31', '2031-04-30', '2031-05-31']);
    expect(seriesDates('2032-01-31', 'monthly', null, 3)).toEqual(['2032-01-31', '2032-02-29', '2032-03-31']);
  });

  it('steps three months at a time, each from the first date', () => {
    expect(seriesDates('2031-11-30', 'quarterly', null, 3)).toEqual(['2031-11-30', '2032-02-29', '2032-05-30']);
  });

  it('stops at whichever comes first, the end date or the count', () => {
    expect(seriesDates('2031-01-06', 'weekly', '2031-01-19', 5)).toEqual(['2031-01-06', '2031-01-13']);
    expect(seriesDates('2031-01-06', 'weekly', '2031-12-31', 2)).toEqual(['2031-01-06', '2031-01-13']);
  });

  it('books at most 52 dates', () => {
    const byEndDate = seriesDates('2031-01-06', 'weekly', '2040-01-01');
    expect(byEndDate).toHaveLength(52);
    expect(byEndDate.at(-1)).toBe('2031-12-29');
    expect(seriesDates('2031-01-06', 'weekly', null, 60)).toHaveLength(52);
  });
});
