import { Button, Group, Stack, Text } from '@mantine/core';
import { APPOINTMENT_MESSAGE_KINDS, availableActions, canSendMessage, refusedByTime, type Appointment, type AppointmentMessageKind, type StatusAction } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { Icon, type IconProps } from '../../../components/icons/icon';
import { useSendAppointmentMessage } from '../api/use-send-appointment-message';
import { MESSAGE_LABELS, STATUS_ACTION_LABELS } from './appointment-action-words';
import { useStatusChange } from './use-status-change';
import { useSalonNow } from '../../../lib/clock/use-salon-now';

type AppointmentActionsProps = {
  appointment: Appointment;
  /** appointments:update: every status change and Edit. */
  canUpdate: boolean;
  /** payments:create: Process Payment. */
  canTakePayment: boolean;
};

/** Buttons in the order of the spec's list; which show is the contracts' rule, never this file's. */
const SHOWN_BEFORE_EDIT: StatusAction[] = ['confirm', 'check_in', 'check_out', 'complete', 'no_show'];

const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

/** E-mails to the client (the contracts' canSendMessage, and an e-mail address), kept apart from and quieter than the status changes. */
function AppointmentMessageButtons({ appointment }: { appointment: Appointment }) {
  const sending = useSendAppointmentMessage(appointment.appointment_id);
  const offered = appointment.client.email ? APPOINTMENT_MESSAGE_KINDS.filter((message) => canSendMessage(appointment, message)) : [];
  if (offered.length === 0) return null;

  const sendingNow = sending.isPending ? sending.variables : undefined;
  // The hook says how it went (useSendAppointmentMessage).
  const send = (message: AppointmentMessageKind) => sending.mutate(message);

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

/**
 * The detail page's buttons (spec part 1 §2 and §4); the status changes, their toasts and
 * their windows are useStatusChange's, shared with the work queues. A button the state
 * allows but the salon's clock does not yet (Check In before the day) stays in its place,
 * disabled, with the contracts' reason written under the buttons.
 */
export function AppointmentActions({ appointment, canUpdate, canTakePayment }: AppointmentActionsProps) {
  const id = appointment.appointment_id;
  const change = useStatusChange(appointment);
  const now = useSalonNow();
  const offered = new Set(availableActions(appointment));
  const notYet = (name: StatusAction) => (canUpdate && offered.has(name) ? refusedByTime(appointment, name, now) : null);
  const waiting = SHOWN_BEFORE_EDIT.flatMap((name) => {
    const reason = notYet(name);
    return reason ? [{ name, reason }] : [];
  });
  const reasonId = (name: StatusAction) => `appointment-${id}-${name}-not-yet`;

  const statusButton = (name: StatusAction, color?: string) =>
    canUpdate &&
    offered.has(name) && (
      <Button
        key={name}
        color={color}
        variant={color ? 'light' : 'filled'}
        onClick={change.click[name]}
        loading={change.pendingAction === name}
        disabled={notYet(name) !== null || (change.isPending && change.pendingAction !== name)}
        aria-describedby={notYet(name) ? reasonId(name) : undefined}
      >
        {STATUS_ACTION_LABELS[name]}
      </Button>
    );

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" role="group" aria-label="Appointment actions">
          {SHOWN_BEFORE_EDIT.map((name) => statusButton(name, name === 'no_show' ? 'orange' : undefined))}
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
          {statusButton('cancel', 'red')}
          <Button component={Link} to="/appointments" variant="default">
            Back to List
          </Button>
        </Group>
        {canUpdate && <AppointmentMessageButtons appointment={appointment} />}
      </Group>
      {waiting.length > 0 && (
        <Stack gap={2} mt="xs">
          {waiting.map(({ name, reason }) => (
            <Text key={name} id={reasonId(name)} size="sm" c="dimmed">
              {reason}
            </Text>
          ))}
        </Stack>
      )}
      {change.modals}
    </>
  );
}
