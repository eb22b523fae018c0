import { toTime, type MinuteRange, type TimeRange, type WeekDay, type WorkingDay } from '@salon/contracts';
import type { WeekCell } from './week-cells.query';

const toRange = ({ start, end }: MinuteRange): TimeRange => ({ start_time: toTime(start), end_time: toTime(end) });

/** One cell of the week: the day's hours, and from SQL its bookings' count, minutes, merged ranges and first few (none without a row). */
export function toWeekDay(date: string, { shift, breaks }: WorkingDay, cell: WeekCell | undefined): WeekDay {
  return {
    date,
    working_hours: shift ? toRange(shift) : null,
    breaks: shift ? breaks.map(toRange) : [],
    count: cell?.count ?? 0,
    booked_minutes: cell?.booked_minutes ?? 0,
    busy: cell ? cell.starts.map((start, index) => ({ start_time: toTime(start), end_time: toTime(cell.ends[index]!) })) : [],
    first: cell?.first ?? [],
  };
}
