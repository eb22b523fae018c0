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
