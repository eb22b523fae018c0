import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { PossibleDuplicatesQuery } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { INPUT_DEBOUNCE_MS } from '../../../components/resource-list/use-debounced-input';
import { clientKeys } from './client-keys';

/**
 * Existing clients the one being typed in may be, looked up once typing pauses; nothing is
 * asked while there is nothing to compare. Pass null to ask nothing at all (the edit form).
 */
export function usePossibleDuplicates(criteria: PossibleDuplicatesQuery | null) {
  // Compared as text, so a form re-render with the same values does not restart the pause.
  const [settled] = useDebouncedValue(criteria && Object.keys(criteria).length > 0 ? JSON.stringify(criteria) : null, INPUT_DEBOUNCE_MS);
  const query: PossibleDuplicatesQuery = settled ? (JSON.parse(settled) as PossibleDuplicatesQuery) : {};
  return useQuery({
    queryKey: clientKeys.possibleDuplicates(query),
    queryFn: ({ signal }) => unwrap(apiClient.clients.possibleDuplicates({ query, fetchOptions: { signal } })),
    enabled: settled !== null,
  });
}
