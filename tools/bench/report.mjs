// Judging each row against its target, and the table in Markdown and on the console.
import { roundMs } from './stats.mjs';

export const MEMORY_TARGET_MB = 300;

const number = (value) => (value === null || value === undefined ? '—' : roundMs(value).toLocaleString('en-US'));
const atTen = (row) => row.load?.[10];
const failuresOf = (row) => (row.single?.failures ?? 0) + Object.values(row.load ?? {}).reduce((sum, run) => sum + (run.failures ?? 0), 0);
const requestsOf = (row) => (row.single?.requests ?? 0) + Object.values(row.load ?? {}).reduce((sum, run) => sum + (run.requests ?? 0), 0);

export function targetText(target) {
  if (!target) return '—';
  if (target.p99 !== undefined) return `p99 @10 ≤ ${target.p99} ms`;
  if (target.ratio !== undefined) return `ratio ≤ ${target.ratio}`;
  if (target.lastByteMs !== undefined) return `< ${target.lastByteMs / 1000} s`;
  if (target.bookingsPerSecond !== undefined) return `≥ ${target.bookingsPerSecond} bookings/s @10, ${target.overlaps} overlaps`;
  return '—';
}

/**
 * Did the row meet its target? `met` is null for a floor (no target) or when what the target
 * reads was not measured; `why` says what missed.
 * @returns {{ met: boolean | null, why: string | null }}
 */
export function judge(row) {
  if (row.error) return { met: false, why: `failed: ${row.error}` };
  const failures = failuresOf(row);
  const verdict = judgeTarget(row);
  if (failures === 0) return verdict;
  const failed = `${failures} of ${requestsOf(row)} requests failed`;
  return { met: false, why: verdict.met === false ? `${failed}; ${verdict.why}` : failed };
}

function judgeTarget(row) {
  const { target } = row;
  if (!target) return { met: null, why: null };
  if (target.p99 !== undefined) {
    const run = atTen(row);
    if (!run) return { met: null, why: 'not measured at 10 connections' };
    const { p99 } = run;
    if (p99 === null || p99 === undefined) return { met: false, why: 'no answer @10 within the run' };
    return p99 <= target.p99 ? { met: true, why: null } : { met: false, why: `p99 @10 ${number(p99)} ms, target ${target.p99} ms` };
  }
  if (target.ratio !== undefined) {
    if (row.ratio === null || row.ratio === undefined) return { met: null, why: 'no raw-SQL floor measured' };
    return row.ratio <= target.ratio ? { met: true, why: null } : { met: false, why: `ratio ${row.ratio.toFixed(1)}, target ${target.ratio}` };
  }
  if (target.lastByteMs !== undefined) {
    const ms = row.single?.medianMs;
    if (ms === undefined || ms === null) return { met: null, why: 'not measured' };
    return ms < target.lastByteMs ? { met: true, why: null } : { met: false, why: `${(ms / 1000).toFixed(1)} s to the last byte, target under ${target.lastByteMs / 1000} s` };
  }
  if (target.bookingsPerSecond !== undefined) {
    const perSecond = atTen(row)?.perSecond;
    const overlaps = row.booking?.overlaps;
    if (perSecond === undefined || overlaps === undefined) return { met: null, why: 'not measured at 10 connections' };
    const misses = [];
    if (perSecond < target.bookingsPerSecond) misses.push(`${Math.round(perSecond)} bookings/s @10, target ${target.bookingsPerSecond}`);
    if (overlaps > target.overlaps) misses.push(`${overlaps} overlapping appointments`);
    return misses.length === 0 ? { met: true, why: null } : { met: false, why: misses.join('; ') };
  }
  return { met: null, why: null };
}

export function judgeMemory(memory) {
  if (memory?.peakRssMb === null || memory?.peakRssMb === undefined) return { met: null, why: 'not measured' };
  return memory.peakRssMb < MEMORY_TARGET_MB ? { met: true, why: null } : { met: false, why: `peak ${memory.peakRssMb} MB, target under ${MEMORY_TARGET_MB} MB` };
}

/** The issue's style: a run's failures beside its time. */
const failed = (run) => (run?.failures > 0 ? ` (${run.failures} of ${run.requests} failed)` : '');

/** The row's cells, in the order of `columnsOf`. */
function cells(row, connections) {
  const verdict = judge(row);
  const single =
    row.kind === 'export' && row.single?.medianMs !== undefined && row.single?.medianMs !== null
      ? `${(row.single.medianMs / 1000).toFixed(2)} s to the last byte (${(row.export?.rows ?? 0).toLocaleString('en-US')} rows)`
      : `${number(row.single?.medianMs)}${failed(row.single)}`;
  const loads = connections.flatMap((count) => {
    const run = row.load?.[count];
    if (!run || run.skipped) return ['—', '—'];
    // A call too slow for the time made a fixed number of requests (tools/bench.mjs): say how many.
    const note = failed(run) || (run.amount ? ` (${run.requests} requests)` : '');
    return [number(run.p50), `${number(run.p99)}${note}`];
  });
  let met = verdict.met === null ? '—' : verdict.met ? 'yes' : 'no';
  if (row.kind === 'booking') {
    const rates = connections.filter((count) => row.load?.[count]?.perSecond !== undefined).map((count) => `${Math.round(row.load[count].perSecond)}/s @${count}`);
    met += ` (${[...rates, `${row.booking?.overlaps ?? '?'} overlaps`].join(', ')})`;
  }
  if (row.error) met = `no (${row.error})`;
  const raw = row.raw?.p50 !== undefined && row.raw?.p50 !== null ? `${number(row.raw.p50)}${failed({ failures: row.raw.errors, requests: row.raw.requests + row.raw.errors })}` : '—';
  const ratio = row.ratio === null || row.ratio === undefined ? '—' : row.ratio.toFixed(1);
  return [row.name, single, ...loads, raw, ratio, targetText(row.target), met];
}

