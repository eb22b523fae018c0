import { toTime, type BookedBlock, type MinuteRange, type TimeRange, type WeekDay, type WorkingDay } from '@salon/contracts';
import type { WeekCellTotals } from './week-cells.query';

const toRange = ({ start, end }: MinuteRange): TimeRange => ({ start_time: toTime(start), end_time: toTime(end) });

/** One cell of the week: the day's hours, its bookings' count, minutes and merged ranges (summed up in SQL), and the first few. */
export function toWeekDay(date: string, { shift, breaks }: WorkingDay, totals: WeekCellTotals | undefined, first: BookedBlock[]): WeekDay {
  return {
    date,
    working_hours: shift ? toRange(shift) : null,
    breaks: shift ? breaks.map(toRange) : [],
    count: totals?.count ?? 0,
    booked_minutes: totals?.booked_minutes ?? 0,
    busy: totals ? totals.starts.map((start, index) => ({ start_time: toTime(start), end_time: toTime(totals.ends[index]!) })) : [],
    first,
  };
}
