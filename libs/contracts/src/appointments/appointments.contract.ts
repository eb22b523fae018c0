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
  appointmentsOfQuerySchema,
  appointmentSearchQuerySchema,
  bulkResponseSchema,
  bulkSchema,
  durationBreakdownSchema,
  exportQuerySchema,
  priceBreakdownSchema,
  recurringCreateSchema,
  recurringResultSchema,
  rescheduleSchema,
  sendMessageSchema,
  sentMessageSchema,
  todayQuerySchema,
  upcomingQuerySchema,
} from './appointments.schemas';
import {
  appointmentNoteBodySchema,
  appointmentNoteSchema,
  appointmentNotesQuerySchema,
  appointmentServiceCreateSchema,
  appointmentServiceSchema,
  appointmentServiceUpdateSchema,
} from './appointment-extras.schemas';
import { appointmentStatisticsSchema, noShowRateSchema, statisticsQuerySchema } from './appointment-statistics.schemas';
import { availabilityCheckResultSchema, availabilityCheckSchema, bulkAvailabilityResultSchema, bulkAvailabilitySchema } from '../availability/availability.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });
const one = { 200: successEnvelope(appointmentSchema) };
const update = requires('appointments:update');
const read = requires('appointments:read');
/** Extra services and notes follow DECISIONS §4's verbs: adding one is `create`, changing it `update`, deleting it `delete`. */
const addSubRecord = requires('appointments:create');
const removeSubRecord = requires('appointments:delete');
const many = { 200: successEnvelope(z.array(appointmentSchema)) };
const page = { 200: successEnvelope(appointmentListSchema) };
const serviceParams = z.object({ id: idSchema, serviceId: idSchema });
const noteParams = z.object({ id: idSchema, noteId: idSchema });

