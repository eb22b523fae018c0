import { useQuery } from '@tanstack/react-query';
import type { EmployeeSlotsQuery } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

export type SlotRequest = {
  employeeId: number;
  date: string;
  serviceId: number;
  /** Only when the booking is longer or shorter than the service takes. */
  durationMinutes: number | null;
  /** Editing: the appointment's own time counts as free. */
  excludeAppointmentId: number | null;
  /** A walk-in seated now (the waitlist's convert): the salon's minimum advance hours do not apply. */
  walkIn?: boolean;
};

/** One day's 15-minute slots for an employee; null asks nothing (the form is not ready). */
export function useEmployeeSlots(request: SlotRequest | null) {
  const query: EmployeeSlotsQuery | null = request && {
    date: request.date,
    service_id: request.serviceId,
    ...(request.durationMinutes !== null ? { duration_minutes: request.durationMinutes } : {}),
    ...(request.excludeAppointmentId !== null ? { exclude_appointment_id: request.excludeAppointmentId } : {}),
    ...(request.walkIn ? { walk_in: 'true' as const } : {}),
  };
  return useQuery({
    queryKey: request
      ? [...appointmentKeys.slots(request.employeeId, request.date, request.serviceId, request.excludeAppointmentId), request.durationMinutes, request.walkIn ?? false]
      : [...appointmentKeys.availability(), 'slots', 'none'],
    queryFn: ({ signal }) => {
      if (!request || !query) throw new Error('No slot request');
      return unwrap(apiClient.availability.employeeSlots({ params: { id: request.employeeId }, query, fetchOptions: { signal } }));
    },
    enabled: request !== null,
  });
}
