import { inSalonZone, ownerUser, signIn, withSalonFormats } from '../../testing/session-fixtures';
import { formatDateTime } from './format-date-time';
import { formatTimestampDate } from './format-timestamp-date';

describe("timestamps on the salon's clock", () => {
  it("show the time and day at the salon, whatever the computer's zone", () => {
    signIn(inSalonZone(ownerUser, 'America/Los_Angeles'));
    // 03:05 UTC on 24 November 2026 is 7:05 PM on the 23rd in Los Angeles.
    expect(formatDateTime('2026-11-24T03:05:00.000Z')).toBe('Nov 23, 2026, 7:05 PM');
    expect(formatTimestampDate('2026-11-24T03:05:00.000Z')).toBe('Nov 23, 2026');

    signIn(inSalonZone(ownerUser, 'Asia/Tokyo'));
    expect(formatDateTime('2026-11-24T03:05:00.000Z')).toBe('Nov 24, 2026, 12:05 PM');
  });

  it("are written in the salon's date and time formats", () => {
    signIn(withSalonFormats(inSalonZone(ownerUser, 'Europe/Paris'), { dateFormat: 'DD/MM/YYYY', timeFormat: '24h' }));
    // 13:05 UTC on 4 March 2026 is 14:05 in Paris.
    expect(formatDateTime('2026-03-04T13:05:00.000Z')).toBe('4 Mar 2026, 14:05');
    expect(formatTimestampDate('2026-03-04T13:05:00.000Z')).toBe('4 Mar 2026');

    signIn(withSalonFormats(inSalonZone(ownerUser, 'Europe/Paris'), { dateFormat: 'YYYY-MM-DD', timeFormat: '24h' }));
    expect(formatDateTime('2026-03-04T23:30:00.000Z')).toBe('2026-03-05, 00:30');
  });

  it('leave text that is not a timestamp as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatTimestampDate('soon')).toBe('soon');
  });
});
