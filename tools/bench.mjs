#!/usr/bin/env node
// `npm run bench`: every call the front desk makes, measured on the built API at a salon's or a
// salon group's size (issue 13). For each call: one request at a time (single), p50 and p99 at
// each connection count with autocannon, and the raw-SQL floor (the same SQL the API sent,
// replayed straight through `pg`); then booking on distinct free slots and the overlap check,
// and the API's peak memory. Prints the table and writes bench/results/. Numbers move with the
// machine's load: nothing in `npm test` depends on them.
//
//   npm run bench                              small data set, 10 and 50 connections, 5 s each
//   npm run bench -- --size large              a salon group: 100,000 clients, ~1,000,000 appointments
//   npm run bench -- --database postgres://…   measure an already built database (a copy: booking adds rows)
//   npm run bench -- --only clients --seconds 2 --connections 10    some calls, quickly
//   npm run bench -- --instances 2             two API processes on the one database, connections dealt round-robin
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { isSelected, parseBenchArgs, USAGE } from './bench/options.mjs';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { DATA_DIR, ROOT } from './lib/paths.mjs';
import { log, onStopSignal, runCollected, runOrThrow } from './lib/run.mjs';
import { stopChild, waitForHealth } from './lib/wait-for-health.mjs';

const DEMO_OWNER = { username: 'owner', password: 'Demo!Salon2026' };
const RESULTS = join(ROOT, 'bench', 'results');
const KNOWN_MISSES = join(ROOT, 'bench', 'known-misses.json');
/** The API's pool (DATABASE_POOL_SIZE, 10 by default): the raw replay gets as many connections. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
/** Server settings of the shared benchmark server (/work/benchdb), so a built database is measured alike. */
const SERVER_SETTINGS = {
  shared_buffers: '1GB',
  work_mem: '16MB',
  maintenance_work_mem: '512MB',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
  effective_cache_size: '8GB',
  random_page_cost: '1.1',
};

let options;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

await ensureInstalled(ROOT);
const { CALLS, nameOf } = await import('./bench/calls.mjs');
const { measureLoad, measureSingle } = await import('./bench/http-load.mjs');
const { measureBooking } = await import('./bench/booking.mjs');
const { sampleMemory } = await import('./bench/memory.mjs');
const { startCaptureProxy } = await import('./bench/pg-capture.mjs');
const { countData, countOverlaps, pickQueryValues } = await import('./bench/query-values.mjs');
const { planWaves, replay } = await import('./bench/raw-replay.mjs');
const { formatConsole, formatMarkdown, missesOf } = await import('./bench/report.mjs');
const { freePort, startEmbeddedPostgres } = await import('./lib/embedded-postgres.mjs');
const { default: pg } = await import('pg');

/** Undone last-first at the end, on failure and on Ctrl-C. */
const cleanups = [];
let cleaning = null;
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (cleanups.length > 0) await cleanups.pop()().catch((error) => console.error(`Cleaning up: ${error.message}`));
  })());
onStopSignal(async () => {
  await cleanUp();
  process.exit(130);
});

