import { useEffect, useState } from 'react';

/** Now, read again every minute, so "25 min ago" keeps counting between refreshes. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
