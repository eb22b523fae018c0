import { can, canAll, canAny, type SessionUser } from '@salon/contracts';

/** What a route or control may demand of the signed-in user; every given rule must hold. */
export type AccessRequirements = {
  permission?: string;
  anyPermission?: readonly string[];
  allPermissions?: readonly string[];
  role?: string;
  anyRole?: readonly string[];
};

export function hasRole(user: SessionUser, role: string): boolean {
  return user.roles.some((held) => held.name === role);
}

export function meetsRequirements(user: SessionUser, { permission, anyPermission, allPermissions, role, anyRole }: AccessRequirements): boolean {
  if (permission !== undefined && !can(user, permission)) return false;
  if (anyPermission !== undefined && !canAny(user, anyPermission)) return false;
  if (allPermissions !== undefined && !canAll(user, allPermissions)) return false;
  if (role !== undefined && !hasRole(user, role)) return false;
  if (anyRole !== undefined && !anyRole.some((name) => hasRole(user, name))) return false;
  return true;
}
