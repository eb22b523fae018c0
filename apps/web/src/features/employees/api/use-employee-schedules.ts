import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { employeeKeys } from './employee-keys';

/** The employee's working days, Sunday (0) to Saturday (6); a missing day is a day off. */
export function useEmployeeSchedules(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.schedules(employeeId),
    queryFn: ({ signal }) => unwrap(apiClient.employees.listSchedules({ params: { id: employeeId }, fetchOptions: { signal } })),
  });
}
