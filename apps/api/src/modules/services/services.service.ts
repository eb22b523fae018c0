import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  serviceFieldsSchema,
  serviceInputSchema,
  type Service,
  type ServiceInput,
  type ServiceList,
  type ServiceListQuery,
  type ServiceUpdate,
} from '@salon/contracts';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/constraint-errors';
import { containsPattern } from '../../common/database/search-pattern';
import { refuseWhenInUse } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { zodFieldErrors } from '../../common/errors/to-error-envelope';
import { ServiceTypesService } from '../service-types';
import { ServiceEntity } from './service.entity';
import { toService } from './services.mapper';
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

const NAME_TAKEN_MESSAGE = 'A service with this name already exists';
const EDITABLE_FIELDS = Object.keys(serviceFieldsSchema.shape) as Array<keyof ServiceInput>;

/** Values that only mean something while their switch is on are cleared with it, so no stale rule lingers. */
const withoutStaleDetails = (service: ServiceInput): ServiceInput => ({
  ...service,
  min_price: service.price_varies ? service.min_price : null,
  max_price: service.price_varies ? service.max_price : null,
  consultation_duration: service.requires_consultation ? service.consultation_duration : null,
  patch_test_duration: service.requires_patch_test ? service.patch_test_duration : null,
  staff_count: service.requires_multiple_staff ? service.staff_count : null,
  suggested_add_ons: service.allows_add_ons ? service.suggested_add_ons : null,
});

@Injectable()
export class ServicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly serviceTypes: ServiceTypesService,
    private readonly tenant: TenantContext,
  ) {}

  async list(query: ServiceListQuery): Promise<ServiceList> {
    const builder = this.dataSource.manager
      .createQueryBuilder(ServiceEntity, 'service')
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
    const [services, total] = await builder.getManyAndCount();
    return {
      services: services.map(toService),
      pagination: { total, page: query.page, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize) },
    };
  }

  async get(serviceId: number, manager: EntityManager = this.dataSource.manager): Promise<Service> {
    const service = await manager.findOne(ServiceEntity, { where: { service_id: serviceId, salon_id: this.tenant.salonId() }, relations: { serviceType: true } });
    if (!service) throw notFound();
    return toService(service);
  }

  async create(input: ServiceInput): Promise<Service> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertServiceTypeExists(manager, input.service_type_id);
      try {
        const { identifiers } = await manager.insert(ServiceEntity, { ...withoutStaleDetails(input), salon_id: this.tenant.salonId() });
        return await this.get(identifiers[0].service_id as number, manager);
      } catch (error) {
        throw translateNameTaken(error);
      }
    });
  }

  /** Any subset of fields; the rules that compare fields are checked on the record as it would become. */
  async update(serviceId: number, changes: ServiceUpdate): Promise<Service> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(ServiceEntity, { where: { service_id: serviceId, salon_id: this.tenant.salonId() }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw notFound();
      const currentFields = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, current[field]]));
      const merged = serviceInputSchema.safeParse({ ...currentFields, ...changes });
      if (!merged.success) {
        throw new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: zodFieldErrors(merged.error) });
      }
      if (changes.service_type_id !== undefined) await this.assertServiceTypeExists(manager, merged.data.service_type_id);
      try {
        await manager.update(ServiceEntity, { service_id: serviceId }, withoutStaleDetails(merged.data));
        return await this.get(serviceId, manager);
      } catch (error) {
        throw translateNameTaken(error);
      }
    });
  }

  async remove(serviceId: number): Promise<void> {
    const { affected } = await refuseWhenInUse(
      this.dataSource.manager.delete(ServiceEntity, { service_id: serviceId, salon_id: this.tenant.salonId() }),
      'This service has appointments and cannot be deleted; deactivate it instead',
    );
    if (!affected) throw notFound();
  }
  private async assertServiceTypeExists(manager: EntityManager, serviceTypeId: number): Promise<void> {
    if (!(await this.serviceTypes.exists(serviceTypeId, manager))) {
      throw new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: { service_type_id: ['Unknown service type'] } });
    }
  }
}

const notFound = () => new DomainError('NOT_FOUND', 'Service not found');

function translateNameTaken(error: unknown): unknown {
  if (isUniqueViolation(error, 'uq_services_salon_name_lower')) {
    return new DomainError('SERVICE_NAME_TAKEN', NAME_TAKEN_MESSAGE, { fieldErrors: { name: [NAME_TAKEN_MESSAGE] } });
  }
  return error;
}
