import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ServiceType, ServiceTypeListQuery } from '@salon/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { DEFAULT_SALON_ID } from '../salons/salon.entity';
import { ServiceTypeEntity } from './service-type.entity';
import { toServiceType } from './service-types.mapper';

@Injectable()
export class ServiceTypesService {
  constructor(@InjectRepository(ServiceTypeEntity) private readonly serviceTypes: Repository<ServiceTypeEntity>) {}

  async list(query: ServiceTypeListQuery): Promise<ServiceType[]> {
    const rows = await this.serviceTypes.find({
      where: { salonId: DEFAULT_SALON_ID, ...(query.is_active === undefined ? {} : { isActive: query.is_active }) },
      order: { serviceTypeId: 'ASC' },
    });
    return rows.map(toServiceType);
  }

  async get(id: number): Promise<ServiceType> {
    const row = await this.serviceTypes.findOneBy({ salonId: DEFAULT_SALON_ID, serviceTypeId: id });
    if (!row) throw new DomainError('NOT_FOUND', 'Service type not found');
    return toServiceType(row);
  }
}
