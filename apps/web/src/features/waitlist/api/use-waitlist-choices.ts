import { useQuery } from '@tanstack/react-query';
import { employeeListQuery, type EmployeeListParams } from '../../employees';
import { serviceListQuery, type ServiceListParams } from '../../services';

// The same lists the booking form asks for, so one cache entry serves both.
const ACTIVE_SERVICES: ServiceListParams = { page: 1, pageSize: 1000, activeOnly: 'true', sortBy: 'name', sortOrder: 'ASC' };
const ACTIVE_EMPLOYEES: EmployeeListParams = { limit: 1000, offset: 0, sortBy: 'first_name', sortOrder: 'ASC', is_active: 'true' };

/** The services a walk-in can ask for: the active menu. */
export function useWaitlistServices() {
  return useQuery({ ...serviceListQuery(ACTIVE_SERVICES), select: (data) => data.services });
}

/** The employees a walk-in can prefer or be booked with: the active ones. */
export function useWaitlistEmployees() {
  return useQuery({ ...employeeListQuery(ACTIVE_EMPLOYEES), select: (data) => data.rows });
}
