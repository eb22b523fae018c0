import { useQuery } from '@tanstack/react-query';
import { can, type PossibleDuplicate, type WaitlistEntry } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

/**
 * The salon's clients a walk-in may be (same phone, e-mail or name; the clients' own duplicate
 * lookup), for the desk to book under; nothing when the user may not read clients.
 */
export function useWalkInClients(entry: WaitlistEntry) {
  const mayRead = can(useSession()?.user, 'clients:read');
  const [first, ...rest] = entry.clientName.trim().split(/\s+/);
  const query = {
    phone: entry.clientPhone,
    ...(entry.clientEmail ? { email: entry.clientEmail } : {}),
    ...(rest.length ? { first_name: first, last_name: rest.join(' ') } : {}),
  };
  return useQuery<PossibleDuplicate[]>({
    queryKey: ['waitlist', 'walk-in-clients', entry.id, query],
    queryFn: ({ signal }) => unwrap(apiClient.clients.possibleDuplicates({ query, fetchOptions: { signal } })),
    enabled: mayRead,
  });
}
