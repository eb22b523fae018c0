import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { clientKeys } from './client-keys';

/** A client's notes in the API's order: alerts first, then the rest, each newest first. */
export function useClientNotes(clientId: number) {
  return useQuery({
    queryKey: clientKeys.notes(clientId),
    queryFn: ({ signal }) => unwrap(apiClient.clients.listNotes({ params: { id: clientId }, fetchOptions: { signal } })),
  });
}
