import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { actionNotesSchema, cancelSchema, completeSchema, noShowSchema } from './appointments.schemas';
import { idParams, one, update } from './appointment-route-parts';

const c = initContract();

/** A status change of the actions table (spec part 1 §4); 409 INVALID_TRANSITION when not allowed now. */
const transition = <B extends z.ZodTypeAny>(path: string, body: B, summary: string) =>
  ({ method: 'PATCH', path: `/appointments/:id/${path}`, pathParams: idParams, body, responses: one, summary, metadata: update }) as const;

/** The status actions of an appointment (DECISIONS §5). */
export const appointmentActionsContract = c.router({
  confirm: transition('confirm', z.object({}).optional(), 'Confirm a pending appointment'),
  checkIn: transition('checkin', actionNotesSchema, 'Check in a confirmed appointment; it is then in progress'),
  checkOut: transition('checkout', actionNotesSchema, 'Check out a checked-in appointment'),
  complete: transition('complete', completeSchema, 'Complete an appointment, with an optional 1-5 rating'),
  cancel: transition('cancel', cancelSchema, 'Cancel an appointment, with an optional reason; its time becomes free'),
  noShow: transition('no-show', noShowSchema, 'Mark a pending or confirmed appointment as a no-show; its time becomes free'),
});
