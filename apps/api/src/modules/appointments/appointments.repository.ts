import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentHistoryEntity } from './appointment-history.entity';
import { AppointmentStatusEntity } from './appointment-status.entity';
import { AppointmentEntity } from './appointment.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

export const appointmentNotFound = () => new DomainError('NOT_FOUND', 'Appointment not found');

/**
 * The appointments table's locks, overlap reads and read models. The read models join the
 * client, employee and service through the entity relations (the foreign keys) in one query:
 * a list page may be 1,000 rows, and splitting the join would cost a round trip per page.
 */
@Injectable()
export class AppointmentsRepository {
  constructor(
    @InjectRepository(AppointmentEntity) private readonly appointments: Repository<AppointmentEntity>,
    private readonly tenant: TenantContext,
  ) {}

  /** The appointment's row and its status, locked until the transaction ends, so changes to it take turns. */
  async lock(manager: EntityManager, appointmentId: number): Promise<{ appointment: AppointmentEntity; status: AppointmentStatusEntity }> {
    const appointment = await manager.findOne(AppointmentEntity, {
      where: { appointment_id: appointmentId, salon_id: this.tenant.salonId() },
      lock: { mode: 'pessimistic_write' },
    });
    if (!appointment) throw appointmentNotFound();
    const status = await manager.findOneByOrFail(AppointmentStatusEntity, { status_id: appointment.status_id });
    return { appointment, status };
  }

  /** One of the six statuses the life cycle runs on, in the current salon (DECISIONS §5). */
  async systemStatus(manager: EntityManager, name: string): Promise<AppointmentStatusEntity> {
    const status = await manager.findOneBy(AppointmentStatusEntity, { salon_id: this.tenant.salonId(), name });
    if (!status) throw new Error(`The system status "${name}" is missing`);
    return status;
  }

  /** One appointment with what its detail shows; null when unknown. */
  detail(appointmentId: number, manager: EntityManager = this.appointments.manager): Promise<AppointmentEntity | null> {
    return this.joined(manager).andWhere('appointment.appointment_id = :appointmentId', { appointmentId }).getOne();
  }

  /**
   * The trail of an appointment of the current salon, oldest first, with who made each change.
   * The trail outlives a deleted appointment, so its salon is then the salon of who changed it.
   */
  history(appointmentId: number): Promise<AppointmentHistoryEntity[]> {
    return this.appointments.manager
      .createQueryBuilder(AppointmentHistoryEntity, 'entry')
      .leftJoinAndSelect('entry.changedBy', 'changedBy')
      .leftJoin(AppointmentEntity, 'appointment', 'appointment.appointment_id = entry.appointment_id')
      .where('entry.appointment_id = :appointmentId', { appointmentId })
      .andWhere('coalesce(appointment.salon_id, changedBy.salonId) = :salonId', { salonId: this.tenant.salonId() })
      .orderBy('entry.created_at', 'ASC')
      .addOrderBy('entry.history_id', 'ASC')
      .getMany();
  }

  /** Appointments with their client, employee, service and status joined, in the current salon. */
  joined(manager: EntityManager = this.appointments.manager): SelectQueryBuilder<AppointmentEntity> {
    // Only the columns the answer shows of each joined record: a list page may be 1,000 rows.
    return manager
      .createQueryBuilder(AppointmentEntity, 'appointment')
      .innerJoin('appointment.client', 'client')
      .addSelect(['client.client_id', 'client.first_name', 'client.last_name', 'client.email', 'client.phone'])
      .innerJoin('appointment.employee', 'employee')
      .addSelect(['employee.employee_id', 'employee.first_name', 'employee.last_name'])
      .innerJoin('appointment.service', 'service')
      .addSelect(['service.service_id', 'service.name', 'service.duration_minutes', 'service.base_price'])
      .innerJoin('appointment.status', 'status')
      .addSelect(['status.status_id', 'status.name', 'status.is_billable'])
      .where('appointment.salon_id = :salonId', { salonId: this.tenant.salonId() });
  }
}
