import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ThrottleRule, ThrottleState, ThrottleStore } from './sign-in-throttle';

/** Counts an event and, at the limit, starts the block unless one runs (NX): atomically, in one round trip. */
const RECORD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if count >= tonumber(ARGV[1]) then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3], 'NX') end
return count`;

const countKey = (key: string) => `salon:throttle:count:${key}`;
const blockKey = (key: string) => `salon:throttle:block:${key}`;

/** The throttle counts in Redis (REDIS_URL): keys expire by themselves, nothing to purge. */
export class RedisThrottleStore implements ThrottleStore, OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}

  async read(keys: Array<{ key: string; rule: ThrottleRule }>): Promise<ThrottleState[]> {
    const pipeline = this.redis.multi();
    for (const { key } of keys) pipeline.get(countKey(key)).pttl(countKey(key)).pttl(blockKey(key));
    const replies = (await pipeline.exec()) ?? [];
    const value = (i: number) => {
      const [error, reply] = replies[i];
      if (error) throw error;
      return Number(reply ?? 0);
    };
    // PTTL answers -2 for a missing key: treated as nothing left.
    return keys.map((_, i) => {
      const windowLeftMs = Math.max(0, value(3 * i + 1));
      return { count: windowLeftMs > 0 ? value(3 * i) : 0, windowLeftMs, blockedForMs: Math.max(0, value(3 * i + 2)) };
    });
  }

  async record(key: string, rule: ThrottleRule): Promise<void> {
    await this.redis.eval(RECORD, 2, countKey(key), blockKey(key), rule.limit, rule.windowMs, rule.blockMs);
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.flatMap((key) => [countKey(key), blockKey(key)]));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
