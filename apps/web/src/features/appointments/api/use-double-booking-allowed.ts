import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';

/**
 * Whether the salon allows double booking (its settings › Appointments › Allow double booking).
 * Taken as no until the settings are known: the desk then simply cannot book over a taken time.
 * `enabled`: asked only once an employee's times are looked up.
 */
export function useDoubleBookingAllowed(enabled: boolean): boolean {
  const rule = useQuery({
    // Under 'settings', so saving the settings page refreshes it too; shared with the deposit rule (one request).
    queryKey: ['settings', 'booking-rules'],
    queryFn: ({ signal }) => unwrap(apiClient.settings.get({ fetchOptions: { signal } })),
    select: (answer) => answer.settings.appointments.bookingRules.allowDoubleBooking,
    enabled,
  });
  return rule.data ?? false;
}
