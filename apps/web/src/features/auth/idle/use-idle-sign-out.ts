import { useCallback, useEffect, useRef, useState } from 'react';
import { inputClock } from '../../../lib/session/input-clock';

/** The warning shows this long before the sign-out. */
export const IDLE_WARNING_MS = 60_000;

/** What counts as the user's own input; requests (polls) never do. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Signs out after `timeoutMs` without input on any tab of the session, and says how many seconds
 * are left through the last minute (null before). Input during the warning, or Stay signed in,
 * starts the time again; input that comes after the time ran out (a tab whose timers slept) does
 * not bring the session back.
 */
export function useIdleSignOut(timeoutMs: number, signOut: () => void): { secondsLeft: number | null; staySignedIn: () => void } {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const signOutRef = useRef(signOut);
  const checkRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    signOutRef.current = signOut;
  }, [signOut]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warning = false;
    let over = false;

    const check = () => {
      clearTimeout(timer);
      if (over) return;
      const left = inputClock.lastInputAt() + timeoutMs - Date.now();
      if (left <= 0) {
        over = true;
        setSecondsLeft(null);
        signOutRef.current();
        return;
      }
      warning = left <= IDLE_WARNING_MS;
      const seconds = Math.ceil(left / 1000);
      setSecondsLeft(warning ? seconds : null);
      // Before the warning, wake when it is due (another tab's input may have moved it); during it, each second.
      timer = setTimeout(check, warning ? left - (seconds - 1) * 1000 : left - IDLE_WARNING_MS);
    };
    const onInput = () => {
      if (over) return;
      if (Date.now() - inputClock.lastInputAt() >= timeoutMs) return check();
      inputClock.mark();
      if (warning) check();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };

    checkRef.current = () => {
      inputClock.mark();
      check();
    };
    for (const event of INPUT_EVENTS) document.addEventListener(event, onInput, { capture: true, passive: true });
    window.addEventListener('focus', onInput);
    document.addEventListener('visibilitychange', onVisible);
    check();
    return () => {
      over = true;
      clearTimeout(timer);
      for (const event of INPUT_EVENTS) document.removeEventListener(event, onInput, { capture: true });
      window.removeEventListener('focus', onInput);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [timeoutMs]);

  const staySignedIn = useCallback(() => checkRef.current(), []);
  return { secondsLeft, staySignedIn };
}