export const columnsOf = (connections) => ['Call', 'single', ...connections.flatMap((count) => [`p50 @${count}`, `p99 @${count}`]), 'raw p50', 'ratio', 'target', 'met?'];

const escapeCell = (text) => String(text).replaceAll('|', '\\|');

/** The misses, each with its cause and plan from bench/known-misses.json when someone wrote them down. */
export function missesOf(report, knownMisses = {}) {
  const misses = [];
  for (const row of report.calls) {
    const verdict = judge(row);
    if (verdict.met === false) misses.push({ key: row.key, name: row.name, why: verdict.why, ...pickNotes(knownMisses[row.key]) });
  }
  const memory = judgeMemory(report.memory);
  if (memory.met === false) misses.push({ key: 'memory', name: 'peak API memory', why: memory.why, ...pickNotes(knownMisses.memory) });
  return misses;
}

const pickNotes = (notes) => ({ cause: notes?.cause ?? null, plan: notes?.plan ?? null });

export function formatMarkdown(report, knownMisses = {}) {
  const { connections } = report.options;
  const lines = [
    `## Benchmark: ${report.size} data set, ${report.measuredAt.slice(0, 10)}`,
    '',
    `Machine: ${report.machine.cpuModel} (${report.machine.cpus} cores), ${report.machine.ramGb} GB RAM, load average ${report.machine.loadAverage.join(', ')} at the start; Node ${report.machine.node}, PostgreSQL ${report.machine.postgres}; commit ${report.machine.gitCommit}${report.machine.uncommittedChanges ? ' with uncommitted changes to apps/api or libs/contracts' : ''}.`,
    `Data: ${dataLine(report.data)}.`,
    `Each measurement ran ${report.options.seconds} s; single is the median of up to 20 requests one at a time; p50 and p99 in ms with autocannon; raw p50 is the same SQL the API sent, replayed straight through \`pg\` at 10 connections with a pool as large as the API's (the access check and any transaction control included); ratio = API p50 @10 / raw p50.`,
    ...instancesLines(report),
    '',
    `| ${columnsOf(connections).join(' | ')} |`,
    `|${columnsOf(connections).map(() => '---').join('|')}|`,
    ...report.calls.map((row) => `| ${cells(row, connections).map(escapeCell).join(' | ')} |`),
    '',
    memoryLine(report.memory),
  ];
  const misses = missesOf(report, knownMisses);
  lines.push('', '### Misses', '');
  if (misses.length === 0) lines.push('None: every target met.');
  for (const miss of misses) {
    lines.push(`- **${miss.name}** (\`${miss.key}\`): ${miss.why}. Cause: ${miss.cause ?? '(to annotate)'}. Plan: ${miss.plan ?? '(to annotate)'}.`);
  }
  return `${lines.join('\n')}\n`;
}

/** Said only when several API processes served the load, so a one-instance table reads as before. */
function instancesLines(report) {
  const instances = report.options.instances ?? 1;
  if (instances === 1) return [];
  return [
    `${instances} API processes on the one database, each with its own pool of ${report.options.poolSize}: the connections of each measurement were dealt round-robin over them (single and raw p50 use one).`,
  ];
}

function dataLine(data) {
  const counts = data.counts ?? {};
  const parts = ['clients', 'employees', 'services', 'appointments'].map((name) => `${(counts[name] ?? 0).toLocaleString('en-US')} ${name}`);
  const source = data.buildSeconds !== null && data.buildSeconds !== undefined ? `built in ${Math.round(data.buildSeconds)} s` : 'an existing database, given with --database';
  return `${parts.join(', ')} (${source})`;
}

function memoryLine(memory) {
  const verdict = judgeMemory(memory);
  const met = verdict.met === null ? 'not measured' : verdict.met ? 'met' : 'missed';
  const each = memory?.perInstance ? ` (each process: ${memory.perInstance.map((one) => `${one.peakRssMb ?? '—'} MB`).join(', ')})` : '';
  return `Peak API memory: ${memory?.peakRssMb ?? '—'} MB resident${each} (VmRSS sampled every 100 ms; VmHWM ${memory?.hwmMb ?? '—'} MB at the end); target under ${MEMORY_TARGET_MB} MB: ${met}.`;
}

/** The same table, aligned for a terminal. */
export function formatConsole(report) {
  const { connections } = report.options;
  const rows = [columnsOf(connections), ...report.calls.map((row) => cells(row, connections))];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [...instancesLines(report), line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line), '', memoryLine(report.memory)].join('\n');
}
