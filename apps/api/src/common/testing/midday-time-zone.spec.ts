import { describe, expect, it } from 'vitest';
import { middayTimeZone } from './midday-time-zone';

const hourIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at);

describe('middayTimeZone', () => {
  it.each([
    ['2030-12-02T00:10:00Z', 'Etc/GMT-12'],
    ['2030-12-02T05:59:00Z', 'Etc/GMT-7'],
    ['2030-12-02T12:30:00Z', 'Etc/GMT'],
    ['2030-12-02T18:00:00Z', 'Etc/GMT+6'],
    ['2030-12-02T23:59:00Z', 'Etc/GMT+11'],
  ])('at %s is %s, where the clock reads 12', (instant, zone) => {
    const at = new Date(instant);
    expect(middayTimeZone(at)).toBe(zone);
    expect(hourIn(zone, at)).toBe('12');
  });
});
