import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_MESSAGES, DEFAULT_SETTINGS, type SecuritySettings } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';

/** At `limit` events within `windowMs`, the key is blocked for `blockMs`. */
export type ThrottleRule = { limit: number; windowMs: number; blockMs: number };

const MINUTE = 60_000;

/**
 * One account guessed at from one address: the salon's login attempts setting (settings ›
 * security › loginAttempts) says after how many failures and for how long it is locked there.
 */
export const accountFromAddressRule = ({ maxAttempts, lockoutDuration }: SecuritySettings['loginAttempts']): ThrottleRule => ({
  limit: maxAttempts,
  windowMs: 15 * MINUTE,
  blockMs: lockoutDuration * MINUTE,
});

/**
 * Failed sign-ins are counted three ways. One address guessing hard is blocked
 * for a while; one account guessed at from one address is blocked there (by the
 * salon's settings; `accountFromAddress` here is the defaults'). An account
 * guessed at from everywhere is put under guard instead of blocked (see
 * SignInThrottle), so strangers cannot keep its real owner out.
 */
export const SIGN_IN_RULES = {
  address: { limit: 30, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  accountFromAddress: accountFromAddressRule(DEFAULT_SETTINGS.security.loginAttempts),
  account: { limit: 50, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/** Registrations (attempts that pass validation) from one address. */
export const REGISTRATION_RULE: ThrottleRule = { limit: 10, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE };

/** One key as the store sees it now: its count in the current window, and what is left of the window and of the block. */
export type ThrottleState = { count: number; windowLeftMs: number; blockedForMs: number };

/** Where counts live: shared by every API instance. */
export interface ThrottleStore {
  /** The keys' states, in the order given (zeros for a key with nothing counted). */
  read(keys: Array<{ key: string; rule: ThrottleRule }>): Promise<ThrottleState[]>;
  /** Counts one event; reaching the limit starts a block, but an event during a block never extends it. */
  record(key: string, rule: ThrottleRule): Promise<void>;
  clear(keys: string[]): Promise<void>;
}
export const THROTTLE_STORE = Symbol('THROTTLE_STORE');

const PURGE_EVERY_MS = 60 * MINUTE;

/** The store in PostgreSQL: one row per key, updated in a single atomic statement. */
@Injectable()
export class PostgresThrottleStore implements ThrottleStore, OnApplicationBootstrap, OnApplicationShutdown {
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Guessed names leave rows behind; an hourly sweep keeps the table small. */
  onApplicationBootstrap(): void {
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => undefined), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.purgeTimer);
  }

  async read(keys: Array<{ key: string; rule: ThrottleRule }>): Promise<ThrottleState[]> {
    const rows: Array<{ failures: number | null; window_left: string | null; blocked: string | null }> = await this.dataSource.query(
      `SELECT t.failures,
              extract(epoch FROM t.window_started_at + make_interval(secs => k.window_ms / 1000.0) - now()) * 1000 AS window_left,
              extract(epoch FROM t.blocked_until - now()) * 1000 AS blocked
         FROM unnest($1::text[], $2::float8[]) WITH ORDINALITY AS k(key, window_ms, position)
         LEFT JOIN login_throttle t ON t.key = k.key
        ORDER BY k.position`,
      [keys.map((k) => k.key), keys.map((k) => k.rule.windowMs)],
    );
    return rows.map((row) => {
      const windowLeftMs = Math.max(0, Math.ceil(Number(row.window_left ?? 0)));
      return { count: windowLeftMs > 0 ? Number(row.failures) : 0, windowLeftMs, blockedForMs: Math.max(0, Math.ceil(Number(row.blocked ?? 0))) };
    });
  }

  async record(key: string, rule: ThrottleRule): Promise<void> {
    // A window that has run out starts again at one; a running block is left as it is.
    await this.dataSource.query(
      `INSERT INTO login_throttle AS t (key, failures, window_started_at, blocked_until)
       VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + make_interval(secs => $4 / 1000.0) END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at < now() - make_interval(secs => $3 / 1000.0) THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => $3 / 1000.0) THEN now() ELSE t.window_started_at END,
         blocked_until = CASE
           WHEN t.blocked_until > now() THEN t.blocked_until
           WHEN (CASE WHEN t.window_started_at < now() - make_interval(secs => $3 / 1000.0) THEN 1 ELSE t.failures + 1 END) >= $2
             THEN now() + make_interval(secs => $4 / 1000.0)
           ELSE t.blocked_until END`,
      [key, rule.limit, rule.windowMs, rule.blockMs],
    );
  }

  async clear(keys: string[]): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_throttle WHERE key = ANY($1)`, [keys]);
  }

  /** Deletes rows whose window and block are long over. */
  async purgeExpired(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_throttle WHERE window_started_at < now() - interval '1 day' AND (blocked_until IS NULL OR blocked_until < now())`,
    );
  }
}

