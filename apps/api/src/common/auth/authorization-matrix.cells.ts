import type { Response } from 'supertest';
import { errorEnvelopeSchema } from '@salon/contracts';
import type { ContractRoute } from './route-access';

/**
 * The pieces of the authorization matrix: who calls, what they should get, and what they got,
 * each as a short label so a failing route shows every principal's cell side by side.
 */

/** A caller of the matrix: nobody, or a seeded role's grants. */
export type Principal = { name: string; grants: string[] | null };

/** No row has this id (int4's largest), so a permitted call reads nothing and writes nothing. */
export const MISSING_ID = '2147483647';

/**
 * Does a grant cover a requirement? Written here, not imported from the contracts' `can()`, so
 * the matrix does not check the guard's code against itself: exact, `res:*`, `*:action`, `*:*`.
 */
export function granted(grants: readonly string[], required: string): boolean {
  const [resource, action] = required.split(':');
  return grants.some((grant) => [required, `${resource}:*`, `*:${action}`, '*:*'].includes(grant));
}

export const ALLOWED = 'allowed';
export const UNAUTHENTICATED = '401 UNAUTHENTICATED';
export const forbidden = (permission: string) => `403 FORBIDDEN requires ${permission}`;

/** The cell the permission table implies; `also` is a permission the service checks after the guard. */
export function expectedCell(route: ContractRoute, principal: Principal, also?: string): string {
  const access = route.access;
  if (!access) return 'no access rule';
  if (access.access === 'public') return ALLOWED;
  if (principal.grants === null) return UNAUTHENTICATED;
  if (access.access === 'authenticated') return ALLOWED;
  for (const permission of [access.permission, also ?? access.permission]) {
    if (!granted(principal.grants, permission)) return forbidden(permission);
  }
  return ALLOWED;
}

/**
 * What an answer says, as a cell: 401 and 403 by their code (and the permission a 403 names);
 * anything else below 500 is "allowed" (the guard let it through: 200, 400, 404, 409...) as long
 * as a refusal is the error envelope.
 */
export function actualCell(response: Response): string {
  const body = response.body as { code?: string; details?: { required?: string } };
  if (response.status === 401) return `401 ${body.code}`;
  if (response.status === 403) return body.details?.required ? `403 ${body.code} requires ${body.details.required}` : `403 ${body.code}: ${JSON.stringify(body)}`;
  if (response.status >= 500) return `${response.status}: ${JSON.stringify(body)}`;
  if (response.status >= 400 && !errorEnvelopeSchema.safeParse(body).success) return `${response.status} without the envelope: ${response.text.slice(0, 200)}`;
  return ALLOWED;
}

/** A concrete URL for a contract path: every id is one no row has; a date is a plain day. */
export function urlFor(route: ContractRoute, base: string): string {
  return base + route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => (name === 'date' ? '2031-06-10' : MISSING_ID));
}
