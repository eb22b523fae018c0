// The raw-SQL floor of a call: the statements the API sent for one request (pg-capture.mjs),
// sent again straight through `pg` at the same concurrency, for the same time, with a pool as
// large as the API's. Statements the API ran side by side (on several connections at once) run
// side by side here too; a transaction stays on one connection.
import pg from 'pg';
import { percentile } from './stats.mjs';

const BEGINS = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;
const ENDS = /^\s*(COMMIT|END|ROLLBACK)\s*;?\s*$/i;

/**
 * Groups captured statements into waves: a statement joins the wave under way when it was sent
 * before any statement of that wave had its answer (the API was running them at once), else it
 * starts the next wave (it waited for an answer).
 * @param {Array<{ connection: number, text: string, values: unknown[] | null, sentAt: number, doneAt: number | null }>} statements
 * @returns {Array<Array<{ connection: number, text: string, values: unknown[] | null }>>}
 */
export function planWaves(statements) {
  const waves = [];
  let wave = null;
  let firstAnswer = Infinity;
  for (const statement of [...statements].sort((a, b) => a.sentAt - b.sentAt)) {
    const joins = wave !== null && statement.sentAt < firstAnswer && !wave.some((other) => other.connection === statement.connection);
    if (!joins) {
      wave = [];
      waves.push(wave);
      firstAnswer = Infinity;
    }
    wave.push({ connection: statement.connection, text: statement.text, values: statement.values });
    firstAnswer = Math.min(firstAnswer, statement.doneAt ?? Infinity);
  }
  return waves;
}

/**
 * Replays the waves in a loop from `connections` workers until `seconds` have passed (or
 * `maxRequests` were made); latencies are of whole requests, in milliseconds.
 */
export async function replay({ databaseUrl, waves, connections, seconds, poolSize, maxRequests = Infinity }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000, application_name: 'salon-bench-raw' });
  pool.on('error', () => undefined);
  const latencies = [];
  let errors = 0;
  let firstError = null;
  try {
    await replayOnce(pool, waves); // warm: connections open, plans cached, as the API's are
    const deadline = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline && latencies.length + errors < maxRequests) {
        const started = performance.now();
        try {
          await replayOnce(pool, waves);
          latencies.push(performance.now() - started);
        } catch (error) {
          errors += 1;
          firstError ??= error.message;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    await pool.end();
  }
  return { requests: latencies.length, errors, firstError, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function replayOnce(pool, waves) {
  const held = new Map();
  try {
    for (const wave of waves) await Promise.all(wave.map((statement) => run(pool, held, statement)));
  } finally {
    for (const { client } of held.values()) client.release();
  }
}

/** Runs one statement on its connection's client: kept while a transaction is open, else back to the pool. */
async function run(pool, held, { connection, text, values }) {
  let entry = held.get(connection);
  if (!entry) {
    entry = { client: await pool.connect(), inTransaction: false };
    held.set(connection, entry);
  }
  try {
    await entry.client.query(values ? { text, values } : text);
  } catch (error) {
    held.delete(connection);
    entry.client.release(error); // a failed transaction's connection is not reused
    throw error;
  }
  if (BEGINS.test(text)) entry.inTransaction = true;
  else if (ENDS.test(text)) entry.inTransaction = false;
  if (!entry.inTransaction) {
    held.delete(connection);
    entry.client.release();
  }
}
