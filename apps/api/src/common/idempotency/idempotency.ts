import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../errors/domain-error';

/** What an action answered: replayed as it was for a repeat of the same request. */
export type StoredAnswer<T> = { status: number; body: T };

export type IdempotentRequest = {
  salonId: number;
  /** The `Idempotency-Key` header; without one the action simply runs. */
  key: string | undefined;
  /** The action and its target, e.g. `payments.create` or `payments.refund:12`: a key reused for another is refused. */
  operation: string;
  /** The request's parsed body: a key reused with another body is refused. */
  request: unknown;
};

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';

/** Keys are kept this long: an older key coming back starts afresh, and claims purge older ones. */
export const IDEMPOTENCY_KEY_HOURS = 24;

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request ?? null)).digest('hex');

/**
 * Claims the key (a row of its own, or one older than IDEMPOTENCY_KEY_HOURS taken over). A
 * concurrent request with the same key waits here on the primary key until the first commits
 * (then finds its row) or rolls back (then claims it itself).
 */
const CLAIM_SQL = `INSERT INTO idempotency_keys (salon_id, key, operation, request_hash) VALUES ($1, $2, $3, $4)
  ON CONFLICT (salon_id, key) DO UPDATE SET operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash,
    response_status = NULL, response_body = NULL, created_at = now()
  WHERE idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
  RETURNING key`;

/** How many expired keys one claim removes: more than the one row it adds, so the table drains while staying cheap per request. */
export const PURGE_BATCH = 20;

/**
 * Removes a bounded batch of expired keys (every salon's: an expired key answers nothing any more).
 * SKIP LOCKED never waits: a key another request is claiming or purging right now is left to it,
 * so concurrent requests on any number of API instances neither block nor delete twice. It uses
 * ix_idempotency_keys_created.
 */
const PURGE_SQL = `DELETE FROM idempotency_keys WHERE (salon_id, key) IN (
    SELECT salon_id, key FROM idempotency_keys
    WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
    ORDER BY created_at LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED)`;

const STORED_SQL = `SELECT operation, request_hash, response_status, response_body FROM idempotency_keys WHERE salon_id = $1 AND key = $2`;

const ANSWER_SQL = `UPDATE idempotency_keys SET response_status = $3, response_body = $4::jsonb WHERE salon_id = $1 AND key = $2`;

/**
 * Runs `action` once per Idempotency-Key, inside the caller's transaction (`manager`): the key's
 * row is written first and the answer with it, so they commit or roll back together with the
 * action's own writes. A repeat with the same operation and body gets the first answer; another
 * operation or body is 422 IDEMPOTENCY_KEY_REUSED. A refused action stores nothing (it rolled back),
 * so the same key may be tried again.
 */
export async function oncePerKey<T>(manager: EntityManager, request: IdempotentRequest, action: () => Promise<StoredAnswer<T>>): Promise<StoredAnswer<T>> {
  if (request.key === undefined) return action();
  const hash = hashOf(request.request);
  // Keys are kept IDEMPOTENCY_KEY_HOURS: each claim clears a few older ones, in the action's transaction.
  await manager.query(PURGE_SQL);
  const claimed: unknown[] = await manager.query(CLAIM_SQL, [request.salonId, request.key, request.operation, hash]);
  if (claimed.length === 0) {
    const [stored]: { operation: string; request_hash: string; response_status: number; response_body: T }[] = await manager.query(STORED_SQL, [
      request.salonId,
      request.key,
    ]);
    if (stored.operation !== request.operation || stored.request_hash !== hash) throw new DomainError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
    return { status: stored.response_status, body: stored.response_body };
  }
  const answer = await action();
  await manager.query(ANSWER_SQL, [request.salonId, request.key, answer.status, JSON.stringify(answer.body)]);
  return answer;
}
