import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentCreate } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from './appointment-keys';

/** POST /appointments; 409 SLOT_TAKEN when the employee was booked at that time meanwhile. */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation<Appointment, ApiError, AppointmentCreate>({
    mutationFn: (input) => unwrap(apiClient.appointments.create({ body: input })),
    onSuccess: async (appointment) => {
      // Lists, calendars and slots all show booked time.
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      queryClient.setQueryData(appointmentKeys.detail(appointment.appointment_id), appointment);
    },
  });
}
