import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_MESSAGES, type TokenPair } from '@salon/contracts';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { AccessTokenClaims } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { SettingsService } from '../settings';
import { AccessVersions, type AccountWithRoles, permissionsOf, UserAccountsService } from '../users';
import { RefreshTokenEntity } from './refresh-token.entity';
import { hashToken, newOpaqueToken } from './token-hash';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session without "remember me" lasts a working day and a half; with it, thirty days. Each refresh extends it. */
export const REFRESH_TTL_MS = { short: 1.5 * DAY_MS, remembered: 30 * DAY_MS } as const;

/**
 * How long the user has been idle. The web says how long since their last input (`idleSeconds`),
 * so a page that only polls (and refreshes on each 401) does not keep the session alive. A caller
 * that does not say is measured as before: the time without a refresh beyond its last access
 * token's 15 minutes (the token was issued, at sign-in or the last refresh, its lifetime before it
 * expires). Read from the application's clock, like every expiry here.
 */
const idleMs = (token: RefreshTokenEntity, now: number, idleSeconds: number | undefined) =>
  idleSeconds !== undefined
    ? idleSeconds * 1000
    : now - (token.expiresAt.getTime() - (token.rememberMe ? REFRESH_TTL_MS.remembered : REFRESH_TTL_MS.short)) - ACCESS_TOKEN_TTL_SECONDS * 1000;

/**
 * Access tokens (short-lived JWTs) and refresh tokens (opaque, stored hashed,
 * rotated on every use; presenting a rotated one revokes its whole family).
 */
@Injectable()
export class SessionTokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly accounts: UserAccountsService,
    private readonly versions: AccessVersions,
    private readonly settings: SettingsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  accessToken({ user, roles }: AccountWithRoles): string {
    const claims: AccessTokenClaims = {
      sub: String(user.userId),
      username: user.username,
      roles: roles.map((role) => role.name),
      perms: permissionsOf(roles),
      ver: user.accessVersion,
    };
    return this.jwt.sign(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS });
  }

  /** Starts a new family for a fresh sign-in. */
  async startSession(manager: EntityManager, account: AccountWithRoles, rememberMe: boolean): Promise<TokenPair> {
    const refreshToken = await this.issueRefreshToken(manager, account.user.userId, randomUUID(), rememberMe);
    return { token: this.accessToken(account), refreshToken };
  }

  /** Trades a refresh token for a new pair, once; refused when the user has been idle longer than the salon's session timeout. */
  async rotate(presented: string, idleSeconds?: number): Promise<TokenPair> {
    type Outcome = { pair: TokenPair } | { refused: 'unknown' | 'reused' | 'expired' | 'inactive' };
    // Refusals are returned, not thrown, so a family revoked on reuse stays revoked (the transaction commits).
    const outcome = await this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const current = await manager.findOne(RefreshTokenEntity, {
        where: { tokenHash: hashToken(presented) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return { refused: 'unknown' };
      if (current.rotatedAt || current.revokedAt) {
        // A used token came back: whoever holds the family's tokens, one of them is a thief.
        await this.revokeFamily(manager, current.familyId);
        return { refused: 'reused' };
      }
      if (current.expiresAt.getTime() <= Date.now()) return { refused: 'expired' };
      const account = await this.accounts.findWithRoles(current.userId, manager);
      if (!account || !account.user.isActive) {
        await this.revokeFamily(manager, current.familyId);
        return { refused: 'inactive' };
      }
      // The salon's session timeout (settings › security): idle longer than that, the user signs in again.
      const { sessionTimeout } = (await this.settings.ofSalon(account.user.salonId, manager)).security;
      if (idleMs(current, Date.now(), idleSeconds) > sessionTimeout * 60_000) {
        await this.revokeFamily(manager, current.familyId);
        return { refused: 'expired' };
      }
      await manager.update(RefreshTokenEntity, { refreshTokenId: current.refreshTokenId }, { rotatedAt: new Date() });
      const refreshToken = await this.issueRefreshToken(manager, current.userId, current.familyId, current.rememberMe);
      return { pair: { token: this.accessToken(account), refreshToken } };
    });
    if ('pair' in outcome) return outcome.pair;
    if (outcome.refused === 'inactive') throw new DomainError('ACCOUNT_INACTIVE', AUTH_MESSAGES.accountInactive);
    throw new DomainError('INVALID_REFRESH_TOKEN', AUTH_MESSAGES.invalidRefreshToken);
  }

  /** Ends the session the token belongs to; unknown tokens are ignored. */
  async revokeByToken(presented: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const token = await manager.findOneBy(RefreshTokenEntity, { tokenHash: hashToken(presented) });
      if (token) await this.revokeFamily(manager, token.familyId);
    });
  }

  /** Ends every session of a user (deactivation, password reset): refresh tokens, and access tokens at their next request. */
  async revokeAllOf(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(RefreshTokenEntity, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    await this.versions.moveOn(manager, userId);
  }

  private async revokeFamily(manager: EntityManager, familyId: string): Promise<void> {
    await manager.update(RefreshTokenEntity, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async issueRefreshToken(manager: EntityManager, userId: number, familyId: string, rememberMe: boolean): Promise<string> {
    const token = newOpaqueToken();
    const ttl = rememberMe ? REFRESH_TTL_MS.remembered : REFRESH_TTL_MS.short;
    await manager.insert(RefreshTokenEntity, {
      userId,
      familyId,
      tokenHash: hashToken(token),
      rememberMe,
      expiresAt: new Date(Date.now() + ttl),
    });
    return token;
  }
}
