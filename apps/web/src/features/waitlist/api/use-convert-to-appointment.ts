import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, WaitlistConvertBody, WaitlistEntry } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from '../../appointments';
import { waitlistKeys } from './waitlist-keys';

type ConvertInput = { entryId: number; booking: WaitlistConvertBody };
type ConvertResult = { entry: WaitlistEntry; appointment: Appointment };

/** Books the entry's first service at the chosen time and seats the entry; the booking takes its slot everywhere. */
export function useConvertToAppointment() {
  const queryClient = useQueryClient();
  return useMutation<ConvertResult, ApiError, ConvertInput>({
    mutationFn: ({ entryId, booking }) => unwrap(apiClient.waitlist.convertToAppointment({ params: { id: entryId }, body: booking })),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: waitlistKeys.all }), queryClient.invalidateQueries({ queryKey: appointmentKeys.all })]),
  });
}
