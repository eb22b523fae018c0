import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInTimeZone, timeInTimeZone } from './salon-clock';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a salon's wall clock", () => {
  const instant = new Date('2031-03-09T04:30:00Z');

  it('reads the date and time of an instant in each time zone', () => {
    expect(dateInTimeZone(instant, 'America/New_York')).toBe('2031-03-08');
    expect(timeInTimeZone(instant, 'America/New_York')).toBe('23:30');
    expect(dateInTimeZone(instant, 'Europe/Berlin')).toBe('2031-03-09');
    expect(timeInTimeZone(instant, 'Europe/Berlin')).toBe('05:30');
    expect(dateInTimeZone(instant, 'America/New_York')).toBe('2031-03-08');
  });

  it('builds each formatter once per time zone, however often it is asked', () => {
    const Format = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Format>) {
      return new Format(...args);
    } as unknown as typeof Format);
    for (let i = 0; i < 3; i += 1) {
      dateInTimeZone(instant, 'Asia/Tokyo');
      timeInTimeZone(instant, 'Asia/Tokyo');
    }
    expect(built).toHaveBeenCalledTimes(2);
  });
});
