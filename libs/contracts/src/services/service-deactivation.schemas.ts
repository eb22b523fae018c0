import { z } from 'zod';
import { affectedAppointmentSchema } from '../employees/employee-deactivation.schemas';
import { idSchema } from '../common/primitives';

/** GET /services/{id}/deactivation-impact: the future appointments that include the service; they stay booked. */
export const serviceDeactivationImpactSchema = z.object({ service_id: idSchema, appointments: z.array(affectedAppointmentSchema) });
export type ServiceDeactivationImpact = z.infer<typeof serviceDeactivationImpactSchema>;
