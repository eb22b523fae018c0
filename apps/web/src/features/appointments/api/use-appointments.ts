import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys, type AppointmentListParams } from './appointment-keys';

/** Appointments as `{ rows, count }`; the previous page stays on screen while the next loads. */
export function useAppointments(params: AppointmentListParams) {
  return useQuery({
    queryKey: appointmentKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.appointments.list({ query: params, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
