import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { userKeys } from './user-keys';

export const USERS_PAGE_SIZE = 25;

/** One page of user accounts, by last name. */
export function useUsers(page: number) {
  const query = { limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE };
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => unwrap(apiClient.users.listUsers({ query: { ...query, sortBy: 'last_name' }, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
