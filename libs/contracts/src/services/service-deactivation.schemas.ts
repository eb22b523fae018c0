import { z } from 'zod';
import { affectedAppointmentSchema } from '../employees/employee-deactivation.schemas';
import { idSchema } from '../common/primitives';

/** GET /services/{id}/deactivation-impact: the soonest future appointments that include the service (at most DEACTIVATION_LIST_LIMIT) and how many in all; they stay booked. */
export const serviceDeactivationImpactSchema = z.object({ service_id: idSchema, appointments: z.array(affectedAppointmentSchema), total: z.number().int().nonnegative() });
export type ServiceDeactivationImpact = z.infer<typeof serviceDeactivationImpactSchema>;
