import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { clientKeys } from './client-keys';

export function useClient(clientId: number) {
  return useQuery({
    queryKey: clientKeys.detail(clientId),
    queryFn: ({ signal }) => unwrap(apiClient.clients.get({ params: { id: clientId }, fetchOptions: { signal } })),
  });
}
