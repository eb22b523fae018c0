import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ServiceType, ServiceTypeListQuery } from '@salon/contracts';
import { Repository, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { ServiceTypeEntity } from './service-type.entity';
import { toServiceType } from './service-types.mapper';
import { TenantContext } from '../../common/tenant/tenant-context';

@Injectable()
export class ServiceTypesService {
  constructor(
    @InjectRepository(ServiceTypeEntity) private readonly serviceTypes: Repository<ServiceTypeEntity>,
    private readonly tenant: TenantContext,
  ) {}

  async list(query: ServiceTypeListQuery): Promise<ServiceType[]> {
    const rows = await this.serviceTypes.find({
      where: { salonId: this.tenant.salonId(), ...(query.is_active === undefined ? {} : { isActive: query.is_active }) },
      order: { serviceTypeId: 'ASC' },
    });
    return rows.map(toServiceType);
  }

  /** For services that name a type; pass the transaction's manager when inside one. */
  exists(id: number, manager: EntityManager = this.serviceTypes.manager): Promise<boolean> {
    return manager.existsBy(ServiceTypeEntity, { serviceTypeId: id, salonId: this.tenant.salonId() });
  }

  async get(id: number): Promise<ServiceType> {
    const row = await this.serviceTypes.findOneBy({ salonId: this.tenant.salonId(), serviceTypeId: id });
    if (!row) throw new DomainError('NOT_FOUND', 'Service type not found');
    return toServiceType(row);
  }
}
