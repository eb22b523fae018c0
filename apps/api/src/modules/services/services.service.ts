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
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation, refuseWhenInUse } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { zodFieldErrors } from '../../common/errors/to-error-envelope';
import { ServiceTypesService } from '../service-types';
import { toService } from './services.mapper';
import { ServicesRepository } from './services.repository';

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
    private readonly repository: ServicesRepository,
    private readonly serviceTypes: ServiceTypesService,
  ) {}

  async list(query: ServiceListQuery): Promise<ServiceList> {
    const { services, count: total } = await this.repository.list(query);
    return {
      services: services.map(toService),
      pagination: { total, page: query.page, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize) },
    };
  }

  async get(serviceId: number, manager: EntityManager = this.dataSource.manager): Promise<Service> {
    const service = await this.repository.findById(serviceId, manager);
    if (!service) throw notFound();
    return toService(service);
  }

  async create(input: ServiceInput): Promise<Service> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertServiceTypeExists(manager, input.service_type_id);
      try {
        return await this.get(await this.repository.insert(manager, withoutStaleDetails(input)), manager);
      } catch (error) {
        throw translateNameTaken(error);
      }
    });
  }

  /** Any subset of fields; the rules that compare fields are checked on the record as it would become. */
  async update(serviceId: number, changes: ServiceUpdate): Promise<Service> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.repository.lockById(manager, serviceId);
      if (!current) throw notFound();
      const currentFields = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, current[field]]));
      const merged = serviceInputSchema.safeParse({ ...currentFields, ...changes });
      if (!merged.success) {
        throw new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: zodFieldErrors(merged.error) });
      }
      if (changes.service_type_id !== undefined) await this.assertServiceTypeExists(manager, merged.data.service_type_id);
      try {
        await this.repository.update(manager, serviceId, withoutStaleDetails(merged.data));
        return await this.get(serviceId, manager);
      } catch (error) {
        throw translateNameTaken(error);
      }
    });
  }

  async remove(serviceId: number): Promise<void> {
    const affected = await refuseWhenInUse(
      this.repository.delete(serviceId),
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
