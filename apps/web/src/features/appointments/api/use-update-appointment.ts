import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentUpdate } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from './appointment-keys';

type UpdateAppointmentInput = { appointmentId: number; input: AppointmentUpdate };

/** PUT /appointments/{id}; 409 SLOT_TAKEN when the new time is taken. */
export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation<Appointment, ApiError, UpdateAppointmentInput>({
    mutationFn: ({ appointmentId, input }) => unwrap(apiClient.appointments.update({ params: { id: appointmentId }, body: input })),
    onSuccess: async (appointment) => {
      // The history and every schedule view change with it.
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      queryClient.setQueryData(appointmentKeys.detail(appointment.appointment_id), appointment);
    },
  });
}
