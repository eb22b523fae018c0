import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OWNER_ROLE, type Role, type User, type UserListQuery } from '@salon/contracts';
import { Brackets, DataSource, In, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { containsPattern } from '../../common/database/search-pattern';
import { DomainError } from '../../common/errors/domain-error';
import { SessionTokensService } from '../auth/session-tokens.service';
import { DEFAULT_SALON_ID } from '../salons/salon.entity';
import { AccessVersions } from '../users/access-versions';
import { RoleEntity } from '../users/role.entity';
import { RolePermissionEntity } from '../users/role-permission.entity';
import { UserAccountsService } from '../users/user-accounts.service';
import { UserEntity } from '../users/user.entity';
import { UserRoleEntity } from '../users/user-role.entity';
import { toRole, toUser, type RoleRow } from './user-admin.mapper';

const USER_SORT_COLUMNS: Record<UserListQuery['sortBy'], string> = {
  username: 'user.username',
  email: 'user.email',
  first_name: 'user.firstName',
  last_name: 'user.lastName',
  created_at: 'user.createdAt',
  last_login_at: 'user.lastLoginAt',
};

/** Users & Roles for owners (DECISIONS §3). */
@Injectable()
export class UserAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UserAccountsService,
    private readonly tokens: SessionTokensService,
    private readonly versions: AccessVersions,
  ) {}

  async listUsers(query: UserListQuery): Promise<{ rows: User[]; count: number }> {
    const builder = this.dataSource.manager
      .createQueryBuilder(UserEntity, 'user')
      .where('user.salonId = :salonId', { salonId: DEFAULT_SALON_ID })
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
    const roles = await this.accounts.rolesOf(users.map((user) => user.userId));
    return { rows: users.map((user) => toUser(user, roles.get(user.userId) ?? [])), count };
  }

  async assignRoles(userId: number, roleNames: string[]): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      const names = [...new Set(roleNames)];
      const roles = names.length ? await manager.findBy(RoleEntity, { salonId: DEFAULT_SALON_ID, name: In(names) }) : [];
      const unknown = names.filter((name) => !roles.some((role) => role.name === name));
      if (unknown.length) {
        throw new DomainError('UNKNOWN_ROLE', `Unknown role: ${unknown.join(', ')}`, { fieldErrors: { roles: [`Unknown role: ${unknown.join(', ')}`] } });
      }
      if (!names.includes(OWNER_ROLE)) await this.assertAnotherOwnerRemains(manager, userId);
      await manager.delete(UserRoleEntity, { userId });
      if (roles.length) await manager.insert(UserRoleEntity, roles.map((role) => ({ userId, roleId: role.roleId })));
      // Their tokens carry the old permissions: the next request refreshes them.
      await this.versions.moveOn(manager, userId);
      return toUser(user, (await this.accounts.rolesOf([userId], manager)).get(userId) ?? []);
    });
  }

  async setStatus(actor: AuthUser, userId: number, isActive: boolean): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      if (!isActive) {
        if (userId === actor.id) throw new DomainError('CONFLICT', 'You cannot deactivate your own account');
        await this.assertAnotherOwnerRemains(manager, userId);
        // Every token they hold stops working at their next request.
        await this.tokens.revokeAllOf(manager, userId);
      }
      await manager.update(UserEntity, { userId }, { isActive });
      user.isActive = isActive;
      return toUser(user, (await this.accounts.rolesOf([userId], manager)).get(userId) ?? []);
    });
  }

  async listRoles(): Promise<Role[]> {
    const rows: RoleRow[] = await this.dataSource.query(ROLE_QUERY + ' ORDER BY r.role_id', [DEFAULT_SALON_ID]);
    return rows.map(toRole);
  }

  async setRolePermissions(roleId: number, permissions: string[]): Promise<Role> {
    return this.dataSource.transaction(async (manager) => {
      const role = await manager.findOne(RoleEntity, { where: { roleId, salonId: DEFAULT_SALON_ID }, lock: { mode: 'pessimistic_write' } });
      if (!role) throw new DomainError('NOT_FOUND', 'Role not found');
      if (role.isLocked) throw new DomainError('ROLE_LOCKED', 'The owner role always holds every permission and cannot be edited');
      await manager.delete(RolePermissionEntity, { roleId });
      const unique = [...new Set(permissions)];
      if (unique.length) await manager.insert(RolePermissionEntity, unique.map((permission) => ({ roleId, permission })));
      await this.versions.moveOnHoldersOf(manager, roleId);
      await manager.update(RoleEntity, { roleId }, { updatedAt: new Date() });
      const [row]: RoleRow[] = await manager.query(ROLE_QUERY + ' AND r.role_id = $2', [DEFAULT_SALON_ID, roleId]);
      return toRole(row);
    });
  }

  private async lockUser(manager: EntityManager, userId: number): Promise<UserEntity> {
    const user = await manager.findOne(UserEntity, { where: { userId, salonId: DEFAULT_SALON_ID }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return user;
  }

  /** The salon must keep at least one active owner, or nobody could ever manage it again. */
  private async assertAnotherOwnerRemains(manager: EntityManager, userId: number): Promise<void> {
    // Lock the owners' rows so two owners cannot demote each other at the same moment.
    const owners: Array<{ user_id: number }> = await manager.query(
      `SELECT u.user_id FROM users u
         JOIN user_roles ur ON ur.user_id = u.user_id
         JOIN roles r ON r.role_id = ur.role_id
        WHERE r.name = $1 AND u.is_active AND u.salon_id = $2
        FOR UPDATE OF u`,
      [OWNER_ROLE, DEFAULT_SALON_ID],
    );
    const remaining = owners.filter((owner) => owner.user_id !== userId);
    if (owners.some((owner) => owner.user_id === userId) && remaining.length === 0) {
      throw new DomainError('CONFLICT', 'The salon must keep at least one active owner');
    }
  }
}

const ROLE_QUERY = `
  SELECT r.role_id, r.name, r.description, r.is_locked,
         coalesce((SELECT array_agg(rp.permission ORDER BY rp.permission) FROM role_permissions rp WHERE rp.role_id = r.role_id), '{}') AS permissions,
         (SELECT count(*) FROM user_roles ur WHERE ur.role_id = r.role_id) AS user_count
    FROM roles r
   WHERE r.salon_id = $1`;
