import { useEffect, type ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { QUEUE_PAGE_SIZE, type Appointment } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ListPagination } from '../../../components/resource-list/list-pagination';
import { useAppointmentQueue, type AppointmentQueue } from '../api/use-appointment-queues';
import { WorkQueueTable } from './work-queue-table';

type WorkQueueSectionProps = {
  queue: AppointmentQueue;
  /** What belongs in the queue, and what to do about it. */
  description: string;
  /** Names the table, the count line and the loading and error states, e.g. "overdue appointments". */
  noun: string;
  emptyText: string;
  renderActions: ((appointment: Appointment) => ReactNode) | null;
  /** 1-based. */
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One work queue's tab: what it holds, a page of its rows, and the pages. */
export function WorkQueueSection({ queue, description, noun, emptyText, renderActions, page, onPageChange }: WorkQueueSectionProps) {
  const appointments = useAppointmentQueue(queue, page);
  const rows = appointments.data?.rows;
  const count = appointments.data?.count ?? 0;
  const totalPages = Math.ceil(count / QUEUE_PAGE_SIZE);

  // The last row of the last page was handled (or an old link): show the last page there is.
  const pastTheEnd = rows !== undefined && rows.length === 0 && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) onPageChange(totalPages, { replace: true });
  }, [pastTheEnd, onPageChange, totalPages]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {/* A failed refresh keeps the rows last loaded on screen, under the reason. */}
      {appointments.error && (
        <ErrorCard
          title={`Error loading ${noun}`}
          message={appointments.error.message}
          onRetry={() => void appointments.refetch()}
          retrying={appointments.isFetching}
        />
      )}
      {appointments.isPending && <LoadingSpinner label={`Loading ${noun}`} />}
      {rows &&
        !pastTheEnd &&
        (rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : (
          <>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                Showing {rows.length} of {count} {noun}
              </Text>
              {totalPages > 1 && (
                <Text size="sm" c="dimmed">
                  Page {page} of {totalPages}
                </Text>
              )}
            </Group>
            <WorkQueueTable label={capitalized(noun)} appointments={rows} renderActions={renderActions} />
            <ListPagination page={page} totalPages={totalPages} onChange={onPageChange} />
          </>
        ))}
    </Stack>
  );
}
