import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** One appointment with its client, employee, service and status. */
export function useAppointment(appointmentId: number) {
  return useQuery({
    queryKey: appointmentKeys.detail(appointmentId),
    queryFn: ({ signal }) => unwrap(apiClient.appointments.get({ params: { id: appointmentId }, fetchOptions: { signal } })),
  });
}
