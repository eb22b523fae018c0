import type { z } from 'zod';
import type { clientListQuerySchema, PossibleDuplicatesQuery } from '@salon/contracts';

/** The list query as the screen sends it (before the API applies its defaults). */
export type ClientListParams = z.input<typeof clientListQuerySchema>;

/** Query keys of clients; invalidate `lists()` after any change to a client (and `allPossibleDuplicates()` after a create), `notes(id)` after a note changes. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (params: ClientListParams) => [...clientKeys.lists(), params] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (clientId: number) => [...clientKeys.details(), clientId] as const,
  notes: (clientId: number) => [...clientKeys.detail(clientId), 'notes'] as const,
  allPossibleDuplicates: () => [...clientKeys.all, 'possible-duplicates'] as const,
  possibleDuplicates: (query: PossibleDuplicatesQuery) => [...clientKeys.allPossibleDuplicates(), query] as const,
};
