import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentHandling } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from '../../appointments';
import { employeeKeys } from './employee-keys';

type HandOverInput = { employeeId: number; appointments: AppointmentHandling[] };

/**
 * Reassigns or cancels one batch of the employee's appointments, all or nothing, keeping them
 * active: for one with more than the confirmation lists at once. Either way the list is read
 * again, giving the next batch (or who is free now, after a refusal).
 */
export function useHandOverAppointments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, appointments }: HandOverInput) => unwrap(apiClient.employeeDeactivation.handOver({ params: { id: employeeId }, body: { appointments } })),
    onSuccess: (_result, { employeeId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: employeeKeys.deactivationImpact(employeeId) }), queryClient.invalidateQueries({ queryKey: appointmentKeys.all })]),
    onError: (_error, { employeeId }) => queryClient.invalidateQueries({ queryKey: employeeKeys.deactivationImpact(employeeId) }),
  });
}
