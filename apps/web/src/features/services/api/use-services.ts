import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { serviceKeys, type ServiceListParams } from './service-keys';

/** One page of services as `{ services, pagination }`; the previous page stays on screen while the next loads. */
export function useServices(params: ServiceListParams) {
  return useQuery({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.services.list({ query: params, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
