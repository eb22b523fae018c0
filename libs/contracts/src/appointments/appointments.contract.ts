import { initContract } from '@ts-rest/core';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import {
  appointmentCreateSchema,
  appointmentListQuerySchema,
  appointmentPageSchema,
  appointmentSchema,
  appointmentUpdateSchema,
  bulkResponseSchema,
  bulkSchema,
  deleteAppointmentSchema,
  recurringCreateSchema,
  recurringResultSchema,
  rescheduleSchema,
} from './appointments.schemas';
import { idParams, one, update } from './appointment-route-parts';

const c = initContract();

/** The book itself (spec part 1 §7, Appointments; DECISIONS §5): list, read, book, change, move, delete. */
export const appointmentsContract = c.router({
  list: {
    method: 'GET',
    path: '/appointments',
    query: appointmentListQuerySchema,
    responses: { 200: successEnvelope(appointmentPageSchema) },
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
    summary: 'Delete an appointment, with an optional reason; one not yet finished is refused (409) as its cancellation would be by the cancellation policy',
    metadata: requires('appointments:delete'),
  },
  reschedule: {
    method: 'PATCH',
    path: '/appointments/:id/reschedule',
    pathParams: idParams,
    body: rescheduleSchema,
    responses: one,
    summary: 'Move a pending or confirmed appointment to a new date and time (409 SLOT_TAKEN when taken)',
    metadata: update,
  },
  createRecurring: {
    method: 'POST',
    path: '/appointments/recurring',
    body: recurringCreateSchema,
    responses: { 201: successEnvelope(recurringResultSchema) },
    summary: 'Book a weekly, biweekly, monthly or quarterly series; says which dates could not be booked and why',
    metadata: requires('appointments:create'),
  },
  bulk: {
    method: 'POST',
    path: '/appointments/bulk',
    body: bulkSchema,
    responses: { 200: successEnvelope(bulkResponseSchema) },
    summary: 'Cancel, confirm or reschedule several appointments, with a result for each',
    metadata: update,
  },
});
