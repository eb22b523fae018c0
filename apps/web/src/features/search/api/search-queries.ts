import { queryOptions } from '@tanstack/react-query';
import type { SearchQuery } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { searchKeys } from './search-keys';

/** Up to `limit` clients, employees, services and appointments matching `q`, of the types the user may read. */
export function searchResultsQuery(query: SearchQuery) {
  return queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) => unwrap(apiClient.search.search({ query, fetchOptions: { signal } })),
    staleTime: 30_000,
  });
}
