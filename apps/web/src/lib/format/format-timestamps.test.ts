import { inSalonZone, ownerUser, signIn } from '../../testing/session-fixtures';
import { formatDateTime } from './format-date-time';
import { formatTimestampDate } from './format-timestamp-date';

describe("timestamps on the salon's clock", () => {
  it("show the time and day at the salon, whatever the computer's zone", () => {
    signIn(inSalonZone(ownerUser, 'America/Los_Angeles'));
    // 03:05 UTC on 24 November 2026 is 7:05 PM on the 23rd in Los Angeles.
    expect(formatDateTime('2026-11-24T03:05:00.000Z').replace(/\s/g, ' ')).toBe('Nov 23, 2026, 7:05 PM');
    expect(formatTimestampDate('2026-11-24T03:05:00.000Z')).toBe('Nov 23, 2026');

    signIn(inSalonZone(ownerUser, 'Asia/Tokyo'));
    expect(formatDateTime('2026-11-24T03:05:00.000Z').replace(/\s/g, ' ')).toBe('Nov 24, 2026, 12:05 PM');
  });

  it('leave text that is not a timestamp as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatTimestampDate('soon')).toBe('soon');
  });
});
