import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { serviceKeys, type ServiceListParams } from '../../services/api/service-keys';

/** The whole active menu in one call (spec part 1 §2: the appointment form loads all services, limit 1000). */
const ACTIVE_SERVICES: ServiceListParams = { page: 1, pageSize: 1000, activeOnly: 'true', sortBy: 'name', sortOrder: 'ASC' };

export function useActiveServices() {
  return useQuery({
    queryKey: serviceKeys.list(ACTIVE_SERVICES),
    queryFn: ({ signal }) => unwrap(apiClient.services.list({ query: ACTIVE_SERVICES, fetchOptions: { signal } })),
    select: (data) => data.services,
  });
}
