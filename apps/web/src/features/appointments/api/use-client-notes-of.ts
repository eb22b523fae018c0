import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { clientKeys } from '../../clients';

/**
 * A client's notes (alerts first, then newest first), for the booking form and the appointment page. It shares
 * the clients feature's cache key, so a note added on the client page shows here too.
 */
export function useClientNotesOf(clientId: number | null) {
  return useQuery({
    queryKey: clientKeys.notes(clientId ?? 0),
    queryFn: ({ signal }) => {
      if (clientId === null) throw new Error('No client chosen');
      return unwrap(apiClient.clients.listNotes({ params: { id: clientId }, fetchOptions: { signal } }));
    },
    enabled: clientId !== null,
  });
}
