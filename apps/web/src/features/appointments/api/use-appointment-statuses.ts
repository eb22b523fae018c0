import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';

/**
 * Statuses are the salon's configuration, not bookings: they live outside
 * `appointmentKeys.all`, so a booking change does not refetch them. Invalidate this after
 * adding or changing a status.
 */
export const appointmentStatusKeys = {
  all: ['appointment-statuses'] as const,
};

/** The salon's appointment statuses in id order (the six system ones and any added). */
export function useAppointmentStatuses() {
  return useQuery({
    queryKey: appointmentStatusKeys.all,
    queryFn: ({ signal }) => unwrap(apiClient.appointmentStatuses.list({ fetchOptions: { signal } })),
    staleTime: 5 * 60_000,
  });
}
