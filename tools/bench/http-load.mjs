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
 * `connections` concurrent connections for `seconds` (or until `maxRequests`, or `amount`
 * requests whatever the time); any answer other
 * than the expected one, any error or timeout counts as a failure. Percentiles are of the
 * expected answers, from each response's own time (autocannon's histogram keeps whole
 * milliseconds, too coarse for a 3 ms call).
 */
export function measureLoad(url, { method = 'GET', body, headers = {}, connections, seconds, expectStatus, requests, maxRequests, amount }) {
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
      const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
      resolve({
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        requests: answered,
        ok: latencies.length,
        perSecond: Math.round((latencies.length / result.duration) * 10) / 10,
        failures: answered - latencies.length + result.errors, // errors include timeouts
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
