import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { clientKeys } from './client-keys';

export function useDeleteClientNote(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, number>({
    mutationFn: (noteId) => unwrap(apiClient.clients.removeNote({ params: { id: clientId, noteId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.notes(clientId) }),
  });
}
