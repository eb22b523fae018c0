import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientCreate } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { clientKeys } from './client-keys';

/** Creates a client (with a first note, when given); the new client's page opens from the cache. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation<Client, ApiError, ClientCreate>({
    mutationFn: (body) => unwrap(apiClient.clients.create({ body }), { failure: 'Failed to create client', noData: 'Failed to create client' }),
    onSuccess: async (created) => {
      queryClient.setQueryData(clientKeys.detail(created.client_id), created);
      // Stale, not refetched: the form about to close would only find the client it just made.
      await queryClient.invalidateQueries({ queryKey: clientKeys.allPossibleDuplicates(), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
