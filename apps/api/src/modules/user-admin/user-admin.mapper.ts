import type { Role, User } from '@salon/contracts';
import type { RoleGrant, RoleRow, UserRecord } from '../users';

export const toUser = (user: UserRecord, roles: RoleGrant[]): User => ({
  user_id: user.userId,
  username: user.username,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  is_active: user.isActive,
  roles: roles.map((role) => role.name),
  last_login_at: user.lastLoginAt?.toISOString() ?? null,
  created_at: user.createdAt.toISOString(),
});

export const toRole = (row: RoleRow): Role => ({
  role_id: row.role_id,
  name: row.name,
  description: row.description,
  is_locked: row.is_locked,
  permissions: row.permissions,
  user_count: Number(row.user_count),
});
