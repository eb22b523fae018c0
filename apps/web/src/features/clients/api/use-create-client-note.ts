import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNote, ClientNoteInput } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { clientKeys } from './client-keys';

export function useCreateClientNote(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation<ClientNote, ApiError, ClientNoteInput>({
    mutationFn: (body) => unwrap(apiClient.clients.createNote({ params: { id: clientId }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.notes(clientId) }),
  });
}
