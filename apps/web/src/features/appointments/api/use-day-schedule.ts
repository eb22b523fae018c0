import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** Colleagues book at other desks all day; the front desk's view catches up every minute. */
const DAY_SCHEDULE_REFRESH_MS = 60_000;

/** Every active employee's hours, breaks and appointments on one day (`YYYY-MM-DD`). */
export function useDaySchedule(date: string) {
  return useQuery({
    queryKey: appointmentKeys.daySchedule(date),
    queryFn: ({ signal }) => unwrap(apiClient.availability.daySchedule({ query: { date }, fetchOptions: { signal } })),
    refetchInterval: DAY_SCHEDULE_REFRESH_MS,
  });
}
