import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { appointmentStatusInputSchema, appointmentStatusSchema, appointmentStatusUpdateSchema } from './appointment-statuses.schemas';

const c = initContract();

/** Configurable appointment statuses (DECISIONS §5); changing them is an owner's task. */
export const appointmentStatusesContract = c.router({
  list: {
    method: 'GET',
    path: '/appointment-statuses',
    responses: { 200: successEnvelope(z.array(appointmentStatusSchema)) },
    summary: 'List appointment statuses in id order',
    metadata: requires('appointments:read'),
  },
  create: {
    method: 'POST',
    path: '/appointment-statuses',
    body: appointmentStatusInputSchema,
    responses: { 201: successEnvelope(appointmentStatusSchema) },
    summary: 'Add a status (409 STATUS_NAME_TAKEN when the name is in use)',
    metadata: requires('admin:access'),
  },
  update: {
    method: 'PUT',
    path: '/appointment-statuses/:id',
    pathParams: z.object({ id: idSchema }),
    body: appointmentStatusUpdateSchema,
    responses: { 200: successEnvelope(appointmentStatusSchema) },
    summary: 'Rename a status or change whether it is billable; the six system statuses keep their names',
    metadata: requires('admin:access'),
  },
});