const secret = randomBytes(48).toString('base64url');
const startedAt = new Date();
try {
  const apiMain = options.apiDist ? join(resolve(options.apiDist), 'main.js') : await buildApi();
  const database = options.database ? { url: options.database, buildSeconds: null } : await buildDatabase(apiMain);
  const api = await startApi(apiMain, { DATABASE_URL: database.url });
  // Further instances start once the first has migrated; loads are dealt over all of them.
  const apis = [api];
  while (apis.length < options.instances) apis.push(await startApi(apiMain, { DATABASE_URL: database.url }));
  const proxy = await startCaptureProxy(database.url);
  cleanups.push(() => proxy.close());
  // A second API whose SQL passes through the proxy: it serves only the requests whose SQL is captured.
  const captureApi = await startApi(apiMain, { DATABASE_URL: proxy.url, OUTBOX_POLL_MS: '0' });

  const memories = apis.map((instance) => sampleMemory(instance.child.pid));
  cleanups.push(async () => memories.forEach((memory) => memory.stop()));
  const data = await countData(database.url);
  const values = await pickQueryValues(database.url, { username: DEMO_OWNER.username });
  const calls = CALLS.map((call) => ({ ...call, name: nameOf(call, values) })).filter((call) => isSelected(call, options.only));
  if (calls.length === 0) throw new Error(`No call matches --only ${options.only.join(', ')}`);
  const across = options.instances > 1 ? ` across ${options.instances} API processes` : '';
  log(`Measuring ${calls.length} calls on ${data.counts.appointments.toLocaleString('en-US')} appointments; ${options.connections.join(' and ')} connections${across}, ${options.seconds} s each`);

  const rows = [];
  for (const call of calls) {
    log(`${call.name}...`);
    const row = { key: call.key, name: call.name, kind: call.kind ?? 'read', target: call.target, path: call.path?.(values) ?? null };
    try {
      const token = await signIn(api.base);
      if (row.kind === 'booking') Object.assign(row, await measureBookingRow({ apis, token, database, values }));
      else if (row.kind === 'export') Object.assign(row, await measureExportRow({ call, row, api, captureApi, proxy, token, database }));
      else Object.assign(row, await measureReadRow({ call, row, apis, captureApi, proxy, token, database }));
    } catch (error) {
      row.error = error.message;
      log(`  failed: ${error.message}`);
    }
    // The machine is shared: each row keeps the load average at its end, beside its figures.
    row.loadAverage = loadavg().map((value) => Number(value.toFixed(1)));
    rows.push(row);
  }

  const report = {
    measuredAt: startedAt.toISOString(),
    size: options.size,
    options: {
      connections: options.connections,
      seconds: options.seconds,
      only: options.only,
      database: options.database ? 'given' : 'built',
      poolSize: POOL_SIZE,
      instances: options.instances,
    },
    machine: {
      cpuModel: cpus()[0]?.model?.trim() ?? 'unknown',
      cpus: cpus().length,
      ramGb: Math.round(totalmem() / 2 ** 30),
      loadAverage: loadavg().map((value) => Number(value.toFixed(1))),
      node: process.version,
      postgres: data.postgres,
      gitCommit: (await runCollected('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })).output.trim(),
      // The API was built from the working tree: say when it held changes not yet committed.
      uncommittedChanges: (await runCollected('git', ['status', '--porcelain', '--', 'apps/api', 'libs/contracts'], { cwd: ROOT })).output.trim() !== '',
    },
    data: { counts: data.counts, buildSeconds: database.buildSeconds },
    values,
    calls: rows,
    memory: memoryOf(memories.map((memory) => memory.stop())),
  };
  const knownMisses = existsSync(KNOWN_MISSES) ? JSON.parse(readFileSync(KNOWN_MISSES, 'utf8')) : {};
  report.misses = missesOf(report, knownMisses);
  console.log(`\n${formatConsole(report)}\n`);
  for (const miss of report.misses) console.log(`Missed: ${miss.name}: ${miss.why}`);
  writeReport(report, knownMisses);
  process.exitCode = report.misses.length === 0 ? 0 : 1;
} finally {
  await cleanUp();
}

/** Bundles the API into a folder of this run's own, so a running `npm start` or another run keeps its build. */
async function buildApi() {
  const outDir = join(ROOT, 'dist', 'bench', String(process.pid), 'api');
  cleanups.push(() => rm(join(ROOT, 'dist', 'bench', String(process.pid)), { recursive: true, force: true }));
  log('Building the API...');
  await runOrThrow('npx', ['vite', 'build', '--config', 'apps/api/vite.config.mts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT });
  return join(outDir, 'main.js');
}

/**
 * A throw-away embedded PostgreSQL, tuned like the shared benchmark server; the API migrates it
 * and loads the demo salon, then tools/bench/large-data.mjs grows it to the asked size.
 */
async function buildDatabase(apiMain) {
  const dir = join(DATA_DIR, 'bench-postgres', String(process.pid));
  const port = await freePort();
  const start = () => startEmbeddedPostgres({ dir, port });
  let server = await start();
  cleanups.push(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });
  const admin = new pg.Client(server.url('postgres'));
  await admin.connect();
  for (const [name, value] of Object.entries(SERVER_SETTINGS)) await admin.query(`ALTER SYSTEM SET ${name} = '${value}'`);
  await admin.end();
  await server.stop();
  server = await start();
  const url = server.url('postgres');

  const buildStarted = Date.now();
  log('Migrating and loading the demo salon...');
  const seeding = await startApi(apiMain, { DATABASE_URL: url, DEMO_DATA: 'true' });
  await seeding.stop();
  const builder = join(ROOT, 'tools', 'bench', 'large-data.mjs');
  if (existsSync(builder)) {
    const { buildBenchData } = await import(builder);
    log(`Growing the data to the ${options.size} set...`);
    await buildBenchData(url, { size: options.size, log: (message) => log(`  ${message}`) });
  } else {
    log('tools/bench/large-data.mjs is not there: measuring the demo salon as it is');
  }
  return { url, buildSeconds: (Date.now() - buildStarted) / 1000 };
}

/** Starts the built API on a free port and waits for its health check. */
async function startApi(apiMain, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [apiMain], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: secret, LOG_LEVEL: 'warn', ...env },
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopChild(child);
  };
  cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  // Migrations and the demo data come first: a large database may take minutes.
  if (!(await waitForHealth(`${base}/api/health`, child, 15 * 60_000))) throw new Error('The API did not start; see its log above.');
  return { base, child, stop };
}

/** A fresh access token each row: they last 15 minutes and a large run takes longer. */
async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_OWNER) });
  const token = (await response.json()).data?.token;
  if (!token) throw new Error(`Could not sign in as the demo owner (HTTP ${response.status})`);
  return token;
}

