import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { SalonEntity } from '../salons/salon.entity';

@Entity({ name: 'appointment_statuses' })
@Unique('uq_appointment_statuses_salon_name', ['salon_id', 'name'])
export class AppointmentStatusEntity {
  @PrimaryGeneratedColumn('identity', { name: 'status_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_appointment_statuses' })
  status_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_appointment_statuses_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'boolean', default: false })
  is_billable: boolean;

  /** One of the six the life cycle runs on (DECISIONS §5): its name is fixed. */
  @Column({ type: 'boolean', default: false })
  is_system: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
