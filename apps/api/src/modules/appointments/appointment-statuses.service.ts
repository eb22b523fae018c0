import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AppointmentStatus, AppointmentStatusInput, AppointmentStatusUpdate } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentStatusEntity } from './appointment-status.entity';
import { toAppointmentStatus } from './appointments.mapper';
import { TenantContext } from '../../common/tenant/tenant-context';

const NAME_TAKEN = 'A status with this name already exists';

@Injectable()
export class AppointmentStatusesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  async list(): Promise<AppointmentStatus[]> {
    const statuses = await this.dataSource.manager.find(AppointmentStatusEntity, { where: { salon_id: this.tenant.salonId() }, order: { status_id: 'ASC' } });
    return statuses.map(toAppointmentStatus);
  }

  async create(input: AppointmentStatusInput): Promise<AppointmentStatus> {
    try {
      const { identifiers } = await this.dataSource.manager.insert(AppointmentStatusEntity, { ...input, salon_id: this.tenant.salonId(), is_system: false });
      return toAppointmentStatus(await this.dataSource.manager.findOneByOrFail(AppointmentStatusEntity, { status_id: identifiers[0].status_id as number }));
    } catch (error) {
      throw translateNameTaken(error);
    }
  }

  async update(statusId: number, changes: AppointmentStatusUpdate): Promise<AppointmentStatus> {
    return this.dataSource.transaction(async (manager) => {
      const status = await manager.findOne(AppointmentStatusEntity, { where: { status_id: statusId, salon_id: this.tenant.salonId() }, lock: { mode: 'pessimistic_write' } });
      if (!status) throw new DomainError('NOT_FOUND', 'Status not found');
      // The life cycle finds its statuses by name (DECISIONS §5).
      if (status.is_system && changes.name !== undefined && changes.name !== status.name) {
        throw new DomainError('CONFLICT', `"${status.name}" is one of the six statuses the appointment life cycle runs on; its name cannot change`, {
          fieldErrors: { name: ['The name of a system status cannot change'] },
        });
      }
      try {
        await manager.update(AppointmentStatusEntity, { status_id: statusId }, changes);
      } catch (error) {
        throw translateNameTaken(error);
      }
      return toAppointmentStatus(await manager.findOneByOrFail(AppointmentStatusEntity, { status_id: statusId }));
    });
  }
}

function translateNameTaken(error: unknown): unknown {
  if (isUniqueViolation(error, 'uq_appointment_statuses_salon_name')) {
    return new DomainError('STATUS_NAME_TAKEN', NAME_TAKEN, { fieldErrors: { name: [NAME_TAKEN] } });
  }
  return error;
}
