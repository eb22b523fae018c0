import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import type { AccessTokenClaims, AuthUser } from './auth-user';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** Bearer access tokens (15 minutes, HS256); the claims carry the permissions. */
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
    return { id: Number(claims.sub), username: claims.username, roles: claims.roles ?? [], permissions: claims.perms ?? [] };
  }
}
