import { useEffect, useMemo, useState } from 'react';
import { salonNowAt, type SalonNow } from '@salon/contracts';
import { useSession } from '../session/use-session';
import { browserTimeZone } from './salon-clock';

/**
 * The salon's wall clock for screens, read again every minute: the day view's now line moves,
 * a No Show button opens at the start time and "today" turns at the salon's midnight, all
 * without a reload. A new session (another salon, a changed zone) is followed at once.
 */
export function useSalonNow(): SalonNow {
  const timeZone = useSession()?.user.salon.timeZone ?? browserTimeZone();
  const [instant, setInstant] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setInstant(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => salonNowAt(instant, timeZone), [instant, timeZone]);
}
