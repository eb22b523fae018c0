import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

/** What deactivating the service would affect; fetched each time the confirmation opens, since bookings move. */
export function useServiceDeactivationImpact(serviceId: number, enabled: boolean) {
  return useQuery({
    queryKey: serviceKeys.deactivationImpact(serviceId),
    queryFn: ({ signal }) => unwrap(apiClient.serviceDeactivation.deactivationImpact({ params: { id: serviceId }, fetchOptions: { signal } })),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
