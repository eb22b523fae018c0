import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { serviceTypeKeys, type ServiceTypeListParams } from './service-keys';

/** Service types, ordered by id; they change only with a migration, so they stay fresh for the session. */
export function useServiceTypes(params: ServiceTypeListParams = {}) {
  return useQuery({
    queryKey: serviceTypeKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.serviceTypes.list({ query: params, fetchOptions: { signal } })),
    staleTime: Infinity,
  });
}
