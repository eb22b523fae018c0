import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentHandling } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from '../../appointments';
import { employeeKeys } from './employee-keys';

type DeactivateEmployeeInput = { employeeId: number; appointments: AppointmentHandling[] };

/** Deactivates the employee with each future appointment reassigned or cancelled, all or nothing. */
export function useDeactivateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, appointments }: DeactivateEmployeeInput) =>
      unwrap(apiClient.employeeDeactivation.deactivate({ params: { id: employeeId }, body: { appointments } })),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.employee_id), employee);
      // Appointments changed hands or were cancelled: every list, calendar and schedule shows them.
      return Promise.all([queryClient.invalidateQueries({ queryKey: employeeKeys.lists() }), queryClient.invalidateQueries({ queryKey: appointmentKeys.all })]);
    },
    // A refusal means the bookings moved since the list was read: read who is free again.
    onError: (_error, { employeeId }) => queryClient.invalidateQueries({ queryKey: employeeKeys.deactivationImpact(employeeId) }),
  });
}
