import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { can, type Appointment } from '@salon/contracts';
import { useSession } from '../../../lib/use-session';
import { AppointmentTodoMessageButton } from './appointment-todo-message-button';
import { AppointmentTodoQueue } from './appointment-todo-queue';
import { AppointmentTodoStatusButtons, type TodoStatusAction } from './appointment-todo-status-buttons';

/** Closing an overdue visit: the arrival and departure still to record, then its outcome. */
const OVERDUE_ACTIONS: readonly TodoStatusAction[] = ['check_in', 'check_out', 'complete', 'no_show'];
const CONFIRM_ACTIONS: readonly TodoStatusAction[] = ['confirm'];

/**
 * The To Do view of /appointments: the front desk's work queues, each refreshed every
 * minute. A handled row leaves its queue, since every change refetches them all. Someone
 * who may only read appointments sees the queues without their buttons.
 */
export function AppointmentTodoView() {
  const user = useSession()?.user;
  const canUpdate = can(user, 'appointments:update');
  const actionsIf = (render: (appointment: Appointment) => ReactNode) => (canUpdate ? render : null);

  return (
    <Stack gap="lg">
      <AppointmentTodoQueue
        queue="overdue"
        title="Overdue"
        description="Their end time has passed, but they are still pending, confirmed or in progress. Record how each visit went."
        noun="overdue appointments"
        emptyText="Nothing overdue"
        renderActions={actionsIf((appointment) => (
          <AppointmentTodoStatusButtons appointment={appointment} actions={OVERDUE_ACTIONS} />
        ))}
      />
      <AppointmentTodoQueue
        queue="needs-confirmation"
        title="Needs confirmation"
        description="Pending appointments still to come whose client has not been asked to confirm. Send the request, or confirm once the client has."
        noun="appointments needing confirmation"
        emptyText="Every upcoming appointment has been asked to confirm"
        renderActions={actionsIf((appointment) => (
          <>
            <AppointmentTodoMessageButton appointment={appointment} message="confirmation" />
            <AppointmentTodoStatusButtons appointment={appointment} actions={CONFIRM_ACTIONS} />
          </>
        ))}
      />
      <AppointmentTodoQueue
        queue="needs-reminders"
        title="Reminders due"
        description="Pending and confirmed appointments coming up soon whose client is due a reminder now."
        noun="appointments due a reminder"
        emptyText="No reminders due right now"
        renderActions={actionsIf((appointment) => (
          <AppointmentTodoMessageButton appointment={appointment} message="reminder" />
        ))}
      />
    </Stack>
  );
}