function headersFor(call, token) {
  return {
    ...(call.signedIn === false ? {} : { authorization: `Bearer ${token}` }),
    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
}

/** The statements one request of the call made the API send, through the capture API. */
async function captureSql({ call, row, captureApi, proxy, token }) {
  proxy.start();
  let statements;
  try {
    const response = await fetch(captureApi.base + row.path, { method: call.method ?? 'GET', headers: headersFor(call, token), body: call.body });
    await response.arrayBuffer();
  } finally {
    statements = proxy.stop();
  }
  return statements;
}

/** Replays the captured SQL; the raw cell says what it holds, or why there is none. */
async function rawFloor(statements, { databaseUrl, connections, seconds, maxRequests }) {
  if (statements.length === 0) return { skipped: 'the call sends no SQL' };
  const waves = planWaves(statements);
  const result = await replay({ databaseUrl, waves, connections, seconds, poolSize: POOL_SIZE, maxRequests });
  return { ...result, connections, statements: statements.length, waves: waves.length, sql: statements.map((statement) => statement.text) };
}

async function measureReadRow({ call, row, apis, captureApi, proxy, token, database }) {
  const headers = headersFor(call, token);
  const url = apis[0].base + row.path;
  const urls = apis.map((instance) => instance.base + row.path);
  const method = call.method ?? 'GET';
  const statements = call.raw === false ? [] : await captureSql({ call, row, captureApi, proxy, token });
  const { lastBody: _body, ...single } = await measureSingle(url, { method, body: call.body, headers, expectStatus: call.expectStatus, budgetMs: options.seconds * 1000 });
  log(`  single ${fmt(single.medianMs)} ms`);
  // autocannon drops what is still running when the time is up, so a slow call would be
  // judged on its fastest answers. Under N connections on two cores an answer takes about
  // single × N / 2; when fewer than five answers per connection would fit in the time, the
  // call makes two requests per connection instead, all of them finished.
  const load = {};
  for (const connections of options.connections) {
    const slow = single.medianMs !== null && single.medianMs * connections > options.seconds * 400;
    const amount = slow ? connections * 2 : undefined;
    load[connections] = { ...(await measureLoad(urls, { method, body: call.body, headers, connections, seconds: options.seconds, expectStatus: call.expectStatus, amount })), ...(amount ? { amount } : {}) };
    const { p50, p99, failures, perSecond } = load[connections];
    log(`  @${connections}: p50 ${fmt(p50)} ms, p99 ${fmt(p99)} ms, ${perSecond}/s, ${failures} failed${amount ? ` (${amount} requests, too slow for ${options.seconds} s)` : ''}`);
  }
  const rawConnections = options.connections.includes(10) ? 10 : options.connections[0];
  const raw =
    call.raw === false ? { skipped: 'not asked for this call' } : await rawFloor(statements, { databaseUrl: database.url, connections: rawConnections, seconds: options.seconds });
  if (raw.p50 !== undefined) log(`  raw @${rawConnections}: p50 ${fmt(raw.p50)} ms (${raw.statements} statements in ${raw.waves} waves, ${raw.errors} errors)`);
  const apiP50 = load[rawConnections]?.p50;
  return { single, load, raw, ratio: raw.p50 && apiP50 ? apiP50 / raw.p50 : null };
}

/** The month's CSV: time to the last byte of three downloads one after the other, and its rows. */
async function measureExportRow({ call, row, api, captureApi, proxy, token, database }) {
  const headers = headersFor(call, token);
  const statements = await captureSql({ call, row, captureApi, proxy, token });
  const { lastBody, ...single } = await measureSingle(api.base + row.path, { headers, count: 3, warmups: 1, budgetMs: 120_000 });
  const rows = Math.max(0, lastBody.split('\n').filter((line) => line.trim() !== '').length - 1);
  log(`  ${fmt(single.medianMs)} ms to the last byte, ${rows} rows`);
  const raw = await rawFloor(statements, { databaseUrl: database.url, connections: 1, seconds: 120, maxRequests: 3 });
  return { single, export: { rows }, raw, ratio: raw.p50 && single.medianMs ? single.medianMs / raw.p50 : null };
}

async function measureBookingRow({ apis, token, database, values }) {
  const result = await measureBooking({ bases: apis.map((instance) => instance.base), token, databaseUrl: database.url, values, connections: options.connections, seconds: options.seconds, log });
  const { lastBody: _body, ...single } = result.single;
  for (const [connections, run] of Object.entries(result.load)) log(`  @${connections}: ${run.perSecond ?? 0} bookings/s, p50 ${fmt(run.p50)} ms, ${run.failures ?? 0} failed`);
  const overlaps = await countOverlaps(database.url);
  log(`  ${overlaps.overlaps} overlapping appointments among ${overlaps.appointments.toLocaleString('en-US')}`);
  return { single, load: result.load, raw: null, ratio: null, booking: { ...overlaps, slotsFound: result.slotsFound } };
}

/** One instance's memory as before; with several, the largest of each figure and every instance's own. */
function memoryOf(perInstance) {
  if (perInstance.length === 1) return perInstance[0];
  const largest = (field) => Math.max(...perInstance.map((memory) => memory[field] ?? 0)) || null;
  return { peakRssMb: largest('peakRssMb'), hwmMb: largest('hwmMb'), perInstance };
}

function fmt(ms) {
  return ms === null || ms === undefined ? '—' : ms < 10 ? ms.toFixed(2) : Math.round(ms).toLocaleString('en-US');
}

/**
 * bench/results/<time>-<size>.json and .md, and latest-<size>.md, for full runs; a run of some
 * calls (--only) writes its JSON to .data/bench/ only, so it never stands in for the table.
 */
function writeReport(report, knownMisses) {
  const stamp = report.measuredAt.replace(/:\d{2}\.\d{3}Z$/, 'Z').replace(/:/g, '-');
  // Several instances are a comparison, not the table of record: they never replace latest-<size>.md.
  const partial = options.only.length > 0 || options.instances > 1;
  const folder = options.only.length > 0 ? join(DATA_DIR, 'bench') : RESULTS;
  mkdirSync(folder, { recursive: true });
  const base = join(folder, `${stamp}-${report.size}${options.instances > 1 ? `-${options.instances}-instances` : ''}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  const markdown = formatMarkdown(report, knownMisses);
  writeFileSync(`${base}.md`, markdown);
  if (!partial) writeFileSync(join(RESULTS, `latest-${report.size}.md`), markdown);
  const kept = options.only.length > 0 ? 'some calls only: bench/results/ left as it is' : `several instances: latest-${report.size}.md left as it is`;
  log(`Results: ${base}.json and .md${partial ? ` (${kept})` : `, and bench/results/latest-${report.size}.md`}`);
}
