import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ThrottleRule, ThrottleStore } from './sign-in-throttle';

/** Counts a failure and, at the limit, starts the block: atomically, in one round trip. */
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if failures >= tonumber(ARGV[1]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return failures`;

const countKey = (key: string) => `salon:throttle:count:${key}`;
const blockKey = (key: string) => `salon:throttle:block:${key}`;

/** The sign-in counts in Redis (REDIS_URL): keys expire by themselves, nothing to purge. */
export class RedisThrottleStore implements ThrottleStore, OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}

  async blockedFor(keys: string[]): Promise<number> {
    const remaining = await Promise.all(keys.map((key) => this.redis.pttl(blockKey(key))));
    return Math.max(0, ...remaining);
  }

  async recordFailure(key: string, rule: ThrottleRule): Promise<void> {
    await this.redis.eval(RECORD_FAILURE, 2, countKey(key), blockKey(key), rule.limit, rule.windowMs, rule.blockMs);
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.flatMap((key) => [countKey(key), blockKey(key)]));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
