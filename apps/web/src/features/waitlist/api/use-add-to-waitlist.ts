import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistCreate, WaitlistEntry } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { waitlistKeys } from './waitlist-keys';

/** Adds a walk-in to the end of the queue. */
export function useAddToWaitlist() {
  const queryClient = useQueryClient();
  return useMutation<WaitlistEntry, ApiError, WaitlistCreate>({
    mutationFn: (body) => unwrap(apiClient.waitlist.create({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}
