import { formatTimeOfDay } from './format-time-of-day';

describe('formatTimeOfDay', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:15', '9:15 AM'],
    ['12:00', '12:00 PM'],
    ['17:45', '5:45 PM'],
  ])('shows %s as %s', (time, text) => {
    expect(formatTimeOfDay(time)).toBe(text);
  });
});
