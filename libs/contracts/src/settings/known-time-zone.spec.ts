import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKnownTimeZone } from './settings.schemas';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a known time zone', () => {
  it('is asked of the runtime once, however often the settings are read', () => {
    const Format = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Format>) {
      return new Format(...args);
    } as unknown as typeof Format);
    for (let i = 0; i < 3; i += 1) expect(isKnownTimeZone('Antarctica/Troll')).toBe(true);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('is never an unknown or malformed one, however often asked', () => {
    for (let i = 0; i < 2; i += 1) {
      expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isKnownTimeZone('+05:30')).toBe(false);
    }
  });
});
