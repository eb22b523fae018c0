import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistEntry, WaitlistNotice } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { waitlistKeys } from './waitlist-keys';

/** The status changes a card offers (spec part 2 §4); converting has its own hook. */
export type WaitlistAction = 'notify' | 'seat' | 'cancel' | 'noShow';

type WaitlistActionInput = { entryId: number; action: WaitlistAction };

/** The entry after the action; notify also says what its customer was sent. */
export type ChangedEntry = WaitlistEntry & { notice?: WaitlistNotice };

/** Notifies, seats, cancels or marks a no-show; every one moves the queue, so all waitlist data is asked again. */
export function useWaitlistAction() {
  const queryClient = useQueryClient();
  return useMutation<ChangedEntry, ApiError, WaitlistActionInput>({
    mutationFn: ({ entryId, action }) => unwrap(apiClient.waitlist[action]({ params: { id: entryId }, body: {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}
