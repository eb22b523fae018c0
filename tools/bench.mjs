#!/usr/bin/env node
// `npm run bench`: throughput, latency and memory of the built API on an
// embedded PostgreSQL, measured with autocannon over loopback. Numbers vary on
// shared machines; compare runs on the same machine, never assert them in tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { API_DIST, DATA_DIR, ROOT } from './lib/paths.mjs';
import { runOrThrow } from './lib/run.mjs';
import { stopChild, waitForHealth } from './lib/wait-for-health.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGETS = [
  { name: 'GET /api/health (one database round trip)', path: '/api/health' },
  { name: 'GET /api/no-such-route (404 envelope)', path: '/api/no-such-route' },
  { name: 'GET /api/service-types (signed in)', path: '/api/service-types', signedIn: true },
  { name: 'GET /api/clients (first page of 200)', path: '/api/clients?is_active=true', signedIn: true },
  { name: 'GET /api/clients?search= (name/e-mail/phone)', path: '/api/clients?search=smi', signedIn: true },
  { name: 'GET /api/employees (page of 10)', path: '/api/employees?limit=10&is_active=true', signedIn: true },
  { name: 'GET /api/services (filtered, by price)', path: '/api/services?activeOnly=true&max_price=200&sortBy=base_price', signedIn: true },
  ...appointmentTargets(new Date()),
];

/** The calls the front desk makes all day, on the demo salon's ~2,000 appointments. */
function appointmentTargets(now) {
  const day = (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const month = day(0).slice(0, 7);
  const sunday = day(-now.getUTCDay());
  return [
    { name: 'GET /api/appointments (page of 10, by date)', path: '/api/appointments?limit=10', signedIn: true },
    { name: 'GET /api/appointments/month (calendar)', path: `/api/appointments/month?month=${month}`, signedIn: true },
    { name: 'GET /api/availability/employee/1 (slots)', path: `/api/availability/employee/1?date=${day(2)}&service_id=1`, signedIn: true },
    { name: 'GET /api/availability/day-schedule', path: `/api/availability/day-schedule?date=${day(1)}`, signedIn: true },
    { name: 'GET /api/availability/week-schedule', path: `/api/availability/week-schedule?start_date=${sunday}`, signedIn: true },
    { name: 'GET /api/appointments/statistics (90 days)', path: `/api/appointments/statistics?date_from=${day(-90)}&date_to=${day(0)}`, signedIn: true },
  ];
}

await ensureInstalled(ROOT);
await runOrThrow('npx', ['vite', 'build', '--config', 'apps/api/vite.config.mts', '--logLevel', 'warn'], { cwd: ROOT });
const { freePort, startEmbeddedPostgres } = await import('./lib/embedded-postgres.mjs');
const { default: autocannon } = await import('autocannon');

const dir = join(DATA_DIR, 'bench-postgres', String(process.pid));
const pg = await startEmbeddedPostgres({ dir, port: await freePort() });
const port = await freePort();
const api = spawn(process.execPath, [join(API_DIST, 'main.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: pg.url('postgres'), DEMO_DATA: 'true', JWT_SECRET: randomBytes(48).toString('base64url'), LOG_LEVEL: 'warn' },
});

try {
  const base = `http://127.0.0.1:${port}`;
  if (!(await waitForHealth(`${base}/api/health`, api))) throw new Error('The API did not start; see its log above.');
  // The demo salon's owner: lists are measured on believable data (DECISIONS §10).
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'Demo!Salon2026' }),
  });
  const token = (await login.json()).data?.token;
  if (!token) throw new Error(`Could not sign in as the demo owner (HTTP ${login.status}).`);
  console.log(`API on ${base}; ${CONNECTIONS} connections, ${DURATION} s per target\n`);
  console.log('target'.padEnd(48), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
  for (const target of TARGETS) {
    const headers = target.signedIn ? { authorization: `Bearer ${token}` } : {};
    const result = await autocannon({ url: base + target.path, connections: CONNECTIONS, duration: DURATION, headers });
    console.log(
      target.name.padEnd(48),
      String(Math.round(result.requests.average)).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
    );
  }
  const status = (() => {
    try {
      return readFileSync(`/proc/${api.pid}/status`, 'utf8'); // Linux only
    } catch {
      return '';
    }
  })();
  const rss = status.match(/VmRSS:\s+(\d+)/)?.[1];
  const peak = status.match(/VmHWM:\s+(\d+)/)?.[1];
  if (rss) console.log(`\nAPI memory: ${Math.round(Number(rss) / 1024)} MiB resident, peak ${Math.round(Number(peak) / 1024)} MiB`);
} finally {
  await stopChild(api);
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
