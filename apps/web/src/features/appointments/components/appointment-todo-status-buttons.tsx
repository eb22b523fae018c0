import { useState } from 'react';
import { Button } from '@mantine/core';
import { availableActions, type Appointment } from '@salon/contracts';
import { notify } from '../../../lib/notify';
import { useAppointmentAction, type StatusChange } from '../api/use-appointment-action';
import { AppointmentActionsCompleteModal } from './appointment-actions-complete-modal';
import { AppointmentActionsReasonModal } from './appointment-actions-reason-modal';
import { fullName } from './appointment-detail-format';
import { todoRowName } from './appointment-todo-row-name';

/** The status changes a work queue offers; which of them show on a row is the contracts' rule (availableActions). */
export type TodoStatusAction = 'confirm' | 'check_in' | 'check_out' | 'complete' | 'no_show';

type AppointmentTodoStatusButtonsProps = {
  appointment: Appointment;
  /** In the order shown. */
  actions: readonly TodoStatusAction[];
};

const LABELS: Record<TodoStatusAction, string> = {
  confirm: 'Confirm',
  check_in: 'Check In',
  check_out: 'Check Out',
  complete: 'Complete',
  no_show: 'No Show',
};

const DONE: Record<TodoStatusAction, string> = {
  confirm: 'Appointment confirmed',
  check_in: 'Client checked in',
  check_out: 'Client checked out',
  complete: 'Appointment completed',
  no_show: 'Marked as no-show',
};

const FAILED: Record<TodoStatusAction, string> = {
  confirm: 'Appointment not confirmed',
  check_in: 'Client not checked in',
  check_out: 'Client not checked out',
  complete: 'Appointment not completed',
  no_show: 'Not marked as no-show',
};

/** Actions that first ask something in a window, as on the detail page. */
type Asking = 'complete' | 'no_show' | null;

/**
 * A queue row's status buttons. Whatever happens, every appointment query is refetched
 * (useAppointmentAction), so a handled row leaves its queue and a refused one (409: someone
 * moved it first) shows its real state, with the server's reason in the toast.
 */
export function AppointmentTodoStatusButtons({ appointment, actions }: AppointmentTodoStatusButtonsProps) {
  const action = useAppointmentAction(appointment.appointment_id);
  const [asking, setAsking] = useState<Asking>(null);
  const offered = new Set<string>(availableActions(appointment));
  const clientName = fullName(appointment.client);
  const rowName = todoRowName(appointment);

  const run = (change: StatusChange & { action: TodoStatusAction }) =>
    action.mutate(change, {
      onSuccess: () => notify.success({ title: DONE[change.action], message: `${clientName}, ${appointment.service.name}` }),
      onError: (error) => notify.error({ title: FAILED[change.action], message: error.message }),
      onSettled: () => setAsking(null),
    });

  const clickOf: Record<TodoStatusAction, () => void> = {
    confirm: () => run({ action: 'confirm' }),
    check_in: () => run({ action: 'check_in' }),
    check_out: () => run({ action: 'check_out' }),
    complete: () => setAsking('complete'),
    no_show: () => setAsking('no_show'),
  };

  const pendingAction = action.isPending ? action.variables?.action : undefined;

  return (
    <>
      {actions
        .filter((name) => offered.has(name))
        .map((name) => (
          <Button
            key={name}
            size="compact-sm"
            variant={name === 'no_show' ? 'light' : 'filled'}
            color={name === 'no_show' ? 'orange' : undefined}
            aria-label={`${LABELS[name]} ${rowName}`}
            onClick={clickOf[name]}
            loading={pendingAction === name}
            disabled={action.isPending && pendingAction !== name}
          >
            {LABELS[name]}
          </Button>
        ))}

      {asking === 'complete' && (
        <AppointmentActionsCompleteModal
          clientName={clientName}
          loading={action.isPending}
          onComplete={(rating) => run({ action: 'complete', rating })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'no_show' && (
        <AppointmentActionsReasonModal
          title="Mark as no-show?"
          confirmLabel="Mark no-show"
          declineLabel="Go back"
          loading={action.isPending}
          onConfirm={({ reason }) => run({ action: 'no_show', reason })}
          onDecline={() => setAsking(null)}
        >
          {clientName} did not come. The appointment is closed and its time freed for other bookings.
        </AppointmentActionsReasonModal>
      )}
    </>
  );
}
