import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { PossibleDuplicatesQuery } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { INPUT_DEBOUNCE_MS } from '../../../components/resource-list/use-debounced-input';
import { clientKeys } from './client-keys';

/** Existing clients who may be the one being added. */
export function possibleDuplicatesQuery(query: PossibleDuplicatesQuery) {
  return queryOptions({
    queryKey: clientKeys.possibleDuplicates(query),
    queryFn: ({ signal }) => unwrap(apiClient.clients.possibleDuplicates({ query, fetchOptions: { signal } })),
  });
}

/** True when the criteria hold something to compare. */
export const hasCriteria = (criteria: PossibleDuplicatesQuery) => Object.keys(criteria).length > 0;

/**
 * Existing clients the one being typed in may be, looked up once typing pauses; nothing is
 * asked while there is nothing to compare. Pass null to ask nothing at all (the edit form).
 */
export function usePossibleDuplicates(criteria: PossibleDuplicatesQuery | null) {
  // Compared as text, so a form re-render with the same values does not restart the pause.
  const [settled] = useDebouncedValue(criteria && hasCriteria(criteria) ? JSON.stringify(criteria) : null, INPUT_DEBOUNCE_MS);
  return useQuery({
    ...possibleDuplicatesQuery(settled ? (JSON.parse(settled) as PossibleDuplicatesQuery) : {}),
    enabled: settled !== null,
  });
}
