import { useState } from 'react';
import type { Appointment, StatusAction } from '@salon/contracts';
import { notify } from '../../../lib/notifications/notify';
import { useAppointmentAction, type StatusChange } from '../api/use-appointment-action';
import { AppointmentActionsCompleteModal } from './appointment-actions-complete-modal';
import { AppointmentActionsReasonModal } from './appointment-actions-reason-modal';
import { AppointmentCancelModal } from './appointment-cancel-modal';
import { STATUS_ACTION_DONE, STATUS_ACTION_FAILED } from './appointment-action-words';
import { fullName } from '../shared/appointment-detail-format';

/** Actions that first ask something in a window. */
type Asking = 'complete' | 'cancel' | 'no_show' | null;

/**
 * One appointment's status changes, wherever their buttons are (detail page, work
 * queues): the click (straight away, or after asking), the toasts, and the windows that ask.
 * A refused change (409: someone moved the appointment first) shows the server's reason;
 * every appointment query is refetched either way (useAppointmentAction).
 */
export function useStatusChange(appointment: Appointment) {
  const clientName = fullName(appointment.client);
  // The toasts are the mutation's own, so a row that has left its work queue still says how it went.
  const action = useAppointmentAction(appointment.appointment_id, {
    onSuccess: (_, change) => notify.success({ title: STATUS_ACTION_DONE[change.action], message: `${clientName}, ${appointment.service.name}` }),
    onError: (error, change) => notify.error({ title: STATUS_ACTION_FAILED[change.action], message: error.message }),
  });
  const [asking, setAsking] = useState<Asking>(null);

  const run = (change: StatusChange) => action.mutate(change, { onSettled: () => setAsking(null) });

  const click: Record<StatusAction, () => void> = {
    confirm: () => run({ action: 'confirm' }),
    check_in: () => run({ action: 'check_in' }),
    check_out: () => run({ action: 'check_out' }),
    complete: () => setAsking('complete'),
    no_show: () => setAsking('no_show'),
    cancel: () => setAsking('cancel'),
  };

  const modals = (
    <>
      {asking === 'complete' && (
        <AppointmentActionsCompleteModal
          clientName={clientName}
          loading={action.isPending}
          onComplete={(rating) => run({ action: 'complete', rating })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'cancel' && (
        <AppointmentCancelModal
          appointment={appointment}
          loading={action.isPending}
          onConfirm={({ reason, sendNotification }) => run({ action: 'cancel', reason, sendNotification })}
          onDecline={() => setAsking(null)}
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

  return {
    click,
    /** The window asking for a rating or a reason, when one is open. */
    modals,
    isPending: action.isPending,
    pendingAction: action.isPending ? action.variables?.action : undefined,
  };
}
