import { Button, Text } from '@mantine/core';
import { APPOINTMENT_STATUS, canReschedule, type Appointment } from '@salon/contracts';
import { notify } from '../../../lib/notify';
import { useSendAppointmentMessage, type AppointmentMessage } from '../api/use-send-appointment-message';
import { todoRowName } from './appointment-todo-row-name';

type AppointmentTodoMessageButtonProps = {
  appointment: Appointment;
  message: AppointmentMessage;
};

const LABELS: Record<AppointmentMessage, string> = { confirmation: 'Send Confirmation', reminder: 'Send Reminder' };
const SENT: Record<AppointmentMessage, string> = { confirmation: 'Confirmation sent', reminder: 'Reminder sent' };
const FAILED: Record<AppointmentMessage, string> = { confirmation: 'Confirmation not sent', reminder: 'Reminder not sent' };

/**
 * E-mails the client a confirmation request or a reminder from a queue row. The server's
 * rule, as on the detail page: only an appointment still to happen (canReschedule), a
 * confirmation only while pending, and only to a client with an e-mail address; without
 * one the row says so, so the desk knows to phone instead.
 */
export function AppointmentTodoMessageButton({ appointment, message }: AppointmentTodoMessageButtonProps) {
  const sending = useSendAppointmentMessage(appointment.appointment_id);
  const stillToHappen = canReschedule(appointment) && (message === 'reminder' || appointment.status.name === APPOINTMENT_STATUS.pending);
  if (!stillToHappen) return null;
  if (!appointment.client.email) {
    return (
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        No e-mail address
      </Text>
    );
  }

  const send = () =>
    sending.mutate(message, {
      onSuccess: (sent) => notify.success({ message: `${SENT[message]} to ${sent.recipient}` }),
      onError: (error) => notify.error({ title: FAILED[message], message: error.message }),
    });

  return (
    <Button size="compact-sm" variant="default" aria-label={`${LABELS[message]} to ${todoRowName(appointment)}`} onClick={send} loading={sending.isPending}>
      {LABELS[message]}
    </Button>
  );
}
