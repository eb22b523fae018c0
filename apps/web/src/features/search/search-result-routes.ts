import type { SearchResult, SearchResultType } from '@salon/contracts';

/** Group headings, in the order the API groups results. */
export const RESULT_GROUPS: Record<SearchResultType, string> = {
  client: 'Clients',
  employee: 'Employees',
  service: 'Services',
  appointment: 'Appointments',
};

const BASES: Record<SearchResultType, string> = {
  client: '/clients',
  employee: '/employees',
  service: '/services',
  appointment: '/appointments',
};

/** The detail page a picked result opens. */
export const resultPath = (result: Pick<SearchResult, 'type' | 'id'>) => `${BASES[result.type]}/${result.id}`;
