// The API side of a measurement: one request at a time (single), and many at once with autocannon.
import autocannon from 'autocannon';
import { median, percentile } from './stats.mjs';

/** A slow call must still be measured (the issue saw 23 s), not cut off. */
const TIMEOUT_SECONDS = 60;

/** Is this status what the call should answer? 2xx, or the one it expects (the 404 floor). */
export const isExpected = (status, expectStatus) => (expectStatus ? status === expectStatus : status >= 200 && status < 300);

/**
 * Sequential requests after two warm-ups: up to `count`, and at most `budgetMs` once three were made.
 * Each is timed to the last byte of its body.
 */
export async function measureSingle(url, { headers = {}, method = 'GET', body, expectStatus, count = 20, budgetMs = 15_000, warmups = 2 }) {
  const timings = [];
  let failures = 0;
  let lastBody = '';
  let firstFailure = null;
  let requests = 0;
  const started = performance.now();
  for (let i = 0; i < warmups + count; i += 1) {
    if (i >= warmups + 3 && performance.now() - started > budgetMs) break;
    const requestStarted = performance.now();
    const response = await fetch(url, { method, headers, body: typeof body === 'function' ? body() : body, signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000) });
    lastBody = await response.text();
    requests += 1;
    const elapsed = performance.now() - requestStarted;
    if (!isExpected(response.status, expectStatus)) {
      failures += 1;
      firstFailure ??= `HTTP ${response.status}: ${lastBody.slice(0, 200)}`;
    }
    if (i >= warmups) timings.push(elapsed);
  }
  return { medianMs: median(timings), count: timings.length, requests, failures, firstFailure, bytes: Buffer.byteLength(lastBody), lastBody };
}

/**
 * `total` shared out over `parts` the way connections are dealt round-robin (connection i goes
 * to instance i mod parts): [4, 3, 3] for 10 over 3. An instance may get 0 when total < parts.
 */
export function splitRoundRobin(total, parts) {
  return Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));
}

/**
 * `connections` concurrent connections for `seconds` (or until `maxRequests`, or `amount`
 * requests whatever the time); any answer other than the expected one, any error or timeout
 * counts as a failure. Percentiles are of the expected answers, from each response's own time
 * (autocannon's histogram keeps whole milliseconds, too coarse for a 3 ms call).
 *
 * `url` may be a list, one per API instance: the connections (and `amount`, `maxRequests`) are
 * dealt round-robin over them, one autocannon per instance at the same time, and the answers
 * are counted together.
 */
export async function measureLoad(url, { connections, amount, maxRequests, ...rest }) {
  const urls = (Array.isArray(url) ? url : [url]).slice(0, connections);
  const share = (total) => (total ? splitRoundRobin(total, urls.length) : urls.map(() => undefined));
  const [connectionShares, amountShares, maxShares] = [share(connections), share(amount), share(maxRequests)];
  const runs = await Promise.all(
    urls.map((target, index) => runAutocannon(target, { ...rest, connections: connectionShares[index], amount: amountShares[index], maxRequests: maxShares[index] })),
  );
  return mergeRuns(runs);
}

/**
 * One summary of autocannon runs that went on side by side: every answer's time in one set for
 * the percentiles, counts added up, and throughput over the longest run.
 * @param {{ latencies: number[], answered: number, errors: number, timeouts: number, durationSeconds: number, statusCodes: Record<string, number> }[]} runs
 */
export function mergeRuns(runs) {
  const latencies = runs.flatMap((run) => run.latencies);
  const answered = runs.reduce((sum, run) => sum + run.answered, 0);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const durationSeconds = Math.max(...runs.map((run) => run.durationSeconds));
  const statusCodes = {};
  for (const run of runs) for (const [status, count] of Object.entries(run.statusCodes)) statusCodes[status] = (statusCodes[status] ?? 0) + count;
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: answered,
    ok: latencies.length,
    perSecond: Math.round((latencies.length / durationSeconds) * 10) / 10,
    failures: answered - latencies.length + errors, // errors include timeouts
    errors,
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
    durationSeconds,
    statusCodes,
  };
}

/** One autocannon run against one address: the expected answers' times and the counts. */
function runAutocannon(url, { method = 'GET', body, headers = {}, connections, seconds, expectStatus, requests, maxRequests, amount }) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const options = {
      url,
      method,
      ...(body === undefined ? {} : { body }),
      connections,
      duration: seconds,
      headers,
      timeout: TIMEOUT_SECONDS,
      ...(requests ? { requests } : {}),
      ...(maxRequests ? { maxOverallRequests: maxRequests } : {}),
      // A fixed number of requests instead of a time: they all finish, however slow.
      ...(amount ? { amount } : {}),
    };
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        latencies,
        answered: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
        errors: result.errors,
        timeouts: result.timeouts,
        durationSeconds: result.duration,
        statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)])),
      });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      if (isExpected(status, expectStatus)) latencies.push(ms);
    });
  });
}
