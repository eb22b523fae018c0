import { salonNowAt, type SalonNow } from '@salon/contracts';
import { sessionStore } from '../session/session-store';

/** The browser's own zone: only until a session names the salon's (the sign-in page). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone "today" and "now" are read in: the signed-in user's salon's (DECISIONS §2), as the
 * API reads them, so a manager at home or a laptop set to UTC sees the salon's day.
 */
export function salonTimeZone(): string {
  return sessionStore.getSession()?.user.salon.timeZone ?? browserTimeZone();
}

/** The salon's wall clock at an instant (now by default): its date and `HH:mm`. */
export function salonNow(instant = new Date()): SalonNow {
  return salonNowAt(instant, salonTimeZone());
}

/** The salon's today, `YYYY-MM-DD`. */
export function salonToday(instant = new Date()): string {
  return salonNow(instant).date;
}
