import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { employeeKeys, type EmployeeListParams } from './employee-keys';

/** One page of employees as `{ rows, count }`; the previous page stays on screen while the next loads. */
export function useEmployees(params: EmployeeListParams) {
  return useQuery({
    queryKey: employeeKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.employees.list({ query: params, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
