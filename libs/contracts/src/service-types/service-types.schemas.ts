import { z } from 'zod';
import { isActiveQuerySchema } from '../common/pagination';
import { idSchema } from '../common/primitives';

/** The spec's ten service types (part 1, §3), created by a migration. */
export const SERVICE_TYPES = [
  { service_type_id: 1, name: 'Hair Cut & Styling' },
  { service_type_id: 2, name: 'Hair Coloring' },
  { service_type_id: 3, name: 'Hair Treatment' },
  { service_type_id: 4, name: 'Nail Services' },
  { service_type_id: 5, name: 'Facial & Skincare' },
  { service_type_id: 6, name: 'Massage Therapy' },
  { service_type_id: 7, name: 'Waxing & Hair Removal' },
  { service_type_id: 8, name: 'Makeup & Beauty' },
  { service_type_id: 9, name: 'Consultation' },
  { service_type_id: 10, name: 'Package Deal' },
] as const;

export const serviceTypeSchema = z.object({
  service_type_id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const serviceTypeListQuerySchema = z.object({ is_active: isActiveQuerySchema.optional() });
export type ServiceTypeListQuery = z.infer<typeof serviceTypeListQuerySchema>;
