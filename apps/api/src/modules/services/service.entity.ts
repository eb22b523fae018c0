import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DURATION_MAX_MINUTES, DURATION_MIN_MINUTES, type CancellationPolicy, type SkillLevel, type TimeSlotPreference } from '@salon/contracts';
import { numericColumn } from '../../database/column-transformers';
import { SalonEntity } from '../salons/salon.entity';
import { ServiceTypeEntity } from '../service-types/service-type.entity';

/** Property names are the contract's field names, so the mapper only formats dates and nests the type. */
@Entity({ name: 'services' })
@Index('ix_services_salon_name', ['salon_id', 'name'])
@Index('ix_services_service_type', ['service_type_id'])
// Unique on (salon_id, lower(name)); written in the migration.
@Index('uq_services_salon_name_lower', { synchronize: false })
@Check('chk_services_base_price', `base_price BETWEEN 0 AND 5000`)
@Check('chk_services_duration', `duration_minutes BETWEEN ${DURATION_MIN_MINUTES} AND ${DURATION_MAX_MINUTES}`)
@Check('chk_services_price_range', `min_price IS NULL OR max_price IS NULL OR min_price <= max_price`)
@Check('chk_services_consultation_duration', `consultation_duration BETWEEN 5 AND 120`)
@Check('chk_services_patch_test_duration', `patch_test_duration BETWEEN 1 AND 72`)
@Check('chk_services_advance_booking', `advance_booking_required BETWEEN 0 AND 30`)
@Check('chk_services_max_advance_booking', `max_advance_booking BETWEEN 1 AND 365`)
@Check('chk_services_staff_count', `staff_count BETWEEN 1 AND 5`)
@Check('chk_services_cancellation_policy', `cancellation_policy IN ('standard', 'strict', 'flexible', 'non_refundable')`)
@Check('chk_services_skill_level', `skill_level_required IN ('junior', 'senior', 'master', 'specialist', 'any')`)
@Check('chk_services_time_slots', `preferred_time_slots IN ('morning', 'afternoon', 'evening', 'anytime')`)
export class ServiceEntity {
  @PrimaryGeneratedColumn('identity', { name: 'service_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_services' })
  service_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_services_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer' })
  service_type_id: number;

  @ManyToOne(() => ServiceTypeEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'service_type_id', foreignKeyConstraintName: 'fk_services_service_type' })
  serviceType?: ServiceTypeEntity;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  short_description: string | null;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericColumn })
  base_price: number;

  @Column({ type: 'smallint' })
  duration_minutes: number;

  @Column({ type: 'boolean', default: false })
  price_varies: boolean;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericColumn })
  min_price: number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericColumn })
  max_price: number | null;

  @Column({ type: 'boolean', default: false })
  requires_consultation: boolean;

  @Column({ type: 'smallint', nullable: true })
  consultation_duration: number | null;

  @Column({ type: 'boolean', default: false })
  requires_patch_test: boolean;

  /** Hours to wait after the patch test. */
  @Column({ type: 'smallint', nullable: true })
  patch_test_duration: number | null;

  /** Days of notice a booking needs. */
  @Column({ type: 'smallint', nullable: true })
  advance_booking_required: number | null;

  /** How many days ahead it can be booked. */
  @Column({ type: 'smallint', nullable: true })
  max_advance_booking: number | null;

  @Column({ type: 'varchar', length: 20, default: 'standard' })
  cancellation_policy: CancellationPolicy;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  preparation_instructions: string | null;

  @Column({ type: 'boolean', default: false })
  allows_add_ons: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  suggested_add_ons: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  customization_options: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  products_included: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  products_optional: string | null;

  @Column({ type: 'varchar', length: 20, default: 'any' })
  skill_level_required: SkillLevel;

  @Column({ type: 'boolean', default: false })
  requires_multiple_staff: boolean;

  @Column({ type: 'smallint', nullable: true })
  staff_count: number | null;

  @Column({ type: 'varchar', length: 20, default: 'anytime' })
  preferred_time_slots: TimeSlotPreference;

  @Column({ type: 'boolean', default: false })
  concurrent_services_allowed: boolean;

  @Column({ type: 'varchar', length: 30, array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'varchar', length: 2000, nullable: true })
  internal_notes: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  booking_notes: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  aftercare_instructions: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
