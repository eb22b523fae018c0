import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { employeeKeys } from './employee-keys';

type SetEmployeeStatusInput = { employeeId: number; isActive: boolean };

export function useSetEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, isActive }: SetEmployeeStatusInput) =>
      unwrap(apiClient.employees.setStatus({ params: { id: employeeId }, body: { is_active: isActive } })),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.employee_id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}
