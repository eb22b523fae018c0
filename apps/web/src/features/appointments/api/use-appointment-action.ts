import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from './appointment-keys';

/** A status change of the detail page's actions table; payment is a page of its own, not a call. */
export type StatusChange =
  | { action: 'confirm' }
  | { action: 'check_in' }
  | { action: 'check_out' }
  | { action: 'complete'; rating: number | null }
  | { action: 'cancel'; reason: string; sendNotification: boolean }
  | { action: 'no_show'; reason: string };

/** Blank reasons are left out rather than sent as empty text. */
const reasonOf = (reason: string) => (reason.trim() === '' ? undefined : reason.trim());

function send(id: number, change: StatusChange) {
  const params = { id };
  switch (change.action) {
    case 'confirm':
      return apiClient.appointmentActions.confirm({ params, body: {} });
    case 'check_in':
      return apiClient.appointmentActions.checkIn({ params, body: {} });
    case 'check_out':
      return apiClient.appointmentActions.checkOut({ params, body: {} });
    case 'complete':
      return apiClient.appointmentActions.complete({ params, body: change.rating === null ? {} : { rating: change.rating } });
    case 'cancel':
      return apiClient.appointmentActions.cancel({ params, body: { reason: reasonOf(change.reason), send_notification: change.sendNotification } });
    case 'no_show':
      return apiClient.appointmentActions.noShow({ params, body: { reason: reasonOf(change.reason) } });
  }
}

/**
 * What to do once a change is answered. Given here rather than to `mutate`: these run even
 * when the button that asked has gone (a handled row leaves its work queue before every
 * reload has settled), and `mutate`'s own callbacks then never run.
 */
type ActionOutcome = {
  onSuccess?: (appointment: Appointment, change: StatusChange) => void;
  onError?: (error: ApiError, change: StatusChange) => void;
};

/**
 * Runs one status change. Whether it worked or was refused (409 INVALID_TRANSITION when
 * someone else moved the appointment first), everything showing the appointment is
 * refetched: lists, calendars and free slots change with its status.
 */
export function useAppointmentAction(appointmentId: number, outcome: ActionOutcome = {}) {
  const queryClient = useQueryClient();
  return useMutation<Appointment, ApiError, StatusChange>({
    mutationFn: (change) => unwrap(send(appointmentId, change)),
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
