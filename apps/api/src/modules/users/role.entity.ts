import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { SalonEntity } from '../salons/salon.entity';
// A type-only import and a named target keep the two entity files free of an import cycle.
import type { RolePermissionEntity } from './role-permission.entity';

@Entity({ name: 'roles' })
@Unique('uq_roles_salon_name', ['salonId', 'name'])
export class RoleEntity {
  @PrimaryGeneratedColumn('identity', { name: 'role_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_roles' })
  roleId: number;

  @Column({ name: 'salon_id', type: 'integer', default: 1 })
  salonId: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_roles_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  /** The owner role: `*:*`, never edited, so the salon cannot lock itself out. */
  @Column({ name: 'is_locked', type: 'boolean', default: false })
  isLocked: boolean;

  @OneToMany('RolePermissionEntity', (permission: RolePermissionEntity) => permission.role)
  permissions?: RolePermissionEntity[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
