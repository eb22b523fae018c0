import { Button, Text } from '@mantine/core';
import type { Appointment } from '@salon/contracts';
import { notify } from '../../../lib/notify';
import { useSendAppointmentMessage, type AppointmentMessage } from '../api/use-send-appointment-message';
import { MESSAGE_FAILED, MESSAGE_LABELS, MESSAGE_SENT, messageAllowed } from './appointment-action-words';
import { workQueueRowName } from './work-queue-row-name';

type WorkQueueMessageButtonProps = {
  appointment: Appointment;
  message: AppointmentMessage;
};

/**
 * E-mails the client a confirmation request or a reminder from a queue row. The server's
 * rule, as on the detail page: only an appointment still to happen (canReschedule), a
 * confirmation only while pending, and only to a client with an e-mail address; without
 * one the row says so, so the desk knows to phone instead.
 */
export function WorkQueueMessageButton({ appointment, message }: WorkQueueMessageButtonProps) {
  const sending = useSendAppointmentMessage(appointment.appointment_id);
  if (!messageAllowed(appointment, message)) return null;
  if (!appointment.client.email) {
    return (
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        No e-mail address
      </Text>
    );
  }

  const send = () =>
    sending.mutate(message, {
      onSuccess: (sent) => notify.success({ message: `${MESSAGE_SENT[message]} to ${sent.recipient}` }),
      onError: (error) => notify.error({ title: MESSAGE_FAILED[message], message: error.message }),
    });

  return (
    <Button size="compact-sm" variant="default" aria-label={`${MESSAGE_LABELS[message]} to ${workQueueRowName(appointment)}`} onClick={send} loading={sending.isPending}>
      {MESSAGE_LABELS[message]}
    </Button>
  );
}