/**
 * Whom a sign-in is for: the user's id when the name or e-mail is known, so both
 * share one count; otherwise the typed text, so guessing names is slowed too.
 */
export const accountRef = (userId: number | undefined, identifier: string) =>
  userId === undefined ? `name:${identifier.trim().toLowerCase()}` : `user:${userId}`;

const signInKeys = (account: string, address: string, accountRule: ThrottleRule = SIGN_IN_RULES.accountFromAddress) => ({
  address: { key: `ip:${address}`, rule: SIGN_IN_RULES.address },
  accountFromAddress: { key: `acct-ip:${account}|${address}`, rule: accountRule },
  account: { key: `acct:${account}`, rule: SIGN_IN_RULES.account },
});

const tooManyAttempts = (ms: number) =>
  new DomainError('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts(Math.max(1, Math.ceil(ms / MINUTE))), {
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  });

/**
 * What the check before the password found: how long the account stays under guard (0 when not),
 * and the rule for this account at this address (its salon's login attempts).
 */
export type SignInCheck = { guardedForMs: number; accountRule: ThrottleRule };

/**
 * The account-wide count never locks out the right password from a clean address
 * (OWASP: lockout must not become a denial of service). When an account has had
 * too many failures from everywhere it is under guard: an address that already
 * failed at this account in the current window is refused before the password is
 * checked, and a wrong password from a clean address is answered 429 like a block.
 * So each address gets one guess at a guarded account per window instead of five,
 * which slows a guesser spread over many addresses, while the owner, whose address
 * has not failed, gets in. A clean address does learn whether its one guess was
 * right (200 or 429), but no more than a 200 or 401 outside the guard tells it.
 */
@Injectable()
export class SignInThrottle {
  constructor(@Inject(THROTTLE_STORE) private readonly store: ThrottleStore) {}

  /** Before the password: refuses with 429 while a per-address count is blocked, or a guarded account was failed from here. */
  async check(account: string, address: string, accountRule: ThrottleRule = SIGN_IN_RULES.accountFromAddress): Promise<SignInCheck> {
    const [fromAddress, accountAtAddress, accountWide] = await this.store.read(Object.values(signInKeys(account, address, accountRule)));
    const blockedMs = Math.max(fromAddress.blockedForMs, accountAtAddress.blockedForMs);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs);
    const guardedForMs = accountWide.blockedForMs;
    // Refused until the guard ends or this address's count at the account runs out, whichever comes first.
    if (guardedForMs > 0 && accountAtAddress.count > 0) throw tooManyAttempts(Math.min(guardedForMs, accountAtAddress.windowLeftMs));
    return { guardedForMs, accountRule };
  }

  /** Counts a wrong password and returns the refusal to answer with. */
  async recordFailure(account: string, address: string, check: SignInCheck): Promise<DomainError> {
    for (const { key, rule } of Object.values(signInKeys(account, address, check.accountRule))) await this.store.record(key, rule);
    if (check.guardedForMs > 0) return tooManyAttempts(Math.min(check.guardedForMs, check.accountRule.windowMs));
    return new DomainError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }

  /** A correct password clears what this address did to this account; other counts stand. */
  async recordSuccess(account: string, address: string): Promise<void> {
    await this.store.clear([signInKeys(account, address).accountFromAddress.key]);
  }
}

/** Registrations per address, in the same shared store. */
@Injectable()
export class RegistrationThrottle {
  constructor(@Inject(THROTTLE_STORE) private readonly store: ThrottleStore) {}

  /** Counts this attempt, or refuses with 429 when the address has used its allowance. */
  async take(address: string): Promise<void> {
    const key = `register-ip:${address}`;
    const [state] = await this.store.read([{ key, rule: REGISTRATION_RULE }]);
    if (state.blockedForMs > 0) {
      const ms = state.blockedForMs;
      throw new DomainError('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyRegistrations(Math.max(1, Math.ceil(ms / MINUTE))), {
        retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
      });
    }
    await this.store.record(key, REGISTRATION_RULE);
  }
}
