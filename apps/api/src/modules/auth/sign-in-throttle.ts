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

/** One key as the store sees it: its count in the current window, and what is left of the window and of the block. */
export type ThrottleState = { count: number; windowLeftMs: number; blockedForMs: number };

type RuledKey = { key: string; rule: ThrottleRule };

/**
 * Where counts live: shared by every API instance. An attempt is counted when it starts, in one
 * atomic step, so attempts that arrive together each see the ones before them (a burst of wrong
 * passwords gets no more tries than the limit); one that was refused or turned out right is given back.
 */
export interface ThrottleStore {
  /** Counts one attempt on each key (a window that has run out starts again); each key's state with it counted, in the order given. */
  take(keys: RuledKey[]): Promise<ThrottleState[]>;
  /** After a failure: a key whose count has reached its limit is blocked and counts again from nothing; a running block is never extended. */
  block(keys: RuledKey[]): Promise<void>;
  /** Uncounts one attempt on each key (never below nothing). */
  giveBack(keys: string[]): Promise<void>;
  clear(keys: string[]): Promise<void>;
}
export const THROTTLE_STORE = Symbol('THROTTLE_STORE');

const PURGE_EVERY_MS = 60 * MINUTE;

/** The store in PostgreSQL: one row per key, each step a single statement that locks the rows in key order. */
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

  async take(keys: RuledKey[]): Promise<ThrottleState[]> {
    const rows: Array<{ key: string; failures: number; window_age: string; blocked: string | null }> = await this.dataSource.query(
      `WITH k AS (SELECT * FROM unnest($1::text[], $2::float8[]) AS k(key, window_ms))
       INSERT INTO login_throttle AS t (key, failures, window_started_at)
       SELECT k.key, 1, now() FROM k ORDER BY k.key
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= now() - make_interval(secs => (SELECT k.window_ms FROM k WHERE k.key = t.key) / 1000.0)
           THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(secs => (SELECT k.window_ms FROM k WHERE k.key = t.key) / 1000.0)
           THEN now() ELSE t.window_started_at END
       RETURNING t.key, t.failures,
         extract(epoch FROM now() - t.window_started_at) * 1000 AS window_age,
         extract(epoch FROM t.blocked_until - now()) * 1000 AS blocked`,
      [keys.map((k) => k.key), keys.map((k) => k.rule.windowMs)],
    );
    return keys.map(({ key, rule }) => {
      const row = rows.find((r) => r.key === key);
      if (!row) throw new Error(`The throttle count for ${key} was not returned`);
      return {
        count: row.failures,
        windowLeftMs: Math.max(0, Math.ceil(rule.windowMs - Number(row.window_age))),
        blockedForMs: Math.max(0, Math.ceil(Number(row.blocked ?? 0))),
      };
    });
  }

  async block(keys: RuledKey[]): Promise<void> {
    await this.dataSource.query(
      `WITH k AS (SELECT * FROM unnest($1::text[], $2::int[], $3::float8[]) AS k(key, lim, block_ms)),
       locked AS (SELECT t.key FROM login_throttle t JOIN k ON k.key = t.key ORDER BY t.key FOR UPDATE)
       UPDATE login_throttle t
          SET blocked_until = now() + make_interval(secs => k.block_ms / 1000.0), failures = 0, window_started_at = now()
         FROM k JOIN locked l ON l.key = k.key
        WHERE t.key = k.key AND t.failures >= k.lim AND (t.blocked_until IS NULL OR t.blocked_until <= now())`,
      [keys.map((k) => k.key), keys.map((k) => k.rule.limit), keys.map((k) => k.rule.blockMs)],
    );
  }

  async giveBack(keys: string[]): Promise<void> {
    await this.dataSource.query(
      `WITH locked AS (SELECT key FROM login_throttle WHERE key = ANY($1) ORDER BY key FOR UPDATE)
       UPDATE login_throttle t SET failures = t.failures - 1 FROM locked l WHERE t.key = l.key AND t.failures > 0`,
      [keys],
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

/** An attempt let through to the password check: its keys, and how long the account stays under guard (0 when not). */
export type SignInAttempt = { keys: ReturnType<typeof signInKeys>; guardedForMs: number };

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

  /**
   * Before the password: counts this attempt, then refuses with 429 (giving the attempt back) while a
   * per-address count is blocked, when the attempts already under way there would reach its limit,
   * or when a guarded account was already tried from here.
   */
  async take(account: string, address: string, accountRule: ThrottleRule = SIGN_IN_RULES.accountFromAddress): Promise<SignInAttempt> {
    const keys = signInKeys(account, address, accountRule);
    const [fromAddress, accountAtAddress, accountWide] = await this.store.take(Object.values(keys));
    const guardedForMs = accountWide.blockedForMs;
    const refusedForMs =
      Math.max(fromAddress.blockedForMs, accountAtAddress.blockedForMs) ||
      // Over the limit only while earlier attempts are still being checked: their failures start the block.
      (fromAddress.count > keys.address.rule.limit ? keys.address.rule.blockMs : 0) ||
      (accountAtAddress.count > accountRule.limit ? accountRule.blockMs : 0) ||
      // Refused until the guard ends or this address's count at the account runs out, whichever comes first.
      (guardedForMs > 0 && accountAtAddress.count > 1 ? Math.min(guardedForMs, accountAtAddress.windowLeftMs) : 0);
    if (refusedForMs > 0) {
      await this.store.giveBack(Object.values(keys).map((k) => k.key));
      throw tooManyAttempts(refusedForMs);
    }
    return { keys, guardedForMs };
  }

  /** A wrong password: the attempt stays counted, blocks start where a limit is reached, and returns the refusal to answer with. */
  async failed({ keys, guardedForMs }: SignInAttempt): Promise<DomainError> {
    await this.store.block(Object.values(keys));
    if (guardedForMs > 0) return tooManyAttempts(Math.min(guardedForMs, keys.accountFromAddress.rule.windowMs));
    return new DomainError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }

  /** A correct password clears what this address did to this account; the other counts get the attempt back. */
  async succeeded({ keys }: SignInAttempt): Promise<void> {
    await this.store.clear([keys.accountFromAddress.key]);
    await this.store.giveBack([keys.address.key, keys.account.key]);
  }
}

/** Registrations per address, in the same shared store. */
@Injectable()
export class RegistrationThrottle {
  constructor(@Inject(THROTTLE_STORE) private readonly store: ThrottleStore) {}

  /** Counts this attempt, or refuses with 429 when the address has used its allowance (attempts under way included). */
  async take(address: string): Promise<void> {
    const key = { key: `register-ip:${address}`, rule: REGISTRATION_RULE };
    const [state] = await this.store.take([key]);
    const ms = state.blockedForMs || (state.count > REGISTRATION_RULE.limit ? REGISTRATION_RULE.blockMs : 0);
    if (ms > 0) {
      await this.store.giveBack([key.key]);
      throw new DomainError('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyRegistrations(Math.max(1, Math.ceil(ms / MINUTE))), {
        retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
      });
    }
    // Every registration counts, whatever its outcome.
    await this.store.block([key]);
  }
}
