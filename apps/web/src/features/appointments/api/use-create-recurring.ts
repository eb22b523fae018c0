import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurringCreate, RecurringResult } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from './appointment-keys';

/** POST /appointments/recurring: books what it can and says which dates failed and why. */
export function useCreateRecurring() {
  const queryClient = useQueryClient();
  return useMutation<RecurringResult, ApiError, RecurringCreate>({
    mutationFn: (input) => unwrap(apiClient.appointments.createRecurring({ body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
