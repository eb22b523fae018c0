import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { clientKeys } from './client-keys';

type UpdateClientInput = { clientId: number; input: ClientInput };

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation<Client, ApiError, UpdateClientInput>({
    mutationFn: ({ clientId, input }) =>
      unwrap(apiClient.clients.update({ params: { id: clientId }, body: input }), { failure: 'Failed to update client', noData: 'Failed to update client' }),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.client_id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
