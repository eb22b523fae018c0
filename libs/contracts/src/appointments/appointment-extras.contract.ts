import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { durationBreakdownSchema, historyEntrySchema, priceBreakdownSchema } from './appointments.schemas';
import {
  appointmentNoteBodySchema,
  appointmentNoteSchema,
  appointmentNotesQuerySchema,
  appointmentServiceCreateSchema,
  appointmentServiceSchema,
  appointmentServiceUpdateSchema,
} from './appointment-extras.schemas';
import { idParams, read, update } from './appointment-route-parts';

const c = initContract();
/** Extra services and notes follow DECISIONS §4's verbs: adding one is `create`, changing it `update`, deleting it `delete`. */
const addSubRecord = requires('appointments:create');
const removeSubRecord = requires('appointments:delete');
const serviceParams = z.object({ id: idSchema, serviceId: idSchema });
const noteParams = z.object({ id: idSchema, noteId: idSchema });

/** What the appointment detail shows beside the record: extra services with their totals, notes, history. */
export const appointmentExtrasContract = c.router({
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
  history: {
    method: 'GET',
    path: '/appointments/:id/history',
    pathParams: idParams,
    responses: { 200: successEnvelope(z.array(historyEntrySchema)) },
    summary: 'Every change to the appointment, oldest first',
    metadata: requires('appointments:read'),
  },
});
