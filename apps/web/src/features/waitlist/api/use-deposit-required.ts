import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';

/**
 * Whether the salon requires a deposit at booking (settings › Appointments › Require deposit).
 * Taken as no until the settings are known: the API refuses a later day's convert all the same.
 */
export function useDepositRequired(): boolean {
  const rule = useQuery({
    // Under 'settings', so saving the settings page refreshes it too.
    queryKey: ['settings', 'deposit-required'],
    queryFn: ({ signal }) => unwrap(apiClient.settings.get({ fetchOptions: { signal } })),
    select: (answer) => answer.settings.appointments.bookingRules.requireDeposit,
  });
  return rule.data ?? false;
}
