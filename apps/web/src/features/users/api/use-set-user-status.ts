import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

type SetUserStatusInput = { userId: number; isActive: boolean };

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: SetUserStatusInput) =>
      unwrap(apiClient.users.setUserStatus({ params: { id: userId }, body: { is_active: isActive } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
