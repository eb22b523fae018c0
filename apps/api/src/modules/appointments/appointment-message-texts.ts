import type { AppointmentMessageKind } from '@salon/contracts';

export type ClientMessageFacts = { firstName: string; serviceName: string; date: string; startTime: string };

/** The subject and text of a confirmation request or a reminder, as the client reads it. */
export function clientMessage(kind: AppointmentMessageKind, { firstName, serviceName, date, startTime }: ClientMessageFacts): { subject: string; body: string } {
  const when = `${date} at ${startTime}`;
  return kind === 'confirmation'
    ? {
        subject: 'Please confirm your appointment',
        body: `Hello ${firstName},\n\nplease confirm your ${serviceName} appointment on ${when} by replying to this message or calling us.\n`,
      }
    : {
        subject: 'Appointment reminder',
        body: `Hello ${firstName},\n\nthis is a reminder of your ${serviceName} appointment on ${when}. We look forward to seeing you.\n`,
      };
}

/** What the client reads when the booking is made: a request to confirm, or word that it is confirmed. */
export function bookedMessage(facts: ClientMessageFacts, { awaitsConfirmation }: { awaitsConfirmation: boolean }): { subject: string; body: string } {
  if (awaitsConfirmation) return clientMessage('confirmation', facts);
  return {
    subject: 'Your appointment is booked',
    body: `Hello ${facts.firstName},\n\nyour ${facts.serviceName} appointment on ${facts.date} at ${facts.startTime} is booked. We look forward to seeing you.\n`,
  };
}

/** The cancellation notice; `feeText` names the late-cancellation fee when one was charged. */
export function cancelledMessage({ firstName, date, startTime }: Omit<ClientMessageFacts, 'serviceName'>, feeText: string | null): { subject: string; body: string } {
  const fee = feeText ? `A late-cancellation fee of ${feeText} applies.\n` : '';
  return {
    subject: 'Your appointment has been cancelled',
    body: `Hello ${firstName},\n\nyour appointment on ${date} at ${startTime} has been cancelled.\n${fee}Call us to book a new time.\n`,
  };
}
