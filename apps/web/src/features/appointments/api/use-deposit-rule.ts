import { useQuery } from '@tanstack/react-query';
import type { DepositRule } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';

/**
 * The salon's deposit rule (settings › Appointments › Require deposit), or null until it is
 * known or while no deposit is required: the booking form then simply prefills nothing.
 */
export function useDepositRule(enabled: boolean): DepositRule | null {
  const rule = useQuery({
    // Under 'settings', so saving the settings page refreshes it too; shared with the double-booking rule (one request).
    queryKey: ['settings', 'booking-rules'],
    queryFn: ({ signal }) => unwrap(apiClient.settings.get({ fetchOptions: { signal } })),
    select: (answer) => {
      const { requireDeposit, depositAmount, depositType } = answer.settings.appointments.bookingRules;
      return requireDeposit ? { requireDeposit, depositAmount, depositType } : null;
    },
    enabled,
  });
  return rule.data ?? null;
}
