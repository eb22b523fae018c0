import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { sessionKeys } from '../../../lib/session/session-keys';
import { roleKeys } from './role-keys';

type SetRolePermissionsInput = { roleId: number; permissions: string[] };

export function useSetRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, permissions }: SetRolePermissionsInput) =>
      unwrap(apiClient.users.setRolePermissions({ params: { id: roleId }, body: { permissions } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        // The signed-in user may hold the role that changed.
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
