import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { SalonEntity } from '../salons/salon.entity';

@Entity({ name: 'service_types' })
@Unique('uq_service_types_salon_name', ['salonId', 'name'])
export class ServiceTypeEntity {
  @PrimaryGeneratedColumn('identity', {
    name: 'service_type_id',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'pk_service_types',
  })
  serviceTypeId: number;

  @Column({ name: 'salon_id', type: 'integer', default: 1 })
  salonId: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_service_types_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
