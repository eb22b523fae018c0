import type { UserListQuery } from '@salon/contracts';

type UserListPage = Pick<UserListQuery, 'limit' | 'offset'>;

/** Query keys of user accounts; invalidate `all` after any change to a user. */
export const userKeys = {
  all: ['users'] as const,
  list: (page: UserListPage) => [...userKeys.all, 'list', page] as const,
};
