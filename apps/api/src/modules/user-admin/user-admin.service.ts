import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OWNER_ROLE, type Role, type User, type UserListQuery } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { SessionTokensService } from '../auth';
import { AccessVersions, UserAccountsService, UserAdminRepository, type UserRecord } from '../users';
import { toRole, toUser } from './user-admin.mapper';

/** Users & Roles for owners (DECISIONS §3). */
@Injectable()
export class UserAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UserAccountsService,
    private readonly repository: UserAdminRepository,
    private readonly tokens: SessionTokensService,
    private readonly versions: AccessVersions,
  ) {}

  async listUsers(query: UserListQuery): Promise<{ rows: User[]; count: number }> {
    const { users, count } = await this.repository.listUsers(query);
    const roles = await this.accounts.rolesOf(users.map((user) => user.userId));
    return { rows: users.map((user) => toUser(user, roles.get(user.userId) ?? [])), count };
  }

  async assignRoles(userId: number, roleNames: string[]): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      const names = [...new Set(roleNames)];
      const roles = await this.repository.rolesNamed(manager, names);
      const unknown = names.filter((name) => !roles.some((role) => role.name === name));
      if (unknown.length) {
        throw new DomainError('UNKNOWN_ROLE', `Unknown role: ${unknown.join(', ')}`, { fieldErrors: { roles: [`Unknown role: ${unknown.join(', ')}`] } });
      }
      if (!names.includes(OWNER_ROLE)) await this.assertAnotherOwnerRemains(manager, userId);
      await this.repository.replaceRoles(manager, userId, roles.map((role) => role.roleId));
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
      await this.repository.setActive(manager, userId, isActive);
      return toUser({ ...user, isActive }, (await this.accounts.rolesOf([userId], manager)).get(userId) ?? []);
    });
  }

  async listRoles(): Promise<Role[]> {
    return (await this.repository.listRoles()).map(toRole);
  }

  async setRolePermissions(roleId: number, permissions: string[]): Promise<Role> {
    return this.dataSource.transaction(async (manager) => {
      const role = await this.repository.lockRole(manager, roleId);
      if (!role) throw new DomainError('NOT_FOUND', 'Role not found');
      if (role.isLocked) throw new DomainError('ROLE_LOCKED', 'The owner role always holds every permission and cannot be edited');
      await this.repository.replacePermissions(manager, roleId, [...new Set(permissions)]);
      await this.versions.moveOnHoldersOf(manager, roleId);
      return toRole(await this.repository.role(manager, roleId));
    });
  }

  private async lockUser(manager: EntityManager, userId: number): Promise<UserRecord> {
    const user = await this.repository.lockUser(manager, userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    return user;
  }

  /** The salon must keep at least one active owner, or nobody could ever manage it again. */
  private async assertAnotherOwnerRemains(manager: EntityManager, userId: number): Promise<void> {
    const owners = await this.repository.lockActiveOwners(manager);
    if (owners.includes(userId) && owners.every((owner) => owner === userId)) {
      throw new DomainError('CONFLICT', 'The salon must keep at least one active owner');
    }
  }
}
