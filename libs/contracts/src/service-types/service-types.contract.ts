import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { serviceTypeListQuerySchema, serviceTypeSchema } from './service-types.schemas';

const c = initContract();

export const serviceTypesContract = c.router({
  list: {
    method: 'GET',
    path: '/service-types',
    query: serviceTypeListQuerySchema,
    responses: { 200: successEnvelope(z.array(serviceTypeSchema)) },
    summary: 'List service types, ordered by id',
    metadata: requires('services:read'),
  },
  get: {
    method: 'GET',
    path: '/service-types/:id',
    pathParams: z.object({ id: idSchema }),
    responses: { 200: successEnvelope(serviceTypeSchema) },
    summary: 'Get one service type',
    metadata: requires('services:read'),
  },
});
