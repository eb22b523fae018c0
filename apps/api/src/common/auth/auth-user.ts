/** Who is calling, as the access token tells it (set on the request by the guard). */
export type AuthUser = {
  id: number;
  username: string;
  roles: string[];
  permissions: string[];
  /** The user's access version the token was issued with. */
  accessVersion: number;
};

/** The claims of an access token. */
export type AccessTokenClaims = {
  sub: string;
  username: string;
  roles: string[];
  perms: string[];
  /** The user's access version when the token was issued. */
  ver: number;
  /** Set by the signer; a token without it is refused. */
  exp?: number;
};
