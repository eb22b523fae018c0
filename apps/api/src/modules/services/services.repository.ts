import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ServiceInput, ServiceListQuery } from '@salon/contracts';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { containsPattern } from '../../common/database/search-pattern';
import { ServiceEntity } from './service.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

const SORT_COLUMNS: Record<ServiceListQuery['sortBy'], string> = {
  name: 'service.name',
  service_name: 'service.name',
  service_type: 'type.name',
  base_price: 'service.base_price',
  duration_minutes: 'service.duration_minutes',
  requires_consultation: 'service.requires_consultation',
  is_active: 'service.is_active',
  created_at: 'service.created_at',
};

/** The services table as the Services screens read and change it, always within the current salon; the rules stay in ServicesService. */
@Injectable()
export class ServicesRepository {
  constructor(
    @InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /** One page of services with their types, matching the search and filters, and how many match in all. */
  async list(query: ServiceListQuery): Promise<{ services: ServiceEntity[]; count: number }> {
    const builder = this.services
      .createQueryBuilder('service')
      .innerJoinAndSelect('service.serviceType', 'type')
      .where('service.salon_id = :salonId', { salonId: this.tenant.salonId() });
    if (query.activeOnly !== undefined) builder.andWhere('service.is_active = :active', { active: query.activeOnly });
    if (query.service_type_id !== undefined) builder.andWhere('service.service_type_id = :typeId', { typeId: query.service_type_id });
    if (query.min_price !== undefined) builder.andWhere('service.base_price >= :minPrice', { minPrice: query.min_price });
    if (query.max_price !== undefined) builder.andWhere('service.base_price <= :maxPrice', { maxPrice: query.max_price });
    if (query.min_duration !== undefined) builder.andWhere('service.duration_minutes >= :minDuration', { minDuration: query.min_duration });
    if (query.max_duration !== undefined) builder.andWhere('service.duration_minutes <= :maxDuration', { maxDuration: query.max_duration });
    if (query.requires_consultation !== undefined) {
      builder.andWhere('service.requires_consultation = :consultation', { consultation: query.requires_consultation });
    }
    if (query.search) {
      const pattern = containsPattern(query.search);
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('service.name ILIKE :pattern', { pattern })
            .orWhere('service.short_description ILIKE :pattern', { pattern })
            .orWhere('service.description ILIKE :pattern', { pattern })
            .orWhere('type.name ILIKE :pattern', { pattern })
            .orWhere(`array_to_string(service.tags, ' ') ILIKE :pattern`, { pattern }),
        ),
      );
    }
    const sortColumn = SORT_COLUMNS[query.sortBy];
    builder.orderBy(sortColumn, query.sortOrder);
    // TypeORM keys the ORDER BY by column, so a tie-breaker on the sort column itself would replace it.
    if (sortColumn !== 'service.name') builder.addOrderBy('service.name', 'ASC');
    builder
      .addOrderBy('service.service_id', 'ASC')
      .take(query.pageSize)
      .skip((query.page - 1) * query.pageSize);
    const [services, count] = await builder.getManyAndCount();
    return { services, count };
  }

  /** The service with its type. */
  findById(serviceId: number, manager: EntityManager = this.services.manager): Promise<ServiceEntity | null> {
    return manager.findOne(ServiceEntity, { where: { service_id: serviceId, salon_id: this.tenant.salonId() }, relations: { serviceType: true } });
  }

  /** The service's row, locked until the transaction ends, so two edits merge one after the other. */
  lockById(manager: EntityManager, serviceId: number): Promise<ServiceEntity | null> {
    return manager.findOne(ServiceEntity, { where: { service_id: serviceId, salon_id: this.tenant.salonId() }, lock: { mode: 'pessimistic_write' } });
  }

  /** The new service's id. */
  async insert(manager: EntityManager, values: ServiceInput): Promise<number> {
    const { identifiers } = await manager.insert(ServiceEntity, { ...values, salon_id: this.tenant.salonId() });
    return identifiers[0].service_id as number;
  }

  async update(manager: EntityManager, serviceId: number, values: ServiceInput): Promise<void> {
    await manager.update(ServiceEntity, { service_id: serviceId, salon_id: this.tenant.salonId() }, values);
  }

  /** How many rows went: 0 when the service is not in this salon; the database refuses while appointments refer to it. */
  async delete(serviceId: number): Promise<number> {
    const { affected } = await this.services.delete({ service_id: serviceId, salon_id: this.tenant.salonId() });
    return affected ?? 0;
  }
}
