import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** The front desk's work queues, each one server call (DECISIONS §5, docs/product-choices.md "Work queues"). */
export type AppointmentQueue = 'overdue' | 'needs-confirmation' | 'needs-reminders';

/**
 * Under `appointmentKeys.all`, so every change to an appointment (a status change, a sent
 * confirmation or reminder) refetches the queues and the row leaves the one it no longer belongs to.
 */
export const appointmentQueueKey = (queue: AppointmentQueue) => [...appointmentKeys.all, 'queue', queue] as const;

/** Appointments fall overdue and reminders fall due as the clock moves, not only when someone acts: look again every minute. */
const QUEUE_REFRESH_MS = 60_000;

function fetchQueue(queue: AppointmentQueue, signal: AbortSignal) {
  const request = { fetchOptions: { signal } };
  switch (queue) {
    case 'overdue':
      return apiClient.appointmentViews.overdue(request);
    case 'needs-confirmation':
      return apiClient.appointmentViews.needsConfirmation(request);
    case 'needs-reminders':
      return apiClient.appointmentViews.needsReminders(request);
  }
}

/** One queue's appointments, soonest first as the server orders them. */
export function useAppointmentQueue(queue: AppointmentQueue) {
  return useQuery({
    queryKey: appointmentQueueKey(queue),
    queryFn: ({ signal }) => unwrap(fetchQueue(queue, signal)),
    refetchInterval: QUEUE_REFRESH_MS,
  });
}
