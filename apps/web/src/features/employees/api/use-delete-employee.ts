import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { employeeKeys } from './employee-keys';

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) => unwrap(apiClient.employees.remove({ params: { id: employeeId } })),
    onSuccess: (_data, employeeId) => {
      queryClient.removeQueries({ queryKey: employeeKeys.detail(employeeId) });
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}
