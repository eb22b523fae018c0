import type { SearchQuery } from '@salon/contracts';

/** Query keys of global search; results are short-lived reads, never invalidated by a change elsewhere. */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: SearchQuery) => [...searchKeys.all, query] as const,
};
