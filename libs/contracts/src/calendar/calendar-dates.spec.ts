import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  isCalendarDate,
  isCalendarMonth,
  monthRange,
  monthsBetween,
  weekStartOf,
} from './calendar-dates';

describe('calendar dates', () => {
  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2026-12-27', 7)).toBe('2027-01-03');
    expect(addDays('2026-03-08', -7)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts the days between two dates, backwards too', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
  });

  it('knows the day of the week and the Sunday that starts it', () => {
    expect(dayOfWeek('2027-03-14')).toBe(0);
    expect(dayOfWeek('2026-11-25')).toBe(3);
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22');
    expect(weekStartOf('2026-11-28')).toBe('2026-11-22');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-27');
  });

  it('adds months; the 31st becomes the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 3)).toBe('2027-04-30');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonthsToMonth('2026-12', 1)).toBe('2027-01');
    expect(addMonthsToMonth('2027-01', -1)).toBe('2026-12');
  });

  it('gives a month its length and its first and last day', () => {
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(monthRange('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthRange('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('lists every month from one date to another, none when the range runs backwards', () => {
    expect(monthsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-01-31', '2026-03-01')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsBetween('2027-01-01', '2026-12-31')).toEqual([]);
  });

  it('tells a real date or month from text that only looks like one', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('next week')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
    expect(isCalendarMonth('2026-11')).toBe(true);
    expect(isCalendarMonth('2026-13')).toBe(false);
    expect(isCalendarMonth(null)).toBe(false);
  });
});
