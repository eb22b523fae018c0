import { describe, expect, it } from 'vitest';
import { formatConsole, formatMarkdown, judge, judgeMemory, missesOf, targetText } from './report.mjs';

const run = (p50, p99, extra = {}) => ({ p50, p99, requests: 1000, ok: 1000, failures: 0, ...extra });
const read = (overrides = {}) => ({
  key: 'clients-page-1',
  name: 'clients page 1',
  kind: 'read',
  target: { p99: 50 },
  single: { medianMs: 4.2, count: 20, requests: 22, failures: 0 },
  load: { 10: run(12, 31), 50: run(60, 140) },
  raw: { p50: 3.1 },
  ratio: 12 / 3.1,
  ...overrides,
});

describe('judge', () => {
  it('reads a p99 target at 10 connections', () => {
    expect(judge(read())).toEqual({ met: true, why: null });
    expect(judge(read({ load: { 10: run(200, 411) } }))).toEqual({ met: false, why: 'p99 @10 411 ms, target 50 ms' });
    expect(judge(read({ load: { 50: run(60, 40) } }))).toEqual({ met: null, why: 'not measured at 10 connections' });
    expect(judge(read({ load: { 10: run(null, null, { requests: 0, ok: 0 }) } }))).toEqual({ met: false, why: 'no answer @10 within the run' });
  });

  it('fails a row when any request failed, even a fast one', () => {
    expect(judge(read({ load: { 10: run(12, 31, { requests: 20, failures: 12 }) } }))).toEqual({ met: false, why: '12 of 42 requests failed' });
    expect(judge(read({ load: { 10: run(5357, 23632, { requests: 20, failures: 12 }) } }))).toEqual({
      met: false,
      why: '12 of 42 requests failed; p99 @10 23,632 ms, target 50 ms',
    });
  });

  it('fails a row that could not be measured', () => {
    expect(judge(read({ error: 'HTTP 500' }))).toEqual({ met: false, why: 'failed: HTTP 500' });
  });

  it('reads a ratio target from API p50 over raw p50', () => {
    expect(judge(read({ target: { ratio: 2 }, ratio: 1.9 }))).toEqual({ met: true, why: null });
    expect(judge(read({ target: { ratio: 2 }, ratio: 5.8 }))).toEqual({ met: false, why: 'ratio 5.8, target 2' });
  });

  it('reads an export against the time to its last byte', () => {
    const row = { key: 'export-month', name: 'CSV export of one month', kind: 'export', target: { lastByteMs: 1000 }, export: { rows: 28091 } };
    expect(judge({ ...row, single: { medianMs: 640, count: 3, failures: 0 } })).toEqual({ met: true, why: null });
    expect(judge({ ...row, single: { medianMs: 15700, count: 3, failures: 0 } })).toEqual({
      met: false,
      why: '15.7 s to the last byte, target under 1 s',
    });
  });

  it('reads booking by bookings per second at 10 connections and overlaps', () => {
    const row = { key: 'booking', name: 'booking', kind: 'booking', target: { bookingsPerSecond: 300, overlaps: 0 }, single: { medianMs: 20, count: 20, failures: 0 } };
    expect(judge({ ...row, load: { 10: run(30, 60, { perSecond: 320 }) }, booking: { overlaps: 0 } })).toEqual({ met: true, why: null });
    expect(judge({ ...row, load: { 10: run(122, 474, { perSecond: 121.6 }) }, booking: { overlaps: 2 } })).toEqual({
      met: false,
      why: '122 bookings/s @10, target 300; 2 overlapping appointments',
    });
  });

  it('has no verdict for a floor', () => {
    expect(judge(read({ target: null }))).toEqual({ met: null, why: null });
  });
});

describe('judgeMemory', () => {
  it('holds the peak under 300 MB', () => {
    expect(judgeMemory({ peakRssMb: 180, hwmMb: 181 })).toEqual({ met: true, why: null });
    expect(judgeMemory({ peakRssMb: 803, hwmMb: 810 })).toEqual({ met: false, why: 'peak 803 MB, target under 300 MB' });
  });
});

describe('targetText', () => {
  it('says each target as the issue does', () => {
    expect([{ p99: 25 }, { ratio: 2 }, { lastByteMs: 1000 }, { bookingsPerSecond: 300, overlaps: 0 }, null].map(targetText)).toEqual([
      'p99 @10 ≤ 25 ms',
      'ratio ≤ 2',
      '< 1 s',
      '≥ 300 bookings/s @10, 0 overlaps',
      '—',
    ]);
  });
});

const report = (calls, memory = { peakRssMb: 180, hwmMb: 190 }) => ({
  measuredAt: '2026-11-24T03:00:00.000Z',
  size: 'large',
  options: { connections: [10, 50], seconds: 10 },
  machine: { cpuModel: 'AMD EPYC', cpus: 2, ramGb: 24, loadAverage: [1.5, 1.2, 1], node: 'v20.19.0', postgres: '17.5', gitCommit: 'abc1234' },
  data: { counts: { clients: 100000, employees: 60, services: 120, appointments: 1001515 }, buildSeconds: 412.4 },
  calls,
  memory,
});

