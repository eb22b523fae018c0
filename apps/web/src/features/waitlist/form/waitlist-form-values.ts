import { WAITLIST_MESSAGES, type waitlistCreateSchema } from '@salon/contracts';
import type { z } from 'zod';
import type { FormValues } from '../../../lib/forms/form-values';
import type { ContractForm } from '../../../lib/forms/use-contract-form';

/** One service row as the form holds it: ids as text, '' for none ("Any employee"); key tells rows apart. */
export type ServiceRow = { key: number; serviceId: string; preferredEmployeeId: string };

export type WaitlistFormState = ContractForm<typeof waitlistCreateSchema>;
type WaitlistFormValues = FormValues<typeof waitlistCreateSchema>;

let nextRowKey = 1;

export function blankServiceRow(): ServiceRow {
  return { key: nextRowKey++, serviceId: '', preferredEmployeeId: '' };
}

/** A new walk-in: party of one, texted when their turn nears, one empty service row. */
export function newWaitlistValues(): WaitlistFormValues {
  return {
    clientName: '',
    clientPhone: '',
    clientEmail: '',
    partySize: 1,
    requestedServices: [blankServiceRow()],
    notificationPreference: 'sms',
    notes: '',
  };
}

/** The rows as the form holds them (the schema's input type is loose: it drops blank rows itself). */
export const serviceRowsOf = (form: WaitlistFormState) => form.getValues().requestedServices as ServiceRow[];

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The API refuses e-mail notices without an address (a 400 at the email field); saying so
 * before saving spares the round trip.
 */
export function checkEmailNeeded(values: { notificationPreference?: unknown; clientEmail?: unknown }, ctx: z.RefinementCtx): void {
  if (values.notificationPreference === 'email' && isBlank(values.clientEmail)) {
    ctx.addIssue({ code: 'custom', path: ['clientEmail'], message: WAITLIST_MESSAGES.emailNeeded });
  }
}
