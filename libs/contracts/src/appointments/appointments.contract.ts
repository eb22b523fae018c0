import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import {
  actionNotesSchema,
  appointmentCreateSchema,
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentSchema,
  appointmentUpdateSchema,
  cancelSchema,
  completeSchema,
  deleteAppointmentSchema,
  historyEntrySchema,
  noShowSchema,
} from './appointments.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });
const one = { 200: successEnvelope(appointmentSchema) };
const update = requires('appointments:update');

/** A status change of the actions table (spec part 1 §4); 409 INVALID_TRANSITION when not allowed now. */
const transition = <B extends z.ZodTypeAny>(path: string, body: B, summary: string) =>
  ({ method: 'PATCH', path: `/appointments/:id/${path}`, pathParams: idParams, body, responses: one, summary, metadata: update }) as const;

/** Appointments (spec part 1 §7, Appointments; DECISIONS §5). */
export const appointmentsContract = c.router({
  list: {
    method: 'GET',
    path: '/appointments',
    query: appointmentListQuerySchema,
    responses: { 200: successEnvelope(appointmentListSchema) },
    summary: 'List appointments: date range, status, employee, service, client and search filters; sort; page',
    metadata: requires('appointments:read'),
  },
  get: {
    method: 'GET',
    path: '/appointments/:id',
    pathParams: idParams,
    responses: one,
    summary: 'Get one appointment with its client, employee, service and status',
    metadata: requires('appointments:read'),
  },
  create: {
    method: 'POST',
    path: '/appointments',
    body: appointmentCreateSchema,
    responses: { 201: successEnvelope(appointmentSchema) },
    summary: 'Book an appointment (409 SLOT_TAKEN when the employee is already booked then)',
    metadata: requires('appointments:create'),
  },
  update: {
    method: 'PUT',
    path: '/appointments/:id',
    pathParams: idParams,
    body: appointmentUpdateSchema,
    responses: one,
    summary: 'Change an appointment (409 SLOT_TAKEN when the new time is taken)',
    metadata: update,
  },
  remove: {
    method: 'DELETE',
    path: '/appointments/:id',
    pathParams: idParams,
    body: deleteAppointmentSchema,
    responses: { 204: c.noBody() },
    summary: 'Delete an appointment, with an optional reason',
    metadata: requires('appointments:delete'),
  },
  confirm: transition('confirm', z.object({}).optional(), 'Confirm a pending appointment'),
  checkIn: transition('checkin', actionNotesSchema, 'Check in a confirmed appointment; it is then in progress'),
  checkOut: transition('checkout', actionNotesSchema, 'Check out a checked-in appointment'),
  complete: transition('complete', completeSchema, 'Complete an appointment, with an optional 1-5 rating'),
  cancel: transition('cancel', cancelSchema, 'Cancel an appointment, with an optional reason; its time becomes free'),
  noShow: transition('no-show', noShowSchema, 'Mark a pending or confirmed appointment as a no-show; its time becomes free'),
  history: {
    method: 'GET',
    path: '/appointments/:id/history',
    pathParams: idParams,
    responses: { 200: successEnvelope(z.array(historyEntrySchema)) },
    summary: 'Every change to the appointment, oldest first',
    metadata: requires('appointments:read'),
  },
});
