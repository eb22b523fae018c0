import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentMessageKind, sentMessageSchema } from '@salon/contracts';
import type { z } from 'zod';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from './appointment-keys';

/** What the server sent, and to whom (the client's e-mail address). */
export type SentMessage = z.infer<typeof sentMessageSchema>;

function send(id: number, message: AppointmentMessageKind) {
  const request = { params: { id }, body: { method: 'email' as const } };
  return message === 'confirmation' ? apiClient.appointmentMessages.sendConfirmation(request) : apiClient.appointmentMessages.sendReminder(request);
}

/**
 * E-mails the client a confirmation request or a reminder through the outbox. The
 * appointment is refetched either way: a send stamps it and adds a history entry, and a
 * refusal (409: someone moved it first) means the page is out of date.
 */
export function useSendAppointmentMessage(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation<SentMessage, ApiError, AppointmentMessageKind>({
    mutationFn: (message) => unwrap(send(appointmentId, message)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
