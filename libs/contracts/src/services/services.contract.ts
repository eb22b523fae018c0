import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { serviceInputSchema, serviceListQuerySchema, serviceListSchema, serviceSchema, serviceUpdateSchema } from './services.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });

/** The salon's service menu (spec part 1 §7, Services). */
export const servicesContract = c.router({
  list: {
    method: 'GET',
    path: '/services',
    query: serviceListQuerySchema,
    responses: { 200: successEnvelope(serviceListSchema) },
    summary: 'List services: search, filter (status, type, price, duration, consultation), sort, page',
    metadata: requires('services:read'),
  },
  get: {
    method: 'GET',
    path: '/services/:id',
    pathParams: idParams,
    responses: { 200: successEnvelope(serviceSchema) },
    summary: 'Get one service',
    metadata: requires('services:read'),
  },
  create: {
    method: 'POST',
    path: '/services',
    body: serviceInputSchema,
    responses: { 201: successEnvelope(serviceSchema) },
    summary: 'Create a service (409 SERVICE_NAME_TAKEN when the name is in use)',
    metadata: requires('services:create'),
  },
  update: {
    method: 'PUT',
    path: '/services/:id',
    pathParams: idParams,
    body: serviceUpdateSchema,
    responses: { 200: successEnvelope(serviceSchema) },
    summary: 'Change any subset of a service\'s fields (the status toggle sends only is_active)',
    metadata: requires('services:update'),
  },
  remove: {
    method: 'DELETE',
    path: '/services/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete a service',
    metadata: requires('services:delete'),
  },
});
