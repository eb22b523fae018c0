import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'service_types' })
export class ServiceTypeEntity {
  @PrimaryGeneratedColumn('identity', {
    name: 'service_type_id',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'pk_service_types',
  })
  serviceTypeId: number;

  @Column({ name: 'salon_id', type: 'integer', default: 1 })
  salonId: number;

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
