import { useQuery } from '@tanstack/react-query';
import { SEARCH_DEFAULT_LIMIT } from '@salon/contracts';
import { searchResultsQuery } from './search-queries';

/** Results for a settled, non-blank query; nothing is asked for a blank one (spec part 1 §5). */
export function useSearchResults(q: string) {
  return useQuery({ ...searchResultsQuery({ q, limit: SEARCH_DEFAULT_LIMIT }), enabled: q !== '' });
}
