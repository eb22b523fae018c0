/** Where the time of the user's last input is shared between tabs; not a session key, so writing it does not re-read the session. */
export const LAST_INPUT_KEY = 'lastInputAt';

/** Input closer together than this is recorded once: pointer moves come many times a second. */
const RECORD_EVERY_MS = 1000;

export type InputClock = {
  /** The user gave input (pointer, key, touch, focus) on this tab, or signed in. */
  mark(): void;
  /** When the user last gave input on any tab (never later than now); now, when nothing was ever recorded. */
  lastInputAt(): number;
  /** Whole seconds since then: what a token refresh tells the API, so polls do not count as use. */
  idleSeconds(): number;
};

/**
 * The user's last input, kept in storage so every tab of the session agrees: a desk working in one
 * tab must not be signed out by another tab left on the dashboard. Requests never mark it, so a
 * page that polls stays idle.
 */
export function createInputClock(storage: Storage): InputClock {
  let lastMarked: number | null = null;

  const stored = (): number => {
    try {
      const value = Number(storage.getItem(LAST_INPUT_KEY));
      return Number.isFinite(value) && value > 0 ? value : 0;
    } catch {
      return 0;
    }
  };

  const mark = () => {
    const now = Date.now();
    if (lastMarked !== null && now >= lastMarked && now - lastMarked < RECORD_EVERY_MS) return;
    lastMarked = now;
    try {
      storage.setItem(LAST_INPUT_KEY, String(now));
    } catch {
      // Storage switched off: this tab's memory still counts.
    }
  };

  const lastInputAt = () => {
    const latest = Math.max(lastMarked ?? 0, stored());
    if (latest === 0) {
      mark();
      return Date.now();
    }
    return Math.min(latest, Date.now());
  };

  return {
    mark,
    lastInputAt,
    idleSeconds: () => Math.max(0, Math.floor((Date.now() - lastInputAt()) / 1000)),
  };
}

export const inputClock = createInputClock(window.localStorage);
