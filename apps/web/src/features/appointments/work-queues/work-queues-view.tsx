import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge, Tabs } from '@mantine/core';
import { APPOINTMENT_QUEUES, CONFIRMATION_WINDOW_HOURS, can, type Appointment, type AppointmentQueueName, type QueueCounts } from '@salon/contracts';
import { useSession } from '../../../lib/session/use-session';
import { useQueueCounts } from '../api/use-appointment-queues';
import { WorkQueueMessageButton } from './work-queue-message-button';
import { WorkQueueSection } from './work-queue-section';
import { WorkQueueStatusButtons, type WorkQueueAction } from './work-queue-status-buttons';

/** Closing an overdue visit: the arrival and departure still to record, then its outcome. */
const OVERDUE_ACTIONS: readonly WorkQueueAction[] = ['check_in', 'check_out', 'complete', 'no_show'];
const CONFIRM_ACTIONS: readonly WorkQueueAction[] = ['confirm'];

type QueueTab = {
  title: string;
  countOf: (counts: QueueCounts) => number;
  description: string;
  noun: string;
  emptyText: string;
  actions: (appointment: Appointment) => ReactNode;
};

const TABS: Record<AppointmentQueueName, QueueTab> = {
  overdue: {
    title: 'Overdue',
    countOf: (counts) => counts.overdue,
    description: 'Their end time has passed, but they are still pending, confirmed or in progress. Record how each visit went; the latest come first.',
    noun: 'overdue appointments',
    emptyText: 'Nothing overdue',
    actions: (appointment) => <WorkQueueStatusButtons appointment={appointment} actions={OVERDUE_ACTIONS} />,
  },
  'needs-confirmation': {
    title: 'Needs confirmation',
    countOf: (counts) => counts.needs_confirmation,
    description: `Pending appointments in the next ${CONFIRMATION_WINDOW_HOURS} hours whose client has not been asked to confirm. Send the request, or confirm once the client has.`,
    noun: 'appointments needing confirmation',
    emptyText: `Every appointment in the next ${CONFIRMATION_WINDOW_HOURS} hours has been asked to confirm`,
    actions: (appointment) => (
      <>
        <WorkQueueMessageButton appointment={appointment} message="confirmation" />
        <WorkQueueStatusButtons appointment={appointment} actions={CONFIRM_ACTIONS} />
      </>
    ),
  },
  'needs-reminders': {
    title: 'Reminders due',
    countOf: (counts) => counts.needs_reminders,
    description: 'Pending and confirmed appointments coming up soon whose client is due a reminder now.',
    noun: 'appointments due a reminder',
    emptyText: 'No reminders due right now',
    actions: (appointment) => <WorkQueueMessageButton appointment={appointment} message="reminder" />,
  },
};

const isQueue = (value: string | null): value is AppointmentQueueName => APPOINTMENT_QUEUES.some((queue) => queue === value);

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The To Do view of /appointments: the front desk's three work queues as tabs, each with
 * its count from the server, a page of rows at a time. The tab (`?queue=`) and its page
 * (`?queue_page=`) live in the address. Everything refreshes every minute and after every
 * change, so a handled row leaves its queue and the counts follow. Someone who may only
 * read appointments sees the queues without their buttons.
 */
export function WorkQueuesView() {
  const user = useSession()?.user;
  const canUpdate = can(user, 'appointments:update');
  const counts = useQueueCounts();
  const [params, setParams] = useSearchParams();
  const requested = params.get('queue');
  const queue: AppointmentQueueName = isQueue(requested) ? requested : 'overdue';
  const page = readPage(params.get('queue_page'));

  const change = useCallback(
    (values: Record<string, string | null>, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(values)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const choosePage = useCallback(
    (next: number, { replace = false } = {}) => change({ queue_page: next === 1 ? null : String(next) }, replace),
    [change],
  );

  return (
    <Tabs value={queue} onChange={(value) => isQueue(value) && change({ queue: value === 'overdue' ? null : value, queue_page: null })} keepMounted={false}>
      <Tabs.List>
        {APPOINTMENT_QUEUES.map((name) => {
          const tab = TABS[name];
          const count = counts.data ? tab.countOf(counts.data) : undefined;
          return (
            <Tabs.Tab
              key={name}
              value={name}
              aria-label={count === undefined ? tab.title : `${tab.title} (${count})`}
              rightSection={
                count !== undefined && (
                  <Badge variant={count > 0 ? 'filled' : 'default'} color={count > 0 ? 'dark' : undefined} radius="sm">
                    {count}
                  </Badge>
                )
              }
            >
              {tab.title}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {APPOINTMENT_QUEUES.map((name) => {
        const tab = TABS[name];
        return (
          <Tabs.Panel key={name} value={name} pt="md">
            <WorkQueueSection
              queue={name}
              description={tab.description}
              noun={tab.noun}
              emptyText={tab.emptyText}
              renderActions={canUpdate ? tab.actions : null}
              page={page}
              onPageChange={choosePage}
            />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
