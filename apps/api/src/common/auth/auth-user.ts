/** Who is calling, as the access token tells it (set on the request by the guard). */
export type AuthUser = {
  id: number;
  username: string;
  roles: string[];
  permissions: string[];
};

/** The claims of an access token. */
export type AccessTokenClaims = {
  sub: string;
  username: string;
  roles: string[];
  perms: string[];
};
