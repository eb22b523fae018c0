import type { ServiceType } from '@salon/contracts';
import type { ServiceTypeEntity } from './service-type.entity';

export const toServiceType = (entity: ServiceTypeEntity): ServiceType => ({
  service_type_id: entity.serviceTypeId,
  name: entity.name,
  description: entity.description,
  is_active: entity.isActive,
});
