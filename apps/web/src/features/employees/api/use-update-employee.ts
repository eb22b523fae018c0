import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeInput } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { employeeKeys } from './employee-keys';

type UpdateEmployeeInput = { employeeId: number; input: EmployeeInput };

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation<Employee, ApiError, UpdateEmployeeInput>({
    mutationFn: ({ employeeId, input }) => unwrap(apiClient.employees.update({ params: { id: employeeId }, body: input })),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.employee_id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}
