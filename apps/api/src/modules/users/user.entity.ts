import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SalonEntity } from '../salons/salon.entity';
// A type-only import and a named target keep the two entity files free of an import cycle.
import type { UserRoleEntity } from './user-role.entity';

@Entity({ name: 'users' })
// Unique on lower(...), written in the migration; TypeORM cannot describe expression indexes.
@Index('uq_users_username_lower', { synchronize: false })
@Index('uq_users_email_lower', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('identity', { name: 'user_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_users' })
  userId: number;

  @Column({ name: 'salon_id', type: 'integer', default: 1 })
  salonId: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_users_salon' })
  salon?: SalonEntity;

  @Column({ type: 'varchar', length: 255 })
  username: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 50 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 50 })
  lastName: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** Moves on when the user's access changes; access tokens carry it (see AccessVersions). */
  @Column({ name: 'access_version', type: 'integer', default: 1 })
  accessVersion: number;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @OneToMany('UserRoleEntity', (userRole: UserRoleEntity) => userRole.user)
  userRoles?: UserRoleEntity[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
