import { serviceSchema, type Service } from '@salon/contracts';
import type { ServiceEntity } from './service.entity';

/** The entity's properties are the contract's fields; the type is nested as `serviceType` (spec part 1 §3). */
export const toService = (entity: ServiceEntity): Service => {
  if (!entity.serviceType) throw new Error('toService needs the service type joined');
  return serviceSchema.parse({
    ...entity,
    serviceType: { service_type_id: entity.serviceType.serviceTypeId, name: entity.serviceType.name },
    max_advance_booking_days: entity.max_advance_booking,
    created_at: entity.created_at.toISOString(),
    updated_at: entity.updated_at.toISOString(),
  });
};
