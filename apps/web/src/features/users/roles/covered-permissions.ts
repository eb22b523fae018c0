import { grantMatches, PERMISSION_CATALOGUE, type Role } from '@salon/contracts';

/** The catalogue entries a role's grants cover, wildcards (`*:*`, `clients:*`) included. */
export function coveredPermissions(role: Role): Set<string> {
  return new Set(PERMISSION_CATALOGUE.filter((permission) => role.permissions.some((granted) => grantMatches(granted, permission))));
}
