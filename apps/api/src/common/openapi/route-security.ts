import { readRouteAccess } from '@salon/contracts';

export const BEARER_AUTH = 'bearerAuth';

export const bearerAuthScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'The `token` from POST /auth/login (or /auth/refresh-token), sent as `Authorization: Bearer <token>`.',
} as const;

type RouteSecurity = {
  /** The operation's `security`: empty for a public route. */
  security: Array<Record<string, string[]>>;
  /** Who may call it, for the operation's description; none for a public route. */
  accessNote?: string;
};

/** The security of an operation, read from the same route metadata the API's guard reads. */
export function routeSecurity(metadata: unknown): RouteSecurity {
  const access = readRouteAccess(metadata);
  const signedIn = [{ [BEARER_AUTH]: [] }];
  switch (access?.access) {
    case 'public':
      return { security: [] };
    case 'authenticated':
      return { security: signedIn, accessNote: 'Any signed-in user.' };
    case 'permission':
      return { security: signedIn, accessNote: `Requires the \`${access.permission}\` permission.` };
    default:
      // The guard denies a route that declares no access, whatever the token.
      return { security: signedIn, accessNote: 'Declares no access rule, so the API denies every call.' };
  }
}
