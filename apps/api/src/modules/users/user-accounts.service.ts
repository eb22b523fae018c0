import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SessionUser } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_SALON_ID } from '../salons';
import { RoleEntity } from './role.entity';
import { UserEntity } from './user.entity';
import { UserRoleEntity } from './user-role.entity';

export type RoleGrant = { name: string; permissions: string[] };
export type AccountWithRoles = { user: UserEntity; roles: RoleGrant[] };

/** Account reads and writes shared by sign-in, registration and the admin screens. */
@Injectable()
export class UserAccountsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account a sign-in names, by username or e-mail, whatever the case; with its hash. */
  findForSignIn(identifier: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager
      .createQueryBuilder(UserEntity, 'user')
      .addSelect('user.passwordHash')
      .where('lower(user.username) = lower(:identifier) OR lower(user.email) = lower(:identifier)', { identifier })
      .orderBy('lower(user.username) = lower(:identifier)', 'DESC')
      .getOne();
  }

  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.createQueryBuilder(UserEntity, 'user').where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  /** Role grants of several users in one query, keyed by user id. */
  async rolesOf(userIds: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, RoleGrant[]>> {
    const result = new Map<number, RoleGrant[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return result;
    const rows: Array<{ user_id: number; name: string; permissions: string[] }> = await manager.query(
      `SELECT ur.user_id, r.name, coalesce(array_agg(rp.permission ORDER BY rp.permission) FILTER (WHERE rp.permission IS NOT NULL), '{}') AS permissions
         FROM user_roles ur
         JOIN roles r ON r.role_id = ur.role_id
         LEFT JOIN role_permissions rp ON rp.role_id = r.role_id
        WHERE ur.user_id = ANY($1)
        GROUP BY ur.user_id, r.role_id, r.name
        ORDER BY r.name`,
      [userIds],
    );
    for (const row of rows) result.get(row.user_id)?.push({ name: row.name, permissions: row.permissions });
    return result;
  }

  async withRoles(user: UserEntity, manager?: EntityManager): Promise<AccountWithRoles> {
    const roles = (await this.rolesOf([user.userId], manager)).get(user.userId) ?? [];
    return { user, roles };
  }

  async findWithRoles(userId: number, manager: EntityManager = this.dataSource.manager): Promise<AccountWithRoles | null> {
    const user = await manager.findOneBy(UserEntity, { userId });
    return user ? this.withRoles(user, manager) : null;
  }

  /** Whether any account exists yet (the first one registered owns the salon). */
  async anyExist(manager: EntityManager): Promise<boolean> {
    return (await manager.count(UserEntity)) > 0;
  }

  /** A successful sign-in: its time, and the password's new hash when the old one was due a rehash. */
  async recordSignIn(manager: EntityManager, userId: number, rehash?: string): Promise<void> {
    await manager.update(UserEntity, { userId }, { lastLoginAt: new Date(), ...(rehash ? { passwordHash: rehash } : {}) });
  }

  async setPasswordHash(manager: EntityManager, userId: number, passwordHash: string): Promise<void> {
    await manager.update(UserEntity, { userId }, { passwordHash });
  }

  /** The user's row, locked until the transaction ends, so their password changes take turns. */
  async lock(manager: EntityManager, userId: number): Promise<void> {
    await manager.findOne(UserEntity, { where: { userId }, select: { userId: true }, lock: { mode: 'pessimistic_write' } });
  }

  /** Creates an account holding the named role, inside the caller's transaction; self-registration joins the one salon there is. */
  async create(
    manager: EntityManager,
    input: { username: string; email: string; firstName: string; lastName: string; passwordHash: string; role: string },
  ): Promise<UserEntity> {
    const { role: roleName, ...fields } = input;
    const user = await manager.save(manager.create(UserEntity, { ...fields, salonId: DEFAULT_SALON_ID, isActive: true }));
    const role = await manager.findOneByOrFail(RoleEntity, { salonId: DEFAULT_SALON_ID, name: roleName });
    await manager.insert(UserRoleEntity, { userId: user.userId, roleId: role.roleId });
    return user;
  }
}

/** Every permission the roles grant, once each. */
export const permissionsOf = (roles: RoleGrant[]): string[] => [...new Set(roles.flatMap((role) => role.permissions))].sort();

/** The user's part of the session; the auth module adds their salon. */
export function toSessionUser({ user, roles }: AccountWithRoles): Omit<SessionUser, 'salon'> {
  return {
    id: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    roles: roles.map((role) => ({ name: role.name, permissions: role.permissions.map((name) => ({ name })) })),
    permissions: permissionsOf(roles),
  };
}
