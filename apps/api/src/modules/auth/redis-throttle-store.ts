import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ThrottleRule, ThrottleState, ThrottleStore } from './sign-in-throttle';

/** Counts one attempt on each key (KEYS: count, block, count, block...; ARGV: windows) and answers count, window left, block left. */
const TAKE = `
local answers = {}
for i = 1, #KEYS, 2 do
  local count = redis.call('INCR', KEYS[i])
  if count == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[(i + 1) / 2]) end
  table.insert(answers, count)
  table.insert(answers, redis.call('PTTL', KEYS[i]))
  table.insert(answers, redis.call('PTTL', KEYS[i + 1]))
end
return answers`;

/** A key whose count has reached its limit is blocked unless a block runs (NX), and counts again from nothing. ARGV: limit, block, limit, block... */
const BLOCK = `
for i = 1, #KEYS, 2 do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[i]) and redis.call('EXISTS', KEYS[i + 1]) == 0 then
    redis.call('SET', KEYS[i + 1], '1', 'PX', ARGV[i + 1])
    redis.call('DEL', KEYS[i])
  end
end
return 0`;

/** Uncounts one attempt per key, never below nothing (DECR keeps the window's expiry). */
const GIVE_BACK = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 0`;

const countKey = (key: string) => `salon:throttle:count:${key}`;
const blockKey = (key: string) => `salon:throttle:block:${key}`;
type RuledKey = { key: string; rule: ThrottleRule };

/** The throttle counts in Redis (REDIS_URL): each step one script, so atomic; keys expire by themselves, nothing to purge. */
export class RedisThrottleStore implements ThrottleStore, OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}

  async take(keys: RuledKey[]): Promise<ThrottleState[]> {
    const redisKeys = keys.flatMap(({ key }) => [countKey(key), blockKey(key)]);
    const answers = (await this.redis.eval(TAKE, redisKeys.length, ...redisKeys, ...keys.map((k) => k.rule.windowMs))) as number[];
    // PTTL answers -2 for a missing key: treated as nothing left.
    return keys.map((_, i) => ({
      count: answers[3 * i],
      windowLeftMs: Math.max(0, answers[3 * i + 1]),
      blockedForMs: Math.max(0, answers[3 * i + 2]),
    }));
  }

  async block(keys: RuledKey[]): Promise<void> {
    const redisKeys = keys.flatMap(({ key }) => [countKey(key), blockKey(key)]);
    await this.redis.eval(BLOCK, redisKeys.length, ...redisKeys, ...keys.flatMap((k) => [k.rule.limit, k.rule.blockMs]));
  }

  async giveBack(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.eval(GIVE_BACK, keys.length, ...keys.map(countKey));
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.flatMap((key) => [countKey(key), blockKey(key)]));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
