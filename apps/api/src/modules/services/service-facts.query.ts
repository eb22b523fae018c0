import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { ServiceEntity } from './service.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

/** What other modules' rules need to know of a service. */
export type ServiceFacts = { service_id: number; name: string; duration_minutes: number; base_price: number; is_active: boolean };

/**
 * Read-only facts about services for other modules (bookings, extras, availability).
 * Pass the transaction's manager when inside one, so the read sees what the transaction sees.
 */
@Injectable()
export class ServiceFactsQuery {
  constructor(
    @InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>,
    private readonly tenant: TenantContext,
  ) {}

  async one(serviceId: number, manager: EntityManager = this.services.manager): Promise<ServiceFacts | null> {
    const service = await manager.findOne(ServiceEntity, {
      where: { service_id: serviceId, salon_id: this.tenant.salonId() },
      select: { service_id: true, name: true, duration_minutes: true, base_price: true, is_active: true },
    });
    if (!service) return null;
    const { name, duration_minutes, base_price, is_active } = service;
    return { service_id: serviceId, name, duration_minutes, base_price, is_active };
  }

  /** These services (active or not), in one read; unknown ids are left out. */
  async some(serviceIds: number[], manager: EntityManager = this.services.manager): Promise<ServiceFacts[]> {
    if (serviceIds.length === 0) return [];
    const rows = await manager.find(ServiceEntity, {
      where: { salon_id: this.tenant.salonId(), service_id: In(serviceIds) },
      select: { service_id: true, name: true, duration_minutes: true, base_price: true, is_active: true },
    });
    return rows.map(({ service_id, name, duration_minutes, base_price, is_active }) => ({ service_id, name, duration_minutes, base_price, is_active }));
  }

  exists(serviceId: number, manager: EntityManager = this.services.manager): Promise<boolean> {
    return manager.exists(ServiceEntity, { where: { service_id: serviceId, salon_id: this.tenant.salonId() } });
  }
}
