import type { SessionSalon } from '@salon/contracts';
import { sessionStore } from '../session/session-store';

/** How the salon writes money, dates and times (settings › general, carried by the session). */
export type SalonFormats = Pick<SessionSalon, 'currency' | 'dateFormat' | 'timeFormat'>;

/** Dollars, US dates and a 12-hour clock (DECISIONS §2): the spec's defaults, and the sign-in page's. */
export const DEFAULT_SALON_FORMATS: SalonFormats = { currency: 'USD', dateFormat: 'MM/DD/YYYY', timeFormat: '12h' };

/**
 * The signed-in user's salon's formats, read as salonTimeZone() reads its zone: every formatter
 * asks at the moment it writes, so a saved change shows on the next screen drawn.
 */
export function salonFormats(): SalonFormats {
  const salon = sessionStore.getSession()?.user.salon;
  return salon ? { currency: salon.currency, dateFormat: salon.dateFormat, timeFormat: salon.timeFormat } : DEFAULT_SALON_FORMATS;
}
