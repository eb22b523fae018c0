import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { OWNER_ROLE, type UserListQuery } from '@salon/contracts';
import { Brackets, In, type EntityManager, type Repository } from 'typeorm';
import { containsPattern } from '../../common/database/search-pattern';
import { RolePermissionEntity } from './role-permission.entity';
import { RoleEntity } from './role.entity';
import { UserRoleEntity } from './user-role.entity';
import { UserEntity } from './user.entity';
import { TenantContext } from '../../common/tenant/tenant-context';

/** A user as the admin screens list them. */
export type UserRecord = Pick<UserEntity, 'userId' | 'username' | 'email' | 'firstName' | 'lastName' | 'isActive' | 'lastLoginAt' | 'createdAt'>;
export type RoleRow = { role_id: number; name: string; description: string | null; is_locked: boolean; permissions: string[]; user_count: string | number };

const USER_SORT_COLUMNS: Record<UserListQuery['sortBy'], string> = {
  username: 'user.username',
  email: 'user.email',
  first_name: 'user.firstName',
  last_name: 'user.lastName',
  created_at: 'user.createdAt',
  last_login_at: 'user.lastLoginAt',
};

const ROLE_QUERY = `
  SELECT r.role_id, r.name, r.description, r.is_locked,
         coalesce((SELECT array_agg(rp.permission ORDER BY rp.permission) FROM role_permissions rp WHERE rp.role_id = r.role_id), '{}') AS permissions,
         (SELECT count(*) FROM user_roles ur WHERE ur.role_id = r.role_id) AS user_count
    FROM roles r
   WHERE r.salon_id = $1`;

/** The users and roles tables as the Users & Roles screens read and change them; the rules stay in UserAdminService. */
@Injectable()
export class UserAdminRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tenant: TenantContext,
  ) {}

  async listUsers(query: UserListQuery): Promise<{ users: UserRecord[]; count: number }> {
    const builder = this.users
      .createQueryBuilder('user')
      .where('user.salonId = :salonId', { salonId: this.tenant.salonId() })
      .orderBy(USER_SORT_COLUMNS[query.sortBy], query.sortOrder, 'NULLS LAST')
      .addOrderBy('user.userId', 'ASC')
      .take(query.limit)
      .skip(query.offset);
    if (query.is_active !== undefined) builder.andWhere('user.isActive = :active', { active: query.is_active });
    if (query.search) {
      const pattern = containsPattern(query.search);
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('user.username ILIKE :pattern', { pattern })
            .orWhere('user.email ILIKE :pattern', { pattern })
            .orWhere(`(user.firstName || ' ' || user.lastName) ILIKE :pattern`, { pattern }),
        ),
      );
    }
    const [users, count] = await builder.getManyAndCount();
    return { users, count };
  }

  /** The user's row, locked until the transaction ends. */
  lockUser(manager: EntityManager, userId: number): Promise<UserRecord | null> {
    return manager.findOne(UserEntity, { where: { userId, salonId: this.tenant.salonId() }, lock: { mode: 'pessimistic_write' } });
  }

  setActive(manager: EntityManager, userId: number, isActive: boolean): Promise<unknown> {
    return manager.update(UserEntity, { userId }, { isActive });
  }

  rolesNamed(manager: EntityManager, names: string[]): Promise<Array<{ roleId: number; name: string }>> {
    return names.length ? manager.find(RoleEntity, { where: { salonId: this.tenant.salonId(), name: In(names) }, select: { roleId: true, name: true } }) : Promise.resolve([]);
  }

  async replaceRoles(manager: EntityManager, userId: number, roleIds: number[]): Promise<void> {
    await manager.delete(UserRoleEntity, { userId });
    if (roleIds.length) await manager.insert(UserRoleEntity, roleIds.map((roleId) => ({ userId, roleId })));
  }

  /** The ids of the salon's active owners, their rows locked so two owners cannot demote each other at once. */
  async lockActiveOwners(manager: EntityManager): Promise<number[]> {
    const owners: Array<{ user_id: number }> = await manager.query(
      `SELECT u.user_id FROM users u
         JOIN user_roles ur ON ur.user_id = u.user_id
         JOIN roles r ON r.role_id = ur.role_id
        WHERE r.name = $1 AND u.is_active AND u.salon_id = $2
        FOR UPDATE OF u`,
      [OWNER_ROLE, this.tenant.salonId()],
    );
    return owners.map((owner) => owner.user_id);
  }

  listRoles(): Promise<RoleRow[]> {
    return this.users.manager.query(ROLE_QUERY + ' ORDER BY r.role_id', [this.tenant.salonId()]);
  }

  async role(manager: EntityManager, roleId: number): Promise<RoleRow> {
    const [row]: RoleRow[] = await manager.query(ROLE_QUERY + ' AND r.role_id = $2', [this.tenant.salonId(), roleId]);
    return row;
  }

  lockRole(manager: EntityManager, roleId: number): Promise<{ roleId: number; isLocked: boolean } | null> {
    return manager.findOne(RoleEntity, { where: { roleId, salonId: this.tenant.salonId() }, lock: { mode: 'pessimistic_write' } });
  }

  async replacePermissions(manager: EntityManager, roleId: number, permissions: string[]): Promise<void> {
    await manager.delete(RolePermissionEntity, { roleId });
    if (permissions.length) await manager.insert(RolePermissionEntity, permissions.map((permission) => ({ roleId, permission })));
    await manager.update(RoleEntity, { roleId }, { updatedAt: new Date() });
  }
}
