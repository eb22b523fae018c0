import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from '../../appointments';

/**
 * Every active employee's hours, breaks, booked time and first bookings per day over the seven
 * days from a Sunday.
 * The week shown stays on screen while the next one loads.
 */
export function useWeekSchedule(startDate: string) {
  return useQuery({
    queryKey: appointmentKeys.weekSchedule(startDate),
    queryFn: ({ signal }) => unwrap(apiClient.availability.weekSchedule({ query: { start_date: startDate }, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
