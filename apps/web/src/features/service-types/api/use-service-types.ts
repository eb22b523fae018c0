import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { serviceTypeKeys } from './service-type-keys';

export const serviceTypesQueryOptions = () =>
  queryOptions({
    queryKey: serviceTypeKeys.list(),
    queryFn: ({ signal }) => unwrap(apiClient.serviceTypes.list({ fetchOptions: { signal } })),
  });

/** Every service type, ordered by id as the API returns them. */
export function useServiceTypes() {
  return useQuery(serviceTypesQueryOptions());
}
