import { z } from 'zod';
import { singleLineText } from '../common/primitives';

/** What global search finds, each with the detail route the web opens for it (spec part 1 §3, Search result). */
export const SEARCH_RESULT_TYPES = ['client', 'employee', 'service', 'appointment'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Results per type unless the caller asks for fewer or more (spec part 1 §9: each search type returns 5). */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 10;

export const SEARCH_BLANK_MESSAGE = 'Type something to search for';
/** The longest query the API takes; the top-bar box stops typing there. */
export const SEARCH_MAX_LENGTH = 100;

export const searchQuerySchema = z.object({
  // Trimmed first, so a query of spaces is as blank as a missing one (spec part 1 §5: blank queries are ignored).
  q: singleLineText({ required_error: SEARCH_BLANK_MESSAGE }).min(1, SEARCH_BLANK_MESSAGE).max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be 1 to ${SEARCH_MAX_LIMIT}`)
    .max(SEARCH_MAX_LIMIT, `limit must be 1 to ${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  id: z.number().int(),
  type: z.enum(SEARCH_RESULT_TYPES),
  title: z.string(),
  subtitle: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Grouped by type in the order of SEARCH_RESULT_TYPES; within a type, in that search's own order. */
export const searchResultsSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResults = z.infer<typeof searchResultsSchema>;
