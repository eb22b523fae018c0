import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmployeeListParams } from './employee-keys';
import { employeeListQuery } from './employee-queries';

/** One page of employees as `{ rows, count }`; the previous page stays on screen while the next loads. */
export function useEmployees(params: EmployeeListParams) {
  return useQuery({ ...employeeListQuery(params), placeholderData: keepPreviousData });
}
