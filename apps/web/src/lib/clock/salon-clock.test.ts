import { act, renderHook } from '@testing-library/react';
import { inSalonZone, ownerUser, signIn } from '../../testing/session-fixtures';
import { sessionStore } from '../session/session-store';
import { browserTimeZone, salonNow, salonTimeZone, salonToday } from './salon-clock';
import { useSalonNow } from './use-salon-now';

// 03:00 UTC on Tuesday 24 November 2026 is 7:00 PM on Monday the 23rd in Los Angeles.
const INSTANT = new Date('2026-11-24T03:00:00Z');
const losAngelesOwner = inSalonZone(ownerUser, 'America/Los_Angeles');

describe("the salon's clock", () => {
  it("reads today and now in the signed-in user's salon's zone", () => {
    signIn(losAngelesOwner);
    expect(salonTimeZone()).toBe('America/Los_Angeles');
    expect(salonToday(INSTANT)).toBe('2026-11-23');
    expect(salonNow(INSTANT)).toEqual({ date: '2026-11-23', time: '19:00' });

    signIn(inSalonZone(ownerUser, 'Asia/Tokyo'));
    expect(salonNow(INSTANT)).toEqual({ date: '2026-11-24', time: '12:00' });
  });

  it("falls back to the browser's zone while no one is signed in (the sign-in page)", () => {
    expect(salonTimeZone()).toBe(browserTimeZone());
  });

  it('re-reads the clock every minute and follows a change of the salon', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(INSTANT);
    signIn(losAngelesOwner);
    const { result } = renderHook(() => useSalonNow());
    expect(result.current).toEqual({ date: '2026-11-23', time: '19:00' });

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current).toEqual({ date: '2026-11-23', time: '19:01' });

    act(() => sessionStore.setUser(inSalonZone(ownerUser, 'America/New_York')));
    expect(result.current).toEqual({ date: '2026-11-23', time: '22:01' });
  });
});
