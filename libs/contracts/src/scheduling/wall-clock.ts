/**
 * Times of day as minutes after midnight. All scheduling arithmetic happens on the
 * salon's wall clock in whole minutes, never on Date objects, so a daylight-saving change
 * cannot shift a shift or a booking by an hour.
 */
export type MinuteRange = { start: number; end: number };

export const toMinutes = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** `HH:mm`; the end of the day is `24:00`. */
export const toTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const overlaps = (a: MinuteRange, b: MinuteRange) => a.start < b.end && b.start < a.end;

export const contains = (outer: MinuteRange, inner: MinuteRange) => outer.start <= inner.start && inner.end <= outer.end;

const wallClockFormat = new Map<string, Intl.DateTimeFormat>();
/** The date-and-minute formatter of a time zone, built once: each one costs about 200 µs and holds memory outside the JS heap. */
export function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClockFormat.set(timeZone, format);
  }
  return format;
}

const gapCache = new Map<string, MinuteRange[]>();

/**
 * The wall-clock times that do not exist on a date in a time zone: the hour skipped when
 * clocks spring forward (02:00-03:00 in New York on the second Sunday of March). Found by
 * walking the real instants around the date in 15-minute steps and noting which local
 * quarter hours never show up.
 */
export function missingWallTimes(date: string, timeZone: string): MinuteRange[] {
  const key = `${timeZone}|${date}`;
  const cached = gapCache.get(key);
  if (cached) return cached;
  const seen = new Set<number>();
  const format = wallClockFormatter(timeZone);
  const [year, month, day] = date.split('-').map(Number);
  // From 14 hours before UTC midnight to 38 hours after covers every offset on Earth.
  for (let quarter = -56; quarter < 152; quarter += 1) {
    const parts = Object.fromEntries(format.formatToParts(new Date(Date.UTC(year, month - 1, day) + quarter * 15 * 60_000)).map((part) => [part.type, part.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` !== date) continue;
    seen.add(Number(parts.hour) * 60 + Number(parts.minute));
  }
  const gaps: MinuteRange[] = [];
  for (let minute = 0; minute < 24 * 60; minute += 15) {
    if (seen.has(minute)) continue;
    const last = gaps.at(-1);
    if (last && last.end === minute) last.end = minute + 15;
    else gaps.push({ start: minute, end: minute + 15 });
  }
  if (gapCache.size > 2000) gapCache.clear();
  gapCache.set(key, gaps);
  return gaps;
}
