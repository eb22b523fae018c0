import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { appointmentSchema } from '../appointments/appointments.schemas';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import {
  waitlistConvertBodySchema,
  waitlistCreateSchema,
  waitlistEntrySchema,
  waitlistListQuerySchema,
  waitlistListSchema,
  waitlistNotifiedSchema,
  waitlistSummarySchema,
} from './waitlist.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });
// The actions carry nothing; an empty object or no body at all.
const noBody = z.object({}).optional();

/** The walk-in waitlist (spec part 2 §2-§5, DECISIONS §7). Only waiting or notified entries accept actions. */
export const waitlistContract = c.router({
  list: {
    method: 'GET',
    path: '/waitlist',
    query: waitlistListQuerySchema,
    responses: { 200: successEnvelope(waitlistListSchema) },
    summary: 'List waitlist entries, optionally of one status, with counts per status',
    metadata: requires('waitlist:read'),
  },
  summary: {
    method: 'GET',
    path: '/waitlist/summary',
    responses: { 200: successEnvelope(waitlistSummarySchema) },
    summary: 'Total waiting, average wait, next available slot today and today\'s total',
    metadata: requires('waitlist:read'),
  },
  create: {
    method: 'POST',
    path: '/waitlist',
    body: waitlistCreateSchema,
    responses: { 201: successEnvelope(waitlistEntrySchema) },
    summary: 'Add a walk-in to the end of the queue; 409 CONFLICT while the salon does not accept walk-ins (settings › appointments › allowWalkIns)',
    metadata: requires('waitlist:create'),
  },
  notify: {
    method: 'PATCH',
    path: '/waitlist/:id/notify',
    pathParams: idParams,
    body: noBody,
    responses: { 200: successEnvelope(waitlistNotifiedSchema) },
    summary:
      "Tell a waiting customer their turn is near (SMS or e-mail by their preference, unless the salon's notification settings turn it off); keeps their place. `notice` says what was sent",
    metadata: requires('waitlist:update'),
  },
  seat: {
    method: 'PATCH',
    path: '/waitlist/:id/seat',
    pathParams: idParams,
    body: noBody,
    responses: { 200: successEnvelope(waitlistEntrySchema) },
    summary: 'Seat a waiting or notified customer; records the actual wait',
    metadata: requires('waitlist:update'),
  },
  cancel: {
    method: 'PATCH',
    path: '/waitlist/:id/cancel',
    pathParams: idParams,
    body: noBody,
    responses: { 200: successEnvelope(waitlistEntrySchema) },
    summary: 'Cancel a waiting or notified entry; the ones behind move up',
    metadata: requires('waitlist:update'),
  },
  noShow: {
    method: 'PATCH',
    path: '/waitlist/:id/no-show',
    pathParams: idParams,
    body: noBody,
    responses: { 200: successEnvelope(waitlistEntrySchema) },
    summary: 'Mark a waiting or notified customer as not showing up; the ones behind move up',
    metadata: requires('waitlist:update'),
  },
  convertToAppointment: {
    method: 'POST',
    path: '/waitlist/:id/convert-to-appointment',
    pathParams: idParams,
    body: waitlistConvertBodySchema,
    responses: { 201: successEnvelope(z.object({ entry: waitlistEntrySchema, appointment: appointmentSchema })) },
    summary: 'Book the first requested service with the chosen employee and time (overlap rule, working hours) and seat the entry; a walk-in today, an ordinary booking (booking window; refused while a deposit is required) on a later day',
    metadata: requires('waitlist:update'),
  },
});
