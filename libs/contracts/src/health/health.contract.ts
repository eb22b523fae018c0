import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicRoute } from '../common/access';
import { successEnvelope } from '../common/envelope';

const c = initContract();

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthContract = c.router({
  check: {
    method: 'GET',
    path: '/health',
    responses: { 200: successEnvelope(healthSchema) },
    summary: 'Liveness and database check; 503 SERVICE_UNAVAILABLE when the database does not answer',
    metadata: publicRoute,
  },
});
