/**
 * Permissions are `resource:action`. A grant matches a requirement exactly,
 * or by `resource:*`, `*:action` or `*:*` (DECISIONS §4). This is the one
 * place that decides; the API's guard and the web's navigation both call it.
 */
export const RESOURCES = [
  'clients',
  'employees',
  'services',
  'appointments',
  'inventory',
  'payments',
  'waitlist',
  'reports',
  'dashboard',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** Every permission that can be granted: the catalogue the role editor offers. */
export const PERMISSION_CATALOGUE: readonly string[] = [
  ...RESOURCES.flatMap((resource) => ACTIONS.map((action) => `${resource}:${action}`)),
  'payments:refund',
  'payments:void',
  'admin:access',
];

function split(permission: string): [string, string] | null {
  const parts = permission.split(':');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return null;
  return [parts[0], parts[1]];
}

/** Does one granted permission satisfy one required permission? */
export function grantMatches(granted: string, required: string): boolean {
  const grant = split(granted.trim());
  const need = split(required.trim());
  if (!grant || !need) return false;
  // Wildcards widen grants only; a requirement is always a concrete permission.
  const [grantResource, grantAction] = grant;
  const [needResource, needAction] = need;
  const resourceOk = grantResource === '*' || grantResource === needResource;
  const actionOk = grantAction === '*' || grantAction === needAction;
  return resourceOk && actionOk;
}

/** Anything that carries a flat list of granted permissions, or nothing (signed out). */
export type PermissionHolder = { permissions: readonly string[] } | null | undefined;

/** Does this user hold the permission? Signed-out users hold none. */
export function can(user: PermissionHolder, required: string): boolean {
  if (!user) return false;
  return user.permissions.some((granted) => grantMatches(granted, required));
}

export function canAny(user: PermissionHolder, required: readonly string[]): boolean {
  return required.some((permission) => can(user, permission));
}

export function canAll(user: PermissionHolder, required: readonly string[]): boolean {
  return required.every((permission) => can(user, permission));
}
