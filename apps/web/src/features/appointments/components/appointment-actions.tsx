import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { APPOINTMENT_STATUS, availableActions, canReschedule, type Appointment } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { Icon, type IconProps } from '../../../components/icons/icon';
import { notify } from '../../../lib/notify';
import { useAppointmentAction, type StatusAction, type StatusChange } from '../api/use-appointment-action';
import { useSendAppointmentMessage, type AppointmentMessage } from '../api/use-send-appointment-message';
import { AppointmentActionsCompleteModal } from './appointment-actions-complete-modal';
import { AppointmentActionsReasonModal } from './appointment-actions-reason-modal';
import { fullName } from './appointment-detail-format';

type AppointmentActionsProps = {
  appointment: Appointment;
  /** appointments:update: every status change and Edit. */
  canUpdate: boolean;
  /** payments:create: Process Payment. */
  canTakePayment: boolean;
};

const LABELS: Record<StatusAction, string> = {
  confirm: 'Confirm',
  check_in: 'Check In',
  check_out: 'Check Out',
  complete: 'Complete',
  no_show: 'No Show',
  cancel: 'Cancel',
};

const DONE: Record<StatusAction, string> = {
  confirm: 'Appointment confirmed',
  check_in: 'Client checked in',
  check_out: 'Client checked out',
  complete: 'Appointment completed',
  no_show: 'Marked as no-show',
  cancel: 'Appointment cancelled',
};

const FAILED: Record<StatusAction, string> = {
  confirm: 'Appointment not confirmed',
  check_in: 'Client not checked in',
  check_out: 'Client not checked out',
  complete: 'Appointment not completed',
  no_show: 'Not marked as no-show',
  cancel: 'Appointment not cancelled',
};

/** Buttons in the order of the spec's list; which show is the contracts' rule, never this file's. */
const SHOWN_BEFORE_EDIT: StatusAction[] = ['confirm', 'check_in', 'check_out', 'complete', 'no_show'];

const MESSAGE_LABELS: Record<AppointmentMessage, string> = { confirmation: 'Send Confirmation', reminder: 'Send Reminder' };
const MESSAGE_SENT: Record<AppointmentMessage, string> = { confirmation: 'Confirmation sent', reminder: 'Reminder sent' };
const MESSAGE_FAILED: Record<AppointmentMessage, string> = { confirmation: 'Confirmation not sent', reminder: 'Reminder not sent' };

const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

/**
 * E-mails to the client, kept apart from and quieter than the status changes. The
 * server's rule (DECISIONS §5): only an appointment still to happen (canReschedule), a
 * confirmation only while pending, and only to a client with an e-mail address.
 */
function AppointmentMessageButtons({ appointment }: { appointment: Appointment }) {
  const sending = useSendAppointmentMessage(appointment.appointment_id);
  const offered: AppointmentMessage[] = [];
  if (appointment.client.email && canReschedule(appointment)) {
    if (appointment.status.name === APPOINTMENT_STATUS.pending) offered.push('confirmation');
    offered.push('reminder');
  }
  if (offered.length === 0) return null;

  const sendingNow = sending.isPending ? sending.variables : undefined;
  const send = (message: AppointmentMessage) =>
    sending.mutate(message, {
      onSuccess: (sent) => notify.success({ message: `${MESSAGE_SENT[message]} to ${sent.recipient}` }),
      onError: (error) => notify.error({ title: MESSAGE_FAILED[message], message: error.message }),
    });

  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label="Message client">
      {offered.map((message) => (
        <Button
          key={message}
          variant="default"
          leftSection={<MailIcon size={16} />}
          onClick={() => send(message)}
          loading={sendingNow === message}
          disabled={sendingNow !== undefined && sendingNow !== message}
        >
          {MESSAGE_LABELS[message]}
        </Button>
      ))}
    </Group>
  );
}

/** Actions that first ask something in a window. */
type Asking = 'complete' | 'cancel' | 'no_show' | null;

/**
 * The detail page's buttons (spec part 1 §2 and §4). A refused change (409
 * INVALID_TRANSITION: someone moved the appointment first) shows the server's reason; the
 * page is refetched either way, so the buttons then match the appointment's real state.
 */
export function AppointmentActions({ appointment, canUpdate, canTakePayment }: AppointmentActionsProps) {
  const id = appointment.appointment_id;
  const action = useAppointmentAction(id);
  const [asking, setAsking] = useState<Asking>(null);
  const offered = new Set(availableActions(appointment));
  const clientName = fullName(appointment.client);

  const run = (change: StatusChange) =>
    action.mutate(change, {
      onSuccess: () => notify.success({ title: DONE[change.action], message: `${clientName}, ${appointment.service.name}` }),
      onError: (error) => notify.error({ title: FAILED[change.action], message: error.message }),
      onSettled: () => setAsking(null),
    });

  const pendingAction = action.isPending ? action.variables?.action : undefined;
  const statusButton = (name: StatusAction, onClick: () => void, color?: string) =>
    canUpdate &&
    offered.has(name) && (
      <Button key={name} color={color} variant={color ? 'light' : 'filled'} onClick={onClick} loading={pendingAction === name} disabled={action.isPending && pendingAction !== name}>
        {LABELS[name]}
      </Button>
    );

  const clickOf: Record<StatusAction, () => void> = {
    confirm: () => run({ action: 'confirm' }),
    check_in: () => run({ action: 'check_in' }),
    check_out: () => run({ action: 'check_out' }),
    complete: () => setAsking('complete'),
    no_show: () => setAsking('no_show'),
    cancel: () => setAsking('cancel'),
  };

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" role="group" aria-label="Appointment actions">
          {SHOWN_BEFORE_EDIT.map((name) => statusButton(name, clickOf[name], name === 'no_show' ? 'orange' : undefined))}
          {canTakePayment && offered.has('process_payment') && (
            <Button component={Link} to={`/payments/new/${id}`} color="teal">
              Process Payment
            </Button>
          )}
          {canUpdate && (
            <Button component={Link} to={`/appointments/edit/${id}`} variant="light">
              Edit
            </Button>
          )}
          {statusButton('cancel', clickOf.cancel, 'red')}
          <Button component={Link} to="/appointments" variant="default">
            Back to List
          </Button>
        </Group>
        {canUpdate && <AppointmentMessageButtons appointment={appointment} />}
      </Group>

      {asking === 'complete' && (
        <AppointmentActionsCompleteModal
          clientName={clientName}
          loading={action.isPending}
          onComplete={(rating) => run({ action: 'complete', rating })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'cancel' && (
        <AppointmentActionsReasonModal
          title="Cancel this appointment?"
          confirmLabel="Cancel appointment"
          declineLabel="Keep appointment"
          offerNotification={appointment.client.email !== null}
          loading={action.isPending}
          onConfirm={({ reason, sendNotification }) => run({ action: 'cancel', reason, sendNotification })}
          onDecline={() => setAsking(null)}
        >
          {clientName}&apos;s {appointment.service.name} will be cancelled and the time freed for other bookings.
        </AppointmentActionsReasonModal>
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
