import { DURATION_MAX_MINUTES, DURATION_MIN_MINUTES } from '@salon/contracts';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { numericColumn } from '../../database/column-transformers';
import { EmployeeEntity } from '../employees/employee.entity';
import { ServiceEntity } from '../services/service.entity';
import { AppointmentEntity } from './appointment.entity';

/**
 * An extra service on an appointment. Its duration and price are part of the
 * appointment's own totals (added when it is added), so the appointment's time range
 * always covers its extras and the no-overlap rule guards them too.
 */
@Entity({ name: 'appointment_services' })
@Index('ix_appointment_services_appointment', ['appointment_id'])
@Index('ix_appointment_services_service', ['service_id'])
@Index('ix_appointment_services_employee', ['employee_id'])
@Check('chk_appointment_services_duration', `duration_minutes BETWEEN ${DURATION_MIN_MINUTES} AND ${DURATION_MAX_MINUTES}`)
@Check('chk_appointment_services_price', `price >= 0`)
@Check('chk_appointment_services_offset', `start_time_offset BETWEEN 0 AND 1440`)
export class AppointmentServiceEntity {
  @PrimaryGeneratedColumn('identity', { name: 'appointment_service_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_appointment_services' })
  appointment_service_id: number;

  @Column({ type: 'integer' })
  appointment_id: number;

  @ManyToOne(() => AppointmentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'appointment_id', foreignKeyConstraintName: 'fk_appointment_services_appointment' })
  appointment?: AppointmentEntity;

  @Column({ type: 'integer' })
  service_id: number;

  @ManyToOne(() => ServiceEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id', foreignKeyConstraintName: 'fk_appointment_services_service' })
  service?: ServiceEntity;

  @Column({ type: 'integer' })
  employee_id: number;

  @ManyToOne(() => EmployeeEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'employee_id', foreignKeyConstraintName: 'fk_appointment_services_employee' })
  employee?: EmployeeEntity;

  @Column({ type: 'smallint' })
  duration_minutes: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericColumn })
  price: number;

  @Column({ type: 'smallint', default: 0 })
  start_time_offset: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  notes: string | null;
}
