import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INPUT_DEBOUNCE_MS } from '../../../components/resource-list/use-debounced-input';
import { clientListQuery, type ClientListParams } from '../../clients';

/** How many clients a search offers: enough to pick from, never the whole book. */
export const CLIENT_SEARCH_LIMIT = 20;

/**
 * Active clients matching what was typed, asked of the server once typing pauses; blank
 * text lists the first clients by last name.
 */
export function useClientSearch(text: string) {
  const [search] = useDebouncedValue(text.trim(), INPUT_DEBOUNCE_MS);
  const params: ClientListParams = {
    limit: CLIENT_SEARCH_LIMIT,
    sortBy: 'last_name',
    sortOrder: 'ASC',
    is_active: 'true',
    ...(search ? { search } : {}),
  };
  const query = useQuery({ ...clientListQuery(params), placeholderData: keepPreviousData });
  // Typed but not yet asked: the answer on screen is for older text.
  return { ...query, isSearching: query.isFetching || search !== text.trim() };
}
