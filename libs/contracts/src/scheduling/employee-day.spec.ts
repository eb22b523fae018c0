import { describe, expect, it } from 'vitest';
import type { OpeningDay } from './business-hours';
import { bookableDay } from './employee-day';

// 2031-05-05 is a Monday, 2031-05-04 a Sunday.
const hours: OpeningDay[] = [
  { dayOfWeek: 0, openTime: '09:00', closeTime: '18:00', isClosed: true },
  { dayOfWeek: 1, openTime: '10:00', closeTime: '16:00', isClosed: false },
];
const row = (day_of_week: number, start_time: string, end_time: string, break_start: string | null = null, break_end: string | null = null) => ({
  day_of_week,
  start_time,
  end_time,
  break_start,
  break_end,
});

describe("bookableDay: an employee's hours within the salon's opening hours", () => {
  it('offers nobody on a day the salon is closed, even an employee whose week has it', () => {
    expect(bookableDay([row(0, '09:00', '17:00')], '2031-05-04', hours)).toEqual({ shift: null, breaks: [], salonClosed: true });
    expect(bookableDay([], '2031-05-04', hours)).toEqual({ shift: null, breaks: [], salonClosed: true });
  });

  it("cuts an employee's shift to the salon's hours and keeps the breaks inside it", () => {
    expect(bookableDay([row(1, '08:00', '18:00', '12:00', '12:30')], '2031-05-05', hours)).toEqual({
      shift: { start: 600, end: 960 },
      breaks: [{ start: 720, end: 750 }],
      salonClosed: false,
    });
    expect(bookableDay([row(1, '08:00', '18:00', '08:30', '09:00')], '2031-05-05', hours).breaks).toEqual([]);
  });

  it("gives the salon's hours to an employee without a week and a day off to one whose day it leaves out", () => {
    expect(bookableDay([], '2031-05-05', hours)).toEqual({ shift: { start: 600, end: 960 }, breaks: [], salonClosed: false });
    expect(bookableDay([row(2, '09:00', '17:00')], '2031-05-05', hours)).toEqual({ shift: null, breaks: [], salonClosed: false });
  });

  it("leaves a day off when the employee's hours do not meet the salon's", () => {
    expect(bookableDay([row(1, '16:00', '20:00')], '2031-05-05', hours)).toEqual({ shift: null, breaks: [], salonClosed: false });
  });
});
