import { useEffect, useState } from 'react';
import { salonNowAt, type SalonNow } from '@salon/contracts';

/** The browser's own zone: the front desk's computer stands in the salon (docs/product-choices.md). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The salon's wall clock for the time rule of the status buttons, read again every minute,
 * so a No Show button opens at the start time without a reload. The API decides on the
 * salon's own zone and names the reason if the two ever disagree.
 */
export function useSalonNow(): SalonNow {
  const [now, setNow] = useState(() => salonNowAt(new Date(), browserTimeZone()));
  useEffect(() => {
    const timer = setInterval(() => setNow(salonNowAt(new Date(), browserTimeZone())), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
