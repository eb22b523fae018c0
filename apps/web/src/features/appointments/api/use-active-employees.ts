import { useQuery } from '@tanstack/react-query';
import { employeeListQuery, type EmployeeListParams } from '../../employees';

/** Everyone who can be booked: inactive employees are left out of scheduling (spec part 1 §4). */
const ACTIVE_EMPLOYEES: EmployeeListParams = { limit: 1000, offset: 0, sortBy: 'first_name', sortOrder: 'ASC', is_active: 'true' };

export function useActiveEmployees() {
  return useQuery({ ...employeeListQuery(ACTIVE_EMPLOYEES), select: (data) => data.rows });
}
