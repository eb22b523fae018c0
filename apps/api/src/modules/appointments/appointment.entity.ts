import { Check, Column, CreateDateColumn, Entity, Exclusion, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DURATION_MAX_MINUTES, DURATION_MIN_MINUTES, type RecurringPattern } from '@salon/contracts';
import { numericColumn, timeOfDayColumn } from '../../database/column-transformers';
import { ClientEntity } from '../clients/client.entity';
import { EmployeeEntity } from '../employees/employee.entity';
import { SalonEntity } from '../salons/salon.entity';
import { ServiceEntity } from '../services/service.entity';
import { UserEntity } from '../users/user.entity';
import { AppointmentStatusEntity } from './appointment-status.entity';

/**
 * An employee is never booked twice at overlapping times: PostgreSQL refuses the second
 * row itself (DECISIONS §5), whichever API instance writes it. Times are the salon's wall
 * clock, so the ranges compare the way the salon reads its book. Only a booking made with
 * double booking allowed (`allows_overlap`, DECISIONS §8) is left out.
 */
export const NO_OVERLAP_CONSTRAINT = 'ex_appointments_employee_no_overlap';

@Entity({ name: 'appointments' })
@Exclusion(
  NO_OVERLAP_CONSTRAINT,
  `USING gist (employee_id WITH =, tsrange(appointment_date + start_time, appointment_date + end_time, '[)') WITH &&) WHERE (holds_slot AND NOT allows_overlap)`,
)
// The list's order (salon, date, start, id) carrying the ids its filters test (AppointmentListIndex migration).
@Index('ix_appointments_salon_date', { synchronize: false })
@Index('ix_appointments_employee_date', ['employee_id', 'appointment_date'])
@Index('ix_appointments_client_date', ['client_id', 'appointment_date'])
@Index('ix_appointments_service_date', ['service_id', 'appointment_date'])
@Index('ix_appointments_status_date', ['status_id', 'appointment_date', 'start_time', 'appointment_id'])
@Index('ix_appointments_series', ['series_id'])
// The bookings holding time, by salon, date, employee and start, with INCLUDE columns (AppointmentBookedIndex migration; BookedTimeQuery reads it).
@Index('ix_appointments_booked', { synchronize: false })
// The reports' visits by salon, status and date, carrying client and start (ReportIndexes migration).
@Index('ix_appointments_salon_status_date', { synchronize: false })
@Check('chk_appointments_times', `end_time > start_time`)
@Check('chk_appointments_duration', `duration_minutes BETWEEN ${DURATION_MIN_MINUTES} AND ${DURATION_MAX_MINUTES}`)
@Check('chk_appointments_money', `total_price >= 0 AND deposit_amount >= 0`)
@Check('chk_appointments_cancellation_fee', `cancellation_fee >= 0`)
@Check('chk_appointments_rating', `rating BETWEEN 1 AND 5`)
@Check('chk_appointments_recurring_pattern', `recurring_pattern IN ('weekly', 'biweekly', 'monthly', 'quarterly')`)
export class AppointmentEntity {
  @PrimaryGeneratedColumn('identity', { name: 'appointment_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_appointments' })
  appointment_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_appointments_salon' })
  salon?: SalonEntity;

  // RESTRICT: a client, employee or service with appointments cannot be deleted (409 IN_USE).
  @Column({ type: 'integer' })
  client_id: number;

  @ManyToOne(() => ClientEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'fk_appointments_client' })
  client?: ClientEntity;

  @Column({ type: 'integer' })
  employee_id: number;

  @ManyToOne(() => EmployeeEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'employee_id', foreignKeyConstraintName: 'fk_appointments_employee' })
  employee?: EmployeeEntity;

  @Column({ type: 'integer' })
  service_id: number;

  @ManyToOne(() => ServiceEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_id', foreignKeyConstraintName: 'fk_appointments_service' })
  service?: ServiceEntity;

  @Column({ type: 'date' })
  appointment_date: string;

  @Column({ type: 'time', transformer: timeOfDayColumn })
  start_time: string;

  @Column({ type: 'time', transformer: timeOfDayColumn })
  end_time: string;

  @Column({ type: 'smallint' })
  duration_minutes: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericColumn })
  total_price: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0, transformer: numericColumn })
  deposit_amount: number;

  @Column({ type: 'integer' })
  status_id: number;

  @ManyToOne(() => AppointmentStatusEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'status_id', foreignKeyConstraintName: 'fk_appointments_status' })
  status?: AppointmentStatusEntity;

  /** False once cancelled or a no-show: the time is free again for someone else. */
  @Column({ type: 'boolean', default: true })
  holds_slot: boolean;

  /** Booked while the salon allowed double booking: it may overlap the employee's other bookings on purpose. */
  @Column({ type: 'boolean', default: false })
  allows_overlap: boolean;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  internal_notes: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  special_requests: string | null;

  @Column({ type: 'boolean', default: false })
  is_recurring: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  recurring_pattern: RecurringPattern | null;

  @Column({ type: 'smallint', nullable: true })
  rating: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancellation_reason: string | null;

  /** The late-cancellation fee charged under the salon's policy when it was cancelled (0 for none); the balance owes it. */
  @Column({ type: 'numeric', precision: 10, scale: 2, default: 0, transformer: numericColumn })
  cancellation_fee: number;

  /** Shared by the appointments of one recurring series. */
  @Column({ type: 'uuid', nullable: true })
  series_id: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmation_sent_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  reminder_sent_at: Date | null;

  /** Reminders sent so far (24 and 2 hours before by default). */
  @Column({ type: 'smallint', default: 0 })
  reminder_count: number;

  @Column({ type: 'integer', nullable: true })
  created_by: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_appointments_created_by' })
  creator?: UserEntity | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  checked_in_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  checked_out_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completed_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelled_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  no_show_at: Date | null;
}
