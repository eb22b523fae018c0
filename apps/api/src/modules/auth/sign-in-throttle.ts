import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@salon/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';

export type ThrottleRule = { limit: number; windowMs: number; blockMs: number };

const MINUTE = 60_000;

/**
 * Failed sign-ins are counted three ways. One address guessing hard is blocked
 * for a while; one account guessed at from one address is blocked there; and
 * an account guessed at from everywhere is slowed, but only for a minute, so an
 * attacker cannot keep its real owner out for long.
 */
export const SIGN_IN_RULES = {
  address: { limit: 30, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  accountFromAddress: { limit: 5, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE },
  account: { limit: 50, windowMs: 15 * MINUTE, blockMs: 1 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/** Where counts live: shared by every API instance. */
export interface ThrottleStore {
  /** The longest block still running among the keys, in ms (0 when none). */
  blockedFor(keys: string[]): Promise<number>;
  recordFailure(key: string, rule: ThrottleRule): Promise<void>;
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

  async blockedFor(keys: string[]): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(max(extract(epoch FROM blocked_until - now())) * 1000, 0) AS ms
         FROM login_throttle WHERE key = ANY($1) AND blocked_until > now()`,
      [keys],
    );
    return Math.max(0, Math.ceil(Number(row.ms)));
  }

  async recordFailure(key: string, rule: ThrottleRule): Promise<void> {
    // A window that has run out starts again at one failure.
    await this.dataSource.query(
      `INSERT INTO login_throttle AS t (key, failures, window_started_at, blocked_until)
       VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + make_interval(secs => $4 / 1000.0) END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at < now() - make_interval(secs => $3 / 1000.0) THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => $3 / 1000.0) THEN now() ELSE t.window_started_at END,
         blocked_until = CASE
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

const keysFor = (identifier: string, address: string) => {
  const account = identifier.trim().toLowerCase();
  return { address: `ip:${address}`, accountFromAddress: `acct-ip:${account}|${address}`, account: `acct:${account}` };
};

@Injectable()
export class SignInThrottle {
  constructor(@Inject(THROTTLE_STORE) private readonly store: ThrottleStore) {}

  /** Refuses with 429 while any of the caller's counts is blocked. */
  async assertAllowed(identifier: string, address: string): Promise<void> {
    const ms = await this.store.blockedFor(Object.values(keysFor(identifier, address)));
    if (ms > 0) {
      const minutes = Math.max(1, Math.ceil(ms / MINUTE));
      throw new DomainError('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts(minutes), { retryAfterSeconds: Math.ceil(ms / 1000) });
    }
  }

  async recordFailure(identifier: string, address: string): Promise<void> {
    const keys = keysFor(identifier, address);
    for (const rule of Object.keys(SIGN_IN_RULES) as Array<keyof typeof SIGN_IN_RULES>) {
      await this.store.recordFailure(keys[rule], SIGN_IN_RULES[rule]);
    }
  }

  /** A correct password clears what this address did to this account; other counts stand. */
  async recordSuccess(identifier: string, address: string): Promise<void> {
    await this.store.clear([keysFor(identifier, address).accountFromAddress]);
  }
}
