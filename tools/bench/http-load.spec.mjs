import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLoad, mergeRuns, splitRoundRobin } from './http-load.mjs';

describe('splitRoundRobin', () => {
  it('deals the connections one at a time, the first instances taking the remainder', () => {
    expect(splitRoundRobin(10, 1)).toEqual([10]);
    expect(splitRoundRobin(10, 2)).toEqual([5, 5]);
    expect(splitRoundRobin(10, 3)).toEqual([4, 3, 3]);
    expect(splitRoundRobin(50, 4)).toEqual([13, 13, 12, 12]);
  });

  it('leaves an instance without connections when there are fewer connections than instances', () => {
    expect(splitRoundRobin(1, 2)).toEqual([1, 0]);
  });
});

describe('mergeRuns', () => {
  const run = (overrides) => ({ latencies: [], answered: 0, errors: 0, timeouts: 0, durationSeconds: 10, statusCodes: {}, ...overrides });

  it('reads one run as it is', () => {
    expect(mergeRuns([run({ latencies: [1, 2, 3, 4], answered: 5, statusCodes: { 200: 4, 500: 1 } })])).toEqual({
      p50: 2,
      p99: 4,
      requests: 5,
      ok: 4,
      perSecond: 0.4,
      failures: 1,
      errors: 0,
      timeouts: 0,
      durationSeconds: 10,
      statusCodes: { 200: 4, 500: 1 },
    });
  });

  it('takes percentiles over every answer of every instance, adds the counts up and divides by the longest run', () => {
    const fast = run({ latencies: [1, 1, 1, 1, 1, 1, 1, 1, 1], answered: 9, durationSeconds: 2, statusCodes: { 200: 9 } });
    const slow = run({ latencies: [50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50], answered: 13, errors: 3, timeouts: 1, durationSeconds: 4, statusCodes: { 200: 11, 503: 2 } });
    expect(mergeRuns([fast, slow])).toEqual({
      p50: 50,
      p99: 50,
      requests: 22,
      ok: 20,
      perSecond: 5,
      failures: 5,
      errors: 3,
      timeouts: 1,
      durationSeconds: 4,
      statusCodes: { 200: 20, 503: 2 },
    });
  });
});

describe('measureLoad over several instances', () => {
  const servers = [];
  const hits = [0, 0];

  beforeAll(async () => {
    for (const index of [0, 1]) {
      const server = createServer((_request, response) => {
        hits[index] += 1;
        response.end('{}');
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('sends each instance its share of connections and requests and counts the answers together', async () => {
    const urls = servers.map((server) => `http://127.0.0.1:${server.address().port}/`);
    const result = await measureLoad(urls, { connections: 3, amount: 30, seconds: 60 });
    expect(hits).toEqual([15, 15]);
    expect(result.requests).toBe(30);
    expect(result.ok).toBe(30);
    expect(result.failures).toBe(0);
    expect(result.statusCodes).toEqual({ 200: 30 });
  });
});
