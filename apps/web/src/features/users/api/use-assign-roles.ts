import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { sessionKeys } from '../../../lib/session/session-keys';
import { roleKeys } from './role-keys';
import { userKeys } from './user-keys';

type AssignRolesInput = { userId: number; roles: string[] };

export function useAssignRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roles }: AssignRolesInput) => unwrap(apiClient.users.assignRoles({ params: { id: userId }, body: { roles } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        // Role member counts change, and the owner may have changed their own roles.
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
