import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EmploymentType, Position } from '@salon/contracts';
import { numericColumn } from '../../database/column-transformers';
import { SalonEntity } from '../salons/salon.entity';

/** Property names are the contract's field names, so the mapper only formats dates. */
@Entity({ name: 'employees' })
@Index('ix_employees_salon_last_name', ['salon_id', 'last_name', 'first_name'])
@Index('ix_employees_salon_position', ['salon_id', 'position'])
// Unique on (salon_id, lower(email)) where an e-mail is given; written in the migration.
@Index('uq_employees_salon_email_lower', { synchronize: false })
@Check(
  'chk_employees_position',
  `position IN ('stylist', 'colorist', 'barber', 'nail_technician', 'esthetician', 'massage_therapist', 'manager', 'receptionist', 'assistant', 'other')`,
)
@Check('chk_employees_employment_type', `employment_type IN ('full_time', 'part_time', 'contract', 'temporary')`)
@Check('chk_employees_hourly_rate', `hourly_rate BETWEEN 0 AND 200`)
@Check('chk_employees_commission_rate', `commission_rate BETWEEN 0 AND 100`)
@Check('chk_employees_years_experience', `years_experience BETWEEN 0 AND 50`)
export class EmployeeEntity {
  @PrimaryGeneratedColumn('identity', { name: 'employee_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_employees' })
  employee_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_employees_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 50 })
  first_name: string;

  @Column({ type: 'varchar', length: 50 })
  last_name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'date', nullable: true })
  date_of_birth: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 30 })
  position: Position;

  @Column({ type: 'date' })
  hire_date: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericColumn })
  hourly_rate: number | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true, transformer: numericColumn })
  commission_rate: number | null;

  @Column({ type: 'varchar', length: 20, default: 'full_time' })
  employment_type: EmploymentType;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  specializations: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  certifications: string | null;

  @Column({ type: 'smallint', nullable: true })
  years_experience: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  emergency_contact_name: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  emergency_contact_phone: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
