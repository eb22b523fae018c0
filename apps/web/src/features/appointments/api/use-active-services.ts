import { useQuery } from '@tanstack/react-query';
import { serviceListQuery, type ServiceListParams } from '../../services';

/** The whole active menu in one call (spec part 1 §2: the appointment form loads all services, limit 1000). */
const ACTIVE_SERVICES: ServiceListParams = { page: 1, pageSize: 1000, activeOnly: 'true', sortBy: 'name', sortOrder: 'ASC' };

export function useActiveServices() {
  return useQuery({ ...serviceListQuery(ACTIVE_SERVICES), select: (data) => data.services });
}