/** Appointments of one client, employee or service, newest first. */
const appointmentsOf = (owner: 'client' | 'employee' | 'service') =>
  ({
    method: 'GET',
    path: `/appointments/by-${owner}/:id`,
    pathParams: idParams,
    query: appointmentsOfQuerySchema,
    responses: page,
    summary: `Appointments of one ${owner}, newest first`,
    metadata: read,
  }) as const;

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
  listServices: {
    method: 'GET',
    path: '/appointments/:id/services',
    pathParams: idParams,
    responses: { 200: successEnvelope(z.array(appointmentServiceSchema)) },
    summary: 'The extra services on an appointment',
    metadata: read,
  },
  addService: {
    method: 'POST',
    path: '/appointments/:id/services',
    pathParams: idParams,
    body: appointmentServiceCreateSchema,
    responses: { 201: successEnvelope(appointmentServiceSchema) },
    summary: 'Add an extra service; the appointment grows by its duration and price (409 SLOT_TAKEN when that overlaps)',
    metadata: addSubRecord,
  },
  updateService: {
    method: 'PUT',
    path: '/appointments/:id/services/:serviceId',
    pathParams: serviceParams,
    body: appointmentServiceUpdateSchema,
    responses: { 200: successEnvelope(appointmentServiceSchema) },
    summary: "Change an extra service; the appointment's totals follow",
    metadata: update,
  },
  removeService: {
    method: 'DELETE',
    path: '/appointments/:id/services/:serviceId',
    pathParams: serviceParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: "Remove an extra service; the appointment's totals follow",
    metadata: removeSubRecord,
  },
  listNotes: {
    method: 'GET',
    path: '/appointments/:id/notes',
    pathParams: idParams,
    query: appointmentNotesQuerySchema,
    responses: { 200: successEnvelope(z.array(appointmentNoteSchema)) },
    summary: 'Notes on an appointment, newest first; include_internal=false leaves staff-only notes out',
    metadata: read,
  },
  addNote: {
    method: 'POST',
    path: '/appointments/:id/notes',
    pathParams: idParams,
    body: appointmentNoteBodySchema,
    responses: { 201: successEnvelope(appointmentNoteSchema) },
    summary: 'Add a note to an appointment',
    metadata: addSubRecord,
  },
  updateNote: {
    method: 'PUT',
    path: '/appointments/:id/notes/:noteId',
    pathParams: noteParams,
    body: appointmentNoteBodySchema,
    responses: { 200: successEnvelope(appointmentNoteSchema) },
    summary: 'Change a note',
    metadata: update,
  },
  removeNote: {
    method: 'DELETE',
    path: '/appointments/:id/notes/:noteId',
    pathParams: noteParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a note',
    metadata: removeSubRecord,
  },
  search: {
    method: 'GET',
    path: '/appointments/search',
    query: appointmentSearchQuerySchema,
    responses: many,
    summary: 'Find appointments by client, employee or service name, client phone or e-mail; soonest first',
    metadata: read,
  },
  byClient: appointmentsOf('client'),
  byEmployee: appointmentsOf('employee'),
  byService: appointmentsOf('service'),
  today: {
    method: 'GET',
    path: '/appointments/today',
    query: todayQuerySchema,
    responses: many,
    summary: "The salon's appointments today, by start time",
    metadata: read,
  },
  upcoming: {
    method: 'GET',
    path: '/appointments/upcoming',
    query: upcomingQuerySchema,
    responses: many,
    summary: 'Appointments still to come within the next days (default 7), cancelled and no-shows left out',
    metadata: read,
  },
  overdue: {
    method: 'GET',
    path: '/appointments/overdue',
    responses: many,
    summary: 'Appointments whose end has passed but which are still pending, confirmed or in progress',
    metadata: read,
  },
  statistics: {
    method: 'GET',
    path: '/appointments/statistics',
    query: statisticsQuerySchema,
    responses: { 200: successEnvelope(appointmentStatisticsSchema) },
    summary: 'Counts, rates, revenue, ratings, top services and employees over a date range',
    metadata: read,
  },
  noShowRate: {
    method: 'GET',
    path: '/appointments/no-show-rate',
    query: statisticsQuerySchema,
    responses: { 200: successEnvelope(noShowRateSchema) },
    summary: 'No-shows among the appointments that were expected over a date range',
    metadata: read,
  },
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
  needsConfirmation: {
    method: 'GET',
    path: '/appointments/needs-confirmation',
    responses: many,
    summary: 'Pending appointments still to come whose client has not been asked to confirm',
    metadata: read,
  },
  needsReminders: {
    method: 'GET',
    path: '/appointments/needs-reminders',
    responses: many,
    summary: 'Appointments due a reminder now (24 and 2 hours before by default)',
    metadata: read,
  },
  calculateDuration: {
    method: 'GET',
    path: '/appointments/:id/calculate-duration',
    pathParams: idParams,
    responses: { 200: successEnvelope(durationBreakdownSchema) },
    summary: 'The booked service plus extras: minutes and end time',
    metadata: read,
  },
  calculatePrice: {
    method: 'GET',
    path: '/appointments/:id/calculate-price',
    pathParams: idParams,
    responses: { 200: successEnvelope(priceBreakdownSchema) },
    summary: 'The booked service plus extras: price, deposit and balance due',
    metadata: read,
  },
  export: {
    method: 'GET',
    path: '/appointments/export',
    query: exportQuerySchema,
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }) },
    summary: "Every appointment matching the list's filters as a CSV file, streamed",
    metadata: read,
  },
  availabilityBulk: {
    method: 'POST',
    path: '/appointments/availability/bulk',
    body: bulkAvailabilitySchema,
    responses: { 200: successEnvelope(bulkAvailabilityResultSchema) },
    summary: "One day's slots for several employees",
    metadata: read,
  },
  checkConflicts: {
    method: 'POST',
    path: '/appointments/conflicts/check',
    body: availabilityCheckSchema,
    responses: { 200: successEnvelope(availabilityCheckResultSchema) },
    summary: 'Would this time overlap another booking or fall outside working hours?',
    metadata: read,
  },
});
