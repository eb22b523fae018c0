import { useQuery } from '@tanstack/react-query';
import { QUEUE_PAGE_SIZE, type AppointmentQueueName } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { appointmentKeys } from './appointment-keys';

/** The front desk's work queues, each one server call (DECISIONS §5, docs/product-choices.md "Work queues"). */
export type AppointmentQueue = AppointmentQueueName;

/**
 * Under `appointmentKeys.all`, so every change to an appointment (a status change, a sent
 * confirmation or reminder) refetches the queues and their counts, and the row leaves the one it no longer belongs to.
 */
export const appointmentQueueKey = (queue: AppointmentQueue, page: number) => [...appointmentKeys.all, 'queue', queue, page] as const;
export const queueCountsKey = [...appointmentKeys.all, 'queue-counts'] as const;

/** Appointments fall overdue and reminders fall due as the clock moves, not only when someone acts: look again every minute. */
const QUEUE_REFRESH_MS = 60_000;

function fetchQueue(queue: AppointmentQueue, page: number, signal: AbortSignal) {
  const request = { query: { limit: QUEUE_PAGE_SIZE, offset: (page - 1) * QUEUE_PAGE_SIZE }, fetchOptions: { signal } };
  switch (queue) {
    case 'overdue':
      return apiClient.appointmentViews.overdue(request);
    case 'needs-confirmation':
      return apiClient.appointmentViews.needsConfirmation(request);
    case 'needs-reminders':
      return apiClient.appointmentViews.needsReminders(request);
  }
}

/** One page of a queue as `{ rows, count }`, in the server's order; the previous page of the same queue stays on screen while the next loads. */
export function useAppointmentQueue(queue: AppointmentQueue, page: number) {
  return useQuery({
    queryKey: appointmentQueueKey(queue, page),
    queryFn: ({ signal }) => unwrap(fetchQueue(queue, page, signal)),
    refetchInterval: QUEUE_REFRESH_MS,
    // Never another queue's rows under this queue's tab.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === queue ? previous : undefined),
  });
}

/** How many appointments each queue holds, for the tabs: exact, from the server, whatever page is open. */
export function useQueueCounts() {
  return useQuery({
    queryKey: queueCountsKey,
    queryFn: ({ signal }) => unwrap(apiClient.appointmentViews.queueCounts({ fetchOptions: { signal } })),
    refetchInterval: QUEUE_REFRESH_MS,
  });
}
