import { initContract } from '@ts-rest/core';
import { successEnvelope } from '../common/envelope';
import { sendMessageSchema, sentMessageSchema } from './appointments.schemas';
import { idParams, update } from './appointment-route-parts';

const c = initContract();

/** Confirmation requests and reminders to the client, through the outbox (DECISIONS §5 and §9). */
export const appointmentMessagesContract = c.router({
  sendConfirmation: {
    method: 'POST',
    path: '/appointments/:id/send-confirmation',
    pathParams: idParams,
    body: sendMessageSchema,
    responses: { 200: successEnvelope(sentMessageSchema) },
    summary: 'Send the client a confirmation request (e-mail by default) through the outbox',
    metadata: update,
  },
  sendReminder: {
    method: 'POST',
    path: '/appointments/:id/send-reminder',
    pathParams: idParams,
    body: sendMessageSchema,
    responses: { 200: successEnvelope(sentMessageSchema) },
    summary: 'Send the client a reminder (e-mail by default) through the outbox',
    metadata: update,
  },
});
