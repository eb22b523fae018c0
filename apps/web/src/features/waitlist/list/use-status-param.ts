import { useSearchParams } from 'react-router-dom';
import { WAITLIST_STATUSES, type WaitlistStatus } from '@salon/contracts';

/** The status tab, kept in `?status=` so a reload or a shared link opens it; All (every status) stays out of the address. */
export function useStatusParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status = WAITLIST_STATUSES.find((name) => name === requested) ?? null;
  const setStatus = (next: WaitlistStatus | null) => setSearchParams(next ? { status: next } : {}, { replace: true });
  return [status, setStatus] as const;
}
