import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentMessageKind, sentMessageSchema } from '@salon/contracts';
import type { z } from 'zod';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { MESSAGE_FAILED, MESSAGE_SENT } from '../status-actions/appointment-action-words';
import { appointmentKeys } from './appointment-keys';

/** What the server sent, and to whom (the client's e-mail address). */
export type SentMessage = z.infer<typeof sentMessageSchema>;

function send(id: number, message: AppointmentMessageKind) {
  const request = { params: { id }, body: { method: 'email' as const } };
  return message === 'confirmation' ? apiClient.appointmentMessages.sendConfirmation(request) : apiClient.appointmentMessages.sendReminder(request);
}

/**
 * E-mails the client a confirmation request or a reminder through the outbox, and says how
 * it went. The toast is the mutation's own, not the button's: a sent row leaves its work
 * queue, and a callback given to `mutate` by a button that has gone never runs. The
 * appointment is refetched either way: a send stamps it and adds a history entry, and a
 * refusal (409: someone moved it first) means the page is out of date.
 */
export function useSendAppointmentMessage(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation<SentMessage, ApiError, AppointmentMessageKind>({
    mutationFn: (message) => unwrap(send(appointmentId, message)),
    onSuccess: (sent, message) => notify.success({ message: `${MESSAGE_SENT[message]} to ${sent.recipient}` }),
    onError: (error, message) => notify.error({ title: MESSAGE_FAILED[message], message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
