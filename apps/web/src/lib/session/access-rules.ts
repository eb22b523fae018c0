import { can, canAll, canAny, contract, readRouteAccess, type PermissionHolder, type SessionUser } from '@salon/contracts';

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

/** Whether the API's guard would let this user call a route: read from the route's own metadata, as the guard reads it. */
export function mayCall(user: PermissionHolder, route: { metadata?: unknown }): boolean {
  const access = readRouteAccess(route.metadata);
  if (access === null) return false;
  if (access.access === 'public') return true;
  if (access.access === 'authenticated') return Boolean(user);
  return can(user, access.permission);
}

/** Which buttons a list of sub-records shows: Add, Edit and Delete each follow their own route (DECISIONS §4). */
export type SubRecordRights = { add: boolean; edit: boolean; remove: boolean };

const SUB_RECORD_ROUTES = {
  appointmentNotes: { add: contract.appointmentExtras.addNote, edit: contract.appointmentExtras.updateNote, remove: contract.appointmentExtras.removeNote },
  appointmentServices: { add: contract.appointmentExtras.addService, edit: contract.appointmentExtras.updateService, remove: contract.appointmentExtras.removeService },
  clientNotes: { add: contract.clients.createNote, edit: contract.clients.updateNote, remove: contract.clients.removeNote },
} as const;

export type SubRecordKind = keyof typeof SUB_RECORD_ROUTES;

export function subRecordRights(user: PermissionHolder, kind: SubRecordKind): SubRecordRights {
  const routes = SUB_RECORD_ROUTES[kind];
  return { add: mayCall(user, routes.add), edit: mayCall(user, routes.edit), remove: mayCall(user, routes.remove) };
}
