import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';

/**
 * Whether the salon takes walk-ins (its settings › Appointments › Allow walk-ins). Taken as yes
 * until the settings are known: the API refuses a walk-in all the same when they are not.
 */
export function useWalkInsAllowed(): boolean {
  const rule = useQuery({
    // Under 'settings', so saving the settings page refreshes it too.
    queryKey: ['settings', 'walk-ins'],
    queryFn: ({ signal }) => unwrap(apiClient.settings.get({ fetchOptions: { signal } })),
    select: (answer) => answer.settings.appointments.bookingRules.allowWalkIns,
  });
  return rule.data ?? true;
}
