import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { can, type Appointment } from '@salon/contracts';
import { useSession } from '../../../lib/session/use-session';
import { WorkQueueMessageButton } from './work-queue-message-button';
import { WorkQueueSection } from './work-queue-section';
import { WorkQueueStatusButtons, type WorkQueueAction } from './work-queue-status-buttons';

/** Closing an overdue visit: the arrival and departure still to record, then its outcome. */
const OVERDUE_ACTIONS: readonly WorkQueueAction[] = ['check_in', 'check_out', 'complete', 'no_show'];
const CONFIRM_ACTIONS: readonly WorkQueueAction[] = ['confirm'];

/**
 * The To Do view of /appointments: the front desk's work queues, each refreshed every
 * minute. A handled row leaves its queue, since every change refetches them all. Someone
 * who may only read appointments sees the queues without their buttons.
 */
export function WorkQueuesView() {
  const user = useSession()?.user;
  const canUpdate = can(user, 'appointments:update');
  const actionsIf = (render: (appointment: Appointment) => ReactNode) => (canUpdate ? render : null);

  return (
    <Stack gap="lg">
      <WorkQueueSection
        queue="overdue"
        title="Overdue"
        description="Their end time has passed, but they are still pending, confirmed or in progress. Record how each visit went."
        noun="overdue appointments"
        emptyText="Nothing overdue"
        renderActions={actionsIf((appointment) => (
          <WorkQueueStatusButtons appointment={appointment} actions={OVERDUE_ACTIONS} />
        ))}
      />
      <WorkQueueSection
        queue="needs-confirmation"
        title="Needs confirmation"
        description="Pending appointments still to come whose client has not been asked to confirm. Send the request, or confirm once the client has."
        noun="appointments needing confirmation"
        emptyText="Every upcoming appointment has been asked to confirm"
        renderActions={actionsIf((appointment) => (
          <>
            <WorkQueueMessageButton appointment={appointment} message="confirmation" />
            <WorkQueueStatusButtons appointment={appointment} actions={CONFIRM_ACTIONS} />
          </>
        ))}
      />
      <WorkQueueSection
        queue="needs-reminders"
        title="Reminders due"
        description="Pending and confirmed appointments coming up soon whose client is due a reminder now."
        noun="appointments due a reminder"
        emptyText="No reminders due right now"
        renderActions={actionsIf((appointment) => (
          <WorkQueueMessageButton appointment={appointment} message="reminder" />
        ))}
      />
    </Stack>
  );
}
