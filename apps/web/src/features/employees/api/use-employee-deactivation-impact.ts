import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { employeeKeys } from './employee-keys';

/** What deactivating the employee would affect; fetched each time the confirmation opens, since bookings move. */
export function useEmployeeDeactivationImpact(employeeId: number, enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.deactivationImpact(employeeId),
    queryFn: ({ signal }) => unwrap(apiClient.employeeDeactivation.deactivationImpact({ params: { id: employeeId }, fetchOptions: { signal } })),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
