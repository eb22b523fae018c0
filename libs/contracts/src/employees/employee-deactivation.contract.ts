import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { employeeDeactivationImpactSchema, employeeDeactivationSchema, handOverResultSchema } from './employee-deactivation.schemas';
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
    summary: 'The employee\'s soonest future appointments that deactivating would affect (at most 100), each with the colleagues free at that time, and their total',
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
  handOver: {
    method: 'POST',
    path: '/employees/:id/hand-over',
    pathParams: idParams,
    body: employeeDeactivationSchema,
    responses: { 200: successEnvelope(handOverResultSchema) },
    summary: 'Reassign or cancel some of the employee\'s future appointments in one transaction, keeping them active (a batch when there are too many to deactivate at once); answers how many remain',
    metadata: requires('employees:update'),
  },
});
