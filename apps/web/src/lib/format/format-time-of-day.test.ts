import { ownerUser, signIn, withSalonFormats } from '../../testing/session-fixtures';
import { hourLabel } from './format-hour';
import { formatTimeOfDay } from './format-time-of-day';

describe('formatTimeOfDay', () => {
  it.each([
    ['00:00', '12:00 AM', '00:00'],
    ['09:15', '9:15 AM', '09:15'],
    ['12:00', '12:00 PM', '12:00'],
    ['14:30', '2:30 PM', '14:30'],
    ['17:45', '5:45 PM', '17:45'],
  ])('shows %s as %s on a 12-hour clock (the default) and %s on a 24-hour one', (time, twelve, twentyFour) => {
    expect(formatTimeOfDay(time)).toBe(twelve);
    signIn(withSalonFormats(ownerUser, { timeFormat: '24h' }));
    expect(formatTimeOfDay(time)).toBe(twentyFour);
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatTimeOfDay('soon')).toBe('soon');
  });
});

describe('hourLabel', () => {
  it.each([
    [0, '12 AM', '00:00'],
    [9, '9 AM', '09:00'],
    [12, '12 PM', '12:00'],
    [17, '5 PM', '17:00'],
  ])('shows hour %i as %s on a 12-hour clock and %s on a 24-hour one', (hour, twelve, twentyFour) => {
    expect(hourLabel(hour)).toBe(twelve);
    signIn(withSalonFormats(ownerUser, { timeFormat: '24h' }));
    expect(hourLabel(hour)).toBe(twentyFour);
  });
});
