import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { employeeKeys } from './employee-keys';

export function useEmployee(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.detail(employeeId),
    queryFn: ({ signal }) => unwrap(apiClient.employees.get({ params: { id: employeeId }, fetchOptions: { signal } })),
  });
}
