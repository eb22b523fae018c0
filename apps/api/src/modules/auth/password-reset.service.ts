import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@salon/contracts';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import { DomainError } from '../../common/errors/domain-error';
import { OutboxService } from '../outbox';
import { UserAccountsService } from '../users';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicyCheck } from './password-policy-check';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { SessionTokensService } from './session-tokens.service';
import { hashToken, newOpaqueToken } from './token-hash';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** One e-mail per account per few minutes, so the form cannot be used to flood an inbox. */
const RESEND_AFTER_MS = 2 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: UserAccountsService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokensService,
    private readonly outbox: OutboxService,
    private readonly passwordPolicy: PasswordPolicyCheck,
  ) {}

  /** Answers the same whether or not the account exists (no account enumeration). */
  async request(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.accounts.findByEmail(email, manager);
      if (!user || !user.isActive) return;
      await this.accounts.lock(manager, user.userId);
      const recent = await manager.existsBy(PasswordResetTokenEntity, {
        userId: user.userId,
        usedAt: IsNull(),
        createdAt: MoreThan(new Date(Date.now() - RESEND_AFTER_MS)),
      });
      if (recent) return;
      // Only the newest link works.
      await manager.update(PasswordResetTokenEntity, { userId: user.userId, usedAt: IsNull() }, { usedAt: new Date() });
      const token = newOpaqueToken();
      await manager.insert(PasswordResetTokenEntity, {
        userId: user.userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = `${this.publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
      await this.outbox.enqueue(manager, {
        channel: 'email',
        salonId: user.salonId,
        recipient: user.email,
        subject: 'Reset your password',
        body: [
          `Hello ${user.firstName},`,
          '',
          'Someone (hopefully you) asked to reset the password of your salon account.',
          `Open this link within one hour to choose a new one:`,
          link,
          '',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
    });
  }

  /** Sets the new password once per link, and signs the account out everywhere. */
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const stored = await manager.findOne(PasswordResetTokenEntity, {
        where: { tokenHash: hashToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!stored || stored.usedAt || stored.expiresAt.getTime() <= Date.now()) {
        throw new DomainError('INVALID_RESET_TOKEN', AUTH_MESSAGES.resetInvalid);
      }
      // The user's salon's password policy; refused, the link stays usable for a better password.
      const account = await this.accounts.findWithRoles(stored.userId, manager);
      if (account) await this.passwordPolicy.check(account.user.salonId, password, manager);
      await manager.update(PasswordResetTokenEntity, { passwordResetTokenId: stored.passwordResetTokenId }, { usedAt: new Date() });
      await this.accounts.setPasswordHash(manager, stored.userId, passwordHash);
      await this.tokens.revokeAllOf(manager, stored.userId);
    });
  }

  private publicUrl(): string {
    return (this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`).replace(/\/+$/, '');
  }
}
