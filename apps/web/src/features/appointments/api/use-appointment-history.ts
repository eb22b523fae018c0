import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** Every change to an appointment, as the API returns them (oldest first). */
export function useAppointmentHistory(appointmentId: number) {
  return useQuery({
    queryKey: appointmentKeys.history(appointmentId),
    queryFn: ({ signal }) => unwrap(apiClient.appointmentExtras.history({ params: { id: appointmentId }, fetchOptions: { signal } })),
  });
}
