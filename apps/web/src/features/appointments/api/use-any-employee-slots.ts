import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

export type AnyEmployeeSlotRequest = {
  date: string;
  serviceId: number;
  /** Only when the booking is longer or shorter than the service takes. */
  durationMinutes: number | null;
};

/** One day's slots of every active employee for a service ("Any available"); null asks nothing. */
export function useAnyEmployeeSlots(request: AnyEmployeeSlotRequest | null) {
  return useQuery({
    queryKey: request
      ? [...appointmentKeys.availability(), 'any-employee', request.date, request.serviceId, request.durationMinutes]
      : [...appointmentKeys.availability(), 'any-employee', 'none'],
    queryFn: ({ signal }) => {
      if (!request) throw new Error('No slot request');
      const body = {
        date: request.date,
        service_id: request.serviceId,
        ...(request.durationMinutes !== null ? { duration_minutes: request.durationMinutes } : {}),
      };
      return unwrap(apiClient.availability.bulkSlots({ body, fetchOptions: { signal } }));
    },
    enabled: request !== null,
  });
}
