import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeInput } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { employeeKeys } from './employee-keys';

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation<Employee, ApiError, EmployeeInput>({
    mutationFn: (input) => unwrap(apiClient.employees.create({ body: input })),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.employee_id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}
