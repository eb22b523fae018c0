import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { serviceKeys, type ServiceListParams } from './service-keys';

/** One page of services; other features reuse it with their own params. */
export function serviceListQuery(params: ServiceListParams) {
  return queryOptions({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.services.list({ query: params, fetchOptions: { signal } })),
  });
}
