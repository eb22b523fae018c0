import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientNote, ClientNoteInput } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { clientKeys } from './client-keys';

type UpdateClientNoteInput = { noteId: number; input: ClientNoteInput };

export function useUpdateClientNote(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation<ClientNote, ApiError, UpdateClientNoteInput>({
    mutationFn: ({ noteId, input }) => unwrap(apiClient.clients.updateNote({ params: { id: clientId, noteId }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.notes(clientId) }),
  });
}
