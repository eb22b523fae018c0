import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { clientKeys, type ClientListParams } from './client-keys';

/** One page of clients; the previous page stays on screen while the next one loads. */
export function useClients(params: ClientListParams) {
  return useQuery({
    queryKey: clientKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.clients.list({ query: params, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
