import { Check, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { RoleEntity } from './role.entity';

@Entity({ name: 'role_permissions' })
@Check('ck_role_permissions_format', `permission ~ '^[a-z*_]+:[a-z*_]+$'`)
export class RolePermissionEntity {
  @PrimaryColumn({ name: 'role_id', type: 'integer', primaryKeyConstraintName: 'pk_role_permissions' })
  roleId: number;

  @PrimaryColumn({ type: 'varchar', length: 60, primaryKeyConstraintName: 'pk_role_permissions' })
  permission: string;

  @ManyToOne(() => RoleEntity, (role) => role.permissions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'role_id', foreignKeyConstraintName: 'fk_role_permissions_role' })
  role?: RoleEntity;
}
