import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentService, AppointmentServiceCreate, AppointmentServiceUpdate } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from './appointment-keys';

/** Under the appointment's detail key, so any change to the appointment refreshes them. */
const totalsKey = (appointmentId: number, what: 'price' | 'duration') => [...appointmentKeys.detail(appointmentId), 'totals', what] as const;

/** The extra services on an appointment. */
export function useAppointmentServices(appointmentId: number) {
  return useQuery({
    queryKey: appointmentKeys.services(appointmentId),
    queryFn: ({ signal }) => unwrap(apiClient.appointmentExtras.listServices({ params: { id: appointmentId }, fetchOptions: { signal } })),
  });
}

/** The booked service plus extras, in dollars, as the server adds them up (in cents). */
export function useAppointmentPriceTotals(appointmentId: number) {
  return useQuery({
    queryKey: totalsKey(appointmentId, 'price'),
    queryFn: ({ signal }) => unwrap(apiClient.appointmentExtras.calculatePrice({ params: { id: appointmentId }, fetchOptions: { signal } })),
  });
}

/** The booked service plus extras, in minutes, with the resulting end time. */
export function useAppointmentDurationTotals(appointmentId: number) {
  return useQuery({
    queryKey: totalsKey(appointmentId, 'duration'),
    queryFn: ({ signal }) => unwrap(apiClient.appointmentExtras.calculateDuration({ params: { id: appointmentId }, fetchOptions: { signal } })),
  });
}

/*
 * An extra service moves the appointment's end time and total, and so the lists, calendars
 * and free slots that show it: every change refreshes everything about appointments.
 */

export function useAddAppointmentService(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation<AppointmentService, ApiError, AppointmentServiceCreate>({
    mutationFn: (body) => unwrap(apiClient.appointmentExtras.addService({ params: { id: appointmentId }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

type UpdateInput = { appointmentServiceId: number; body: AppointmentServiceUpdate };

export function useUpdateAppointmentService(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation<AppointmentService, ApiError, UpdateInput>({
    mutationFn: ({ appointmentServiceId, body }) =>
      unwrap(apiClient.appointmentExtras.updateService({ params: { id: appointmentId, serviceId: appointmentServiceId }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

export function useRemoveAppointmentService(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation<undefined, ApiError, number>({
    mutationFn: (appointmentServiceId) =>
      unwrap(apiClient.appointmentExtras.removeService({ params: { id: appointmentId, serviceId: appointmentServiceId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
