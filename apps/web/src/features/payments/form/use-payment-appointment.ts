import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from '../../appointments';

/** The appointment being paid for: its client, service, date, time and employee for the summary. */
export function usePaymentAppointment(appointmentId: number) {
  return useQuery({
    queryKey: appointmentKeys.detail(appointmentId),
    queryFn: ({ signal }) => unwrap(apiClient.appointments.get({ params: { id: appointmentId }, fetchOptions: { signal } })),
  });
}
