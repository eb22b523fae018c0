import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { clientKeys } from './client-keys';

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation<Client, ApiError, ClientInput>({
    mutationFn: (body) => unwrap(apiClient.clients.create({ body }), { failure: 'Failed to create client', noData: 'Failed to create client' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  });
}
