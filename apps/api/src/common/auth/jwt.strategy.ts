import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@salon/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import { DomainError } from '../errors/domain-error';
import type { AccessTokenClaims, AuthUser } from './auth-user';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/**
 * Bearer access tokens (15 minutes, HS256); the claims carry the permissions and the user's
 * access version, which the guard then checks against the database.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessTokenClaims): AuthUser {
    const id = Number(claims.sub);
    // The library accepts a token that never expires; we do not.
    if (typeof claims.exp !== 'number' || typeof claims.ver !== 'number' || !Number.isSafeInteger(id)) {
      throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
    }
    return { id, username: claims.username, roles: claims.roles ?? [], permissions: claims.perms ?? [], accessVersion: claims.ver };
  }
}
