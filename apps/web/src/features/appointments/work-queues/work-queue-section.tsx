import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { Appointment } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { SectionCard } from '../../../components/section-card';
import { useAppointmentQueue, type AppointmentQueue } from '../api/use-appointment-queues';
import { WorkQueueTable } from './work-queue-table';

type WorkQueueSectionProps = {
  queue: AppointmentQueue;
  /** e.g. "Overdue"; the count follows once known: "Overdue (3)". */
  title: string;
  /** What belongs in the queue, and what to do about it. */
  description: string;
  /** Names the table and the loading and error states, e.g. "overdue appointments". */
  noun: string;
  emptyText: string;
  renderActions: ((appointment: Appointment) => ReactNode) | null;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One work queue of the To Do view: its title and count, what it holds, and its rows. */
export function WorkQueueSection({ queue, title, description, noun, emptyText, renderActions }: WorkQueueSectionProps) {
  const appointments = useAppointmentQueue(queue);
  const rows = appointments.data;

  return (
    <SectionCard title={rows ? `${title} (${rows.length})` : title} description={description}>
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
        (rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : (
          <WorkQueueTable label={capitalized(noun)} appointments={rows} renderActions={renderActions} />
        ))}
    </SectionCard>
  );
}
