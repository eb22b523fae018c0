import { initContract } from '@ts-rest/core';
import { authenticatedRoute } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { searchQuerySchema, searchResultsSchema } from './search.schemas';

const c = initContract();

/** Global search (spec part 1 §2, §7): one call for the top bar's box. */
export const searchContract = c.router({
  search: {
    method: 'GET',
    path: '/search',
    query: searchQuerySchema,
    responses: { 200: successEnvelope(searchResultsSchema) },
    summary:
      'Find clients, employees, services and appointments (by client or service name, or a date such as 2026-11-24, 11/24/2026 or Nov 24) in one call: up to `limit` of each type the caller may read',
    // Any signed-in user: each type is searched only when the caller may read it.
    metadata: authenticatedRoute,
  },
});
