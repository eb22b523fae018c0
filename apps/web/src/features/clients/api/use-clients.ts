import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientListParams } from './client-keys';
import { clientListQuery } from './client-queries';

/** One page of clients; the previous page stays on screen while the next one loads. */
export function useClients(params: ClientListParams) {
  return useQuery({ ...clientListQuery(params), placeholderData: keepPreviousData });
}
