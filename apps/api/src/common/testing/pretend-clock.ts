import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

/**
 * The instant that tests booking fixed dates pretend it is: Monday 2 December 2030, 14:00 UTC,
 * before every fixed date they use (2031 and 2032), so those dates stay in the future when
 * the real calendar passes them.
 */
export const PRETEND_NOW = new Date('2030-12-02T14:00:00Z');

const install = (now: Date) => vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });

/**
 * The file's setup and tests run at `now`, the clock running on from there. Only `Date` is
 * faked: timers, the database driver and supertest keep real time. Call it before the file's
 * own `beforeAll`, so the accounts it signs in get tokens of the pretend time. A test may set
 * its own instant with `vi.useFakeTimers({ toFake: ['Date'], now })`; once it goes back to
 * real timers, the next test starts at `now` again.
 */
export function usePretendClock(now: Date = PRETEND_NOW): void {
  beforeAll(() => {
    install(now);
  });
  beforeEach(() => {
    if (!vi.isFakeTimers()) install(now);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
