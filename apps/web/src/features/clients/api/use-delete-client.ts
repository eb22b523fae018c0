import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { clientKeys } from './client-keys';

/** Deletes a client (and, on the server, their notes). */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, number>({
    mutationFn: (clientId) => unwrap(apiClient.clients.remove({ params: { id: clientId } })),
    onSuccess: (_nothing, clientId) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(clientId) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
