/** Query keys for service types; invalidate `all` to refresh every cached list and item. */
export const serviceTypeKeys = {
  all: ['service-types'] as const,
  list: () => [...serviceTypeKeys.all, 'list'] as const,
};
