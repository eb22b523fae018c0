import { toTime, type BookedBlock, type MinuteRange, type TimeRange, type WeekDay, type WorkingDay } from '@salon/contracts';

/**
 * Booked time as the week's bar draws it: ranges by start, touching or overlapping ones merged
 * (bookings never overlap, but back-to-back ones are one stretch of blue).
 */
export function mergeBusy(spans: readonly MinuteRange[]): MinuteRange[] {
  const merged: MinuteRange[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ start: span.start, end: span.end });
  }
  return merged;
}

const toRange = ({ start, end }: MinuteRange): TimeRange => ({ start_time: toTime(start), end_time: toTime(end) });

/** One cell of the week: the day's hours, its bookings' count, minutes and merged ranges (from their times alone), and the first few. */
export function toWeekDay(date: string, { shift, breaks }: WorkingDay, spans: readonly MinuteRange[], first: BookedBlock[]): WeekDay {
  return {
    date,
    working_hours: shift ? toRange(shift) : null,
    breaks: shift ? breaks.map(toRange) : [],
    count: spans.length,
    booked_minutes: spans.reduce((total, span) => total + Math.max(0, span.end - span.start), 0),
    busy: mergeBusy(spans).map(toRange),
    first,
  };
}
