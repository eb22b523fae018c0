import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { employeeDeactivationImpactSchema, employeeDeactivationSchema } from './employee-deactivation.schemas';
import { employeeSchema } from './employees.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });

/** Deactivating an employee without losing their booked clients (issue 12). */
export const employeeDeactivationContract = c.router({
  deactivationImpact: {
    method: 'GET',
    path: '/employees/:id/deactivation-impact',
    pathParams: idParams,
    responses: { 200: successEnvelope(employeeDeactivationImpactSchema) },
    summary: 'The employee\'s future appointments that deactivating would affect, each with the colleagues free at that time',
    metadata: requires('employees:update'),
  },
  deactivate: {
    method: 'POST',
    path: '/employees/:id/deactivate',
    pathParams: idParams,
    body: employeeDeactivationSchema,
    responses: { 200: successEnvelope(employeeSchema) },
    summary: 'Deactivate an employee, reassigning or cancelling each future appointment in one transaction (409 when one is left unhandled or a colleague is not free)',
    metadata: requires('employees:update'),
  },
});