describe('formatMarkdown', () => {
  it('writes the issue table: single, p50 and p99 per connection count, raw p50, ratio, target, met', () => {
    const markdown = formatMarkdown(report([read(), read({ key: 'health', name: 'health', target: null, raw: { skipped: 'no SQL' }, ratio: null })]));
    expect(markdown).toContain('| Call | single | p50 @10 | p99 @10 | p50 @50 | p99 @50 | raw p50 | ratio | target | met? |');
    expect(markdown).toContain('| clients page 1 | 4.2 | 12 | 31 | 60 | 140 | 3.1 | 3.9 | p99 @10 ≤ 50 ms | yes |');
    expect(markdown).toContain('| health | 4.2 | 12 | 31 | 60 | 140 | — | — | — | — |');
    expect(markdown).toContain('100,000 clients, 60 employees, 120 services, 1,001,515 appointments (built in 412 s)');
    expect(markdown).toContain('Peak API memory: 180 MB resident (VmRSS sampled every 100 ms; VmHWM 190 MB at the end); target under 300 MB: met.');
    expect(markdown).toContain('Node v20.19.0, PostgreSQL 17.5; commit abc1234.');
    expect(markdown).toContain('None: every target met.');
  });

  it('shows failures beside the p99, the requests of a call too slow for the time, the export in seconds with its rows, and booking rates', () => {
    const markdown = formatMarkdown(
      report([
        read({ name: 'week schedule', raw: { p50: 8950.7, requests: 7, errors: 3 } }),
        read({ name: 'statistics', load: { 10: run(1580, 2488, { requests: 20, amount: 20 }), 50: run(60, 140) } }),
        read({ name: 'appointments search', load: { 10: run(5357, 23632, { requests: 20, failures: 12 }), 50: run(9000, 30000) } }),
        { key: 'export-month', name: 'CSV export of one month', kind: 'export', target: { lastByteMs: 1000 }, single: { medianMs: 15700, count: 3, failures: 0 }, export: { rows: 28091 }, raw: { p50: 640 }, ratio: 24.5 },
        { key: 'booking', name: 'booking', kind: 'booking', target: { bookingsPerSecond: 300, overlaps: 0 }, single: { medianMs: 20, count: 20, failures: 0 }, load: { 10: run(122, 474, { perSecond: 121.6 }), 50: run(300, 900, { perSecond: 150 }) }, booking: { overlaps: 0 }, raw: null, ratio: null },
      ]),
    );
    expect(markdown).toContain('| appointments search | 4.2 | 5,357 | 23,632 (12 of 20 failed) | 9,000 | 30,000 |');
    expect(markdown).toContain('| week schedule | 4.2 | 12 | 31 | 60 | 140 | 8,951 (3 of 10 failed) |');
    expect(markdown).toContain('| statistics | 4.2 | 1,580 | 2,488 (20 requests) | 60 | 140 |');
    expect(markdown).toContain('| CSV export of one month | 15.70 s to the last byte (28,091 rows) | — | — | — | — | 640 | 24.5 | < 1 s | no |');
    expect(markdown).toContain('| no (122/s @10, 150/s @50, 0 overlaps) |');
  });

  it('says when the API was built with uncommitted changes', () => {
    const dirty = report([read()]);
    dirty.machine.uncommittedChanges = true;
    expect(formatMarkdown(dirty)).toContain('commit abc1234 with uncommitted changes to apps/api or libs/contracts.');
  });

  it("says how many API processes served the load and each one's memory, and nothing of the kind for one", () => {
    const two = report([read()], { peakRssMb: 250, hwmMb: 255, perInstance: [{ peakRssMb: 250, hwmMb: 255 }, { peakRssMb: 231, hwmMb: 240 }] });
    two.options = { ...two.options, instances: 2, poolSize: 10 };
    const markdown = formatMarkdown(two);
    expect(markdown).toContain(
      '2 API processes on the one database, each with its own pool of 10: the connections of each measurement were dealt round-robin over them (single and raw p50 use one).',
    );
    expect(markdown).toContain('Peak API memory: 250 MB resident (each process: 250 MB, 231 MB) (VmRSS sampled every 100 ms; VmHWM 255 MB at the end)');
    expect(formatConsole(two).split('\n')[0]).toMatch(/^2 API processes on the one database/);
    const one = report([read()]);
    one.options = { ...one.options, instances: 1, poolSize: 10 };
    expect(formatMarkdown(one)).not.toContain('API processes');
  });

  it('lists each miss, with its cause and plan when bench/known-misses.json has them', () => {
    const markdown = formatMarkdown(report([read({ load: { 10: run(200, 411), 50: run(300, 500) } })], { peakRssMb: 803, hwmMb: 810 }), {
      'clients-page-1': { cause: 'the count runs over the whole table', plan: 'a capped count' },
    });
    expect(markdown).toContain('- **clients page 1** (`clients-page-1`): p99 @10 411 ms, target 50 ms. Cause: the count runs over the whole table. Plan: a capped count.');
    expect(markdown).toContain('- **peak API memory** (`memory`): peak 803 MB, target under 300 MB. Cause: (to annotate). Plan: (to annotate).');
  });
});

describe('missesOf', () => {
  it('names only the rows that missed', () => {
    const misses = missesOf(report([read(), read({ key: 'week-schedule', name: 'week schedule', load: { 10: run(2636, 10000) } })]));
    expect(misses).toEqual([{ key: 'week-schedule', name: 'week schedule', why: 'p99 @10 10,000 ms, target 50 ms', cause: null, plan: null }]);
  });
});

describe('formatConsole', () => {
  it('aligns the columns', () => {
    const lines = formatConsole(report([read()])).split('\n');
    expect(lines[0]).toMatch(/^Call\s+single\s+p50 @10\s+p99 @10\s+p50 @50\s+p99 @50\s+raw p50\s+ratio\s+target\s+met\?$/);
    expect(lines[2].length).toBe(lines[0].length);
  });
});
