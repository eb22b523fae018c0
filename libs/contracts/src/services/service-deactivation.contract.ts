import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import { idSchema } from '../common/primitives';
import { serviceDeactivationImpactSchema } from './service-deactivation.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });

/** What deactivating a service affects (issue 12): it stops new bookings only. */
export const serviceDeactivationContract = c.router({
  deactivationImpact: {
    method: 'GET',
    path: '/services/:id/deactivation-impact',
    pathParams: idParams,
    responses: { 200: successEnvelope(serviceDeactivationImpactSchema) },
    summary: 'The future appointments that include the service (deactivating keeps them booked and stops new bookings)',
    metadata: requires('services:update'),
  },
});
