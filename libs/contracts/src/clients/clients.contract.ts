import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import {
  clientCreateSchema,
  clientListQuerySchema,
  clientListSchema,
  clientNoteInputSchema,
  clientNoteSchema,
  clientSchema,
  clientUpdateSchema,
  possibleDuplicateSchema,
  possibleDuplicatesQuerySchema,
} from './clients.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });
const noteParams = z.object({ id: idSchema, noteId: idSchema });

/** Clients and their notes (spec part 1 §7, Clients). Notes take DECISIONS §4's verbs: add `clients:create`, edit `clients:update`, delete `clients:delete`. */
export const clientsContract = c.router({
  list: {
    method: 'GET',
    path: '/clients',
    query: clientListQuerySchema,
    responses: { 200: successEnvelope(clientListSchema) },
    summary: 'List clients: search by name, e-mail or phone; filter by is_active; sort; page by limit and offset',
    metadata: requires('clients:read'),
  },
  possibleDuplicates: {
    method: 'GET',
    path: '/clients/possible-duplicates',
    query: possibleDuplicatesQuerySchema,
    responses: { 200: successEnvelope(z.array(possibleDuplicateSchema)) },
    summary: 'Clients of this salon who may be the one being added: same phone digits, e-mail (any case) or first and last name (any case); at most 5, the most reasons first',
    metadata: requires('clients:read'),
  },
  get: {
    method: 'GET',
    path: '/clients/:id',
    pathParams: idParams,
    responses: { 200: successEnvelope(clientSchema) },
    summary: 'Get one client',
    metadata: requires('clients:read'),
  },
  create: {
    method: 'POST',
    path: '/clients',
    body: clientCreateSchema,
    responses: { 201: successEnvelope(clientSchema) },
    summary: 'Create a client, with an optional first note saved in the same transaction',
    metadata: requires('clients:create'),
  },
  update: {
    method: 'PUT',
    path: '/clients/:id',
    pathParams: idParams,
    body: clientUpdateSchema,
    responses: { 200: successEnvelope(clientSchema) },
    summary: 'Replace a client\'s details (is_active stays as it is when left out)',
    metadata: requires('clients:update'),
  },
  remove: {
    method: 'DELETE',
    path: '/clients/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a client and their notes',
    metadata: requires('clients:delete'),
  },
  listNotes: {
    method: 'GET',
    path: '/clients/:id/notes',
    pathParams: idParams,
    responses: { 200: successEnvelope(z.array(clientNoteSchema)) },
    summary: 'A client\'s notes: health and safety alerts first, then the rest, each newest first',
    metadata: requires('clients:read'),
  },
  getNote: {
    method: 'GET',
    path: '/clients/:id/notes/:noteId',
    pathParams: noteParams,
    responses: { 200: successEnvelope(clientNoteSchema) },
    summary: 'Get one note of a client',
    metadata: requires('clients:read'),
  },
  createNote: {
    method: 'POST',
    path: '/clients/:id/notes',
    pathParams: idParams,
    body: clientNoteInputSchema,
    responses: { 201: successEnvelope(clientNoteSchema) },
    summary: 'Add a note to a client',
    metadata: requires('clients:create'),
  },
  updateNote: {
    method: 'PUT',
    path: '/clients/:id/notes/:noteId',
    pathParams: noteParams,
    body: clientNoteInputSchema,
    responses: { 200: successEnvelope(clientNoteSchema) },
    summary: 'Edit a note of a client',
    metadata: requires('clients:update'),
  },
  removeNote: {
    method: 'DELETE',
    path: '/clients/:id/notes/:noteId',
    pathParams: noteParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a note of a client',
    metadata: requires('clients:delete'),
  },
});
