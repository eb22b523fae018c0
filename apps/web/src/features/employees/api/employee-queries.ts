import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { employeeKeys, type EmployeeListParams } from './employee-keys';

/** One page of employees as `{ rows, count }`; other features reuse it with their own params. */
export function employeeListQuery(params: EmployeeListParams) {
  return queryOptions({
    queryKey: employeeKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.employees.list({ query: params, fetchOptions: { signal } })),
  });
}
