import { useQuery } from '@tanstack/react-query';
import type { SalonCancellationPolicy } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';

/**
 * The salon's cancellation policy (settings › Appointments › Cancellation policy), asked when the
 * cancel dialog opens. Null once the request has failed: the dialog then says nothing in advance
 * and the API judges alone.
 */
export function useCancellationPolicy(): { policy: SalonCancellationPolicy | null; loading: boolean } {
  const rule = useQuery({
    // Under 'settings', so saving the settings page refreshes it too.
    queryKey: ['settings', 'cancellation-policy'],
    queryFn: ({ signal }) => unwrap(apiClient.settings.get({ fetchOptions: { signal } })),
    select: (answer) => answer.settings.appointments.cancellationPolicy,
    // Each opening reads the policy afresh, so a change on the settings page shows at once.
    staleTime: 0,
  });
  return { policy: rule.data ?? null, loading: rule.isPending };
}
