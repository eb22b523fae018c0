import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { roleKeys } from './role-keys';

/** Every role with its permissions and how many users hold it. */
export function useRoles() {
  return useQuery({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => unwrap(apiClient.users.listRoles({ fetchOptions: { signal } })),
  });
}
