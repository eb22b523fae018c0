import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { clientKeys, type ClientListParams } from './client-keys';

/** One page of clients; other features reuse it with their own params (the booking form's search). */
export function clientListQuery(params: ClientListParams) {
  return queryOptions({
    queryKey: clientKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.clients.list({ query: params, fetchOptions: { signal } })),
  });
}

/** One client by id. */
export function clientQuery(clientId: number) {
  return queryOptions({
    queryKey: clientKeys.detail(clientId),
    queryFn: ({ signal }) => unwrap(apiClient.clients.get({ params: { id: clientId }, fetchOptions: { signal } })),
  });
}
