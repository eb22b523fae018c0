import { Button, Text } from '@mantine/core';
import { canSendMessage, type Appointment, type AppointmentMessageKind } from '@salon/contracts';
import { useSendAppointmentMessage } from '../api/use-send-appointment-message';
import { MESSAGE_LABELS } from '../status-actions/appointment-action-words';
import { workQueueRowName } from './work-queue-row-name';

type WorkQueueMessageButtonProps = {
  appointment: Appointment;
  message: AppointmentMessageKind;
};

/**
 * E-mails the client a confirmation request or a reminder from a queue row when the
 * contracts' canSendMessage allows it, as on the detail page and the server, and only to a
 * client with an e-mail address; without one the row says so, so the desk knows to phone instead.
 */
export function WorkQueueMessageButton({ appointment, message }: WorkQueueMessageButtonProps) {
  const sending = useSendAppointmentMessage(appointment.appointment_id);
  if (!canSendMessage(appointment, message)) return null;
  if (!appointment.client.email) {
    return (
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        No e-mail address
      </Text>
    );
  }

  // The hook says how it went, also once the sent row has left its queue.
  const send = () => sending.mutate(message);

  return (
    <Button size="compact-sm" variant="default" aria-label={`${MESSAGE_LABELS[message]} to ${workQueueRowName(appointment)}`} onClick={send} loading={sending.isPending}>
      {MESSAGE_LABELS[message]}
    </Button>
  );
}
