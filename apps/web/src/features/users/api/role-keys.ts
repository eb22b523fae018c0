/** Query keys of roles; invalidate `all` after changing a role or who holds it. */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
};
