import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { employeeKeys, type EmployeeListParams } from '../../employees/api/employee-keys';

/** Everyone who can be booked: inactive employees are left out of scheduling (spec part 1 §4). */
const ACTIVE_EMPLOYEES: EmployeeListParams = { limit: 1000, offset: 0, sortBy: 'first_name', sortOrder: 'ASC', is_active: 'true' };

export function useActiveEmployees() {
  return useQuery({
    queryKey: employeeKeys.list(ACTIVE_EMPLOYEES),
    queryFn: ({ signal }) => unwrap(apiClient.employees.list({ query: ACTIVE_EMPLOYEES, fetchOptions: { signal } })),
    select: (data) => data.rows,
  });
}
