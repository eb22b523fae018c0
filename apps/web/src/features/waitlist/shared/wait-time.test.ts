import { formatTimeAgo, formatWaitMinutes, minutesSince } from './wait-time';

describe('wait times', () => {
  it.each([
    [0, 'less than a minute'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1 hr'],
    [65, '1 hr 5 min'],
    [1439, '23 hr 59 min'],
    [1440, '1 day'],
    [4000, '2 days'],
  ])('reads %i minutes as "%s"', (minutes, text) => {
    expect(formatWaitMinutes(minutes)).toBe(text);
  });

  it('counts whole minutes since an instant, never below zero', () => {
    const now = new Date('2026-11-24T15:00:59Z');
    expect(minutesSince('2026-11-24T14:35:00Z', now)).toBe(25);
    expect(minutesSince('2026-11-24T15:02:00Z', now)).toBe(0);
  });

  it('says "just now" under a minute ago, then minutes, hours or days ago', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(formatTimeAgo('2026-11-24T14:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-24T14:35:00Z', now)).toBe('25 min ago');
    expect(formatTimeAgo('2026-11-24T12:50:00Z', now)).toBe('2 hr 10 min ago');
    expect(formatTimeAgo('2026-11-21T15:00:00Z', now)).toBe('3 days ago');
  });
});
