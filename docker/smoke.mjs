#!/usr/bin/env node
// Smoke test of the compose stack (docker/compose.yaml): three app replicas behind nginx on one
// PostgreSQL. From the repository root, with a Docker engine:
//   node docker/smoke.mjs
// It builds and starts the stack under its own project name (salon-smoke) and port (SMOKE_PORT,
// 18080), checks health through the proxy, signs in, shows that requests reach all three
// replicas, races one booking through the proxy (exactly one wins), refreshes a session on one
// replica and reuses the old token on another (refused), stops a replica and reads on, and
// always ends with `docker compose down -v`. Exit code 0 when every check passed.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPLICAS = 3;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT = 'salon-smoke';
const PORT = Number(process.env.SMOKE_PORT ?? 18080);
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO_PASSWORD = 'Demo!Salon2026';
const READS = 60;
const RACERS = 10;

/**
 * The addresses that answered each request of the proxy's access log (docker/nginx.conf's
 * `upstreams` format) whose request line starts with `requestStart`; on a retry nginx lists
 * every address it tried, and the last one answered.
 */
export function answeringUpstreams(log, requestStart) {
  const answered = [];
  for (const line of log.split('\n')) {
    if (!line.includes(`"${requestStart}`)) continue;
    const match = / upstream=(\S.*?)\s*$/.exec(line);
    if (!match || match[1] === '-') continue;
    answered.push(match[1].split(', ').at(-1));
  }
  return answered;
}

/** How many times each value occurs, as { value: count }. */
export function tally(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** The first start time free for a booking in one employee's day of slots, or null. */
export function firstFreeStart(slots) {
  const free = slots.find((slot) => slot.is_available);
  return free ? free.start_time.slice(0, 5) : null;
}

/** YYYY-MM-DD of `days` days after `from` (UTC). */
export function daysAfter(from, days) {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

class SmokeFailure extends Error {}

function check(condition, message) {
  if (!condition) throw new SmokeFailure(message);
  console.log(`  ✔ ${message}`);
}

function docker(args, { env = {}, input } = {}) {
  const result = spawnSync('docker', args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

const compose = (args, options) => docker(['compose', '-f', 'docker/compose.yaml', '-p', PROJECT, ...args], options);

function mustCompose(args, options) {
  const result = compose(args, options);
  if (result.code !== 0) throw new SmokeFailure(`docker compose ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

async function api(path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'user-agent': 'salon-smoke', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (an nginx error page): the status says enough.
  }
  return { status: response.status, json, text };
}

/** Polls until `probe` returns a truthy value, at most `attempts` times a second apart. */
async function waitFor(what, attempts, probe) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new SmokeFailure(`gave up waiting for ${what}`);
}

/** A POST /api/auth/refresh-token sent inside one replica, straight to its own port (not through the proxy). */
function refreshOnReplica(index, refreshToken) {
  const script =
    "fetch('http://127.0.0.1:3000/api/auth/refresh-token',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({refreshToken:process.env.TOKEN})})" +
    '.then(async(r)=>console.log(JSON.stringify({status:r.status,body:await r.json()})))';
  const out = mustCompose(['exec', '-T', '--index', String(index), '-e', `TOKEN=${refreshToken}`, 'app', 'node', '-e', script]);
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** { ip: container name } of the running app replicas. */
function replicaAddresses() {
  const ids = mustCompose(['ps', '-q', 'app']).split('\n').filter(Boolean);
  const inspected = docker(['inspect', '-f', '{{.Name}} {{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', ...ids]).stdout;
  const byIp = {};
  for (const line of inspected.split('\n').filter(Boolean)) {
    const [name, ...ips] = line.trim().split(/\s+/);
    for (const ip of ips) byIp[ip] = name.replace(/^\//, '');
  }
  return byIp;
}

async function smoke() {
  const env = { JWT_SECRET: randomBytes(48).toString('base64'), APP_REPLICAS: String(REPLICAS), DEMO_DATA: 'true', HTTP_PORT: String(PORT) };
  console.log(`▶ up: ${REPLICAS} replicas, the proxy on ${BASE}`);
  mustCompose(['up', '-d', '--build', '--wait', '--wait-timeout', '600'], { env });

  console.log('▶ health through the proxy');
  const health = await waitFor('GET /api/health through the proxy to answer 200', 120, async () => {
    const response = await api('/health');
    return response.status === 200 ? response : null;
  });
  check(health.status === 200, 'GET /api/health answers 200 through the proxy');

  console.log('▶ sign in');
  const login = await api('/auth/login', { method: 'POST', body: { username: 'owner', password: DEMO_PASSWORD } });
  check(login.status === 200 && typeof login.json?.data?.token === 'string', `the demo owner signs in (HTTP ${login.status})`);
  const { token, refreshToken } = login.json.data;

  console.log(`▶ ${READS} reads spread over the replicas`);
  const reads = await Promise.all(Array.from({ length: READS }, () => api('/clients?limit=1', { token }).then((response) => response.status)));
  check(
    reads.every((status) => status === 200),
    `${READS} × GET /api/clients answer 200 (${JSON.stringify(tally(reads))})`,
  );
  // How we tell: nginx logs the address of the replica that answered each request (upstream=),
  // and Docker says which container has that address.
  const replicas = replicaAddresses();
  check(Object.keys(replicas).length === REPLICAS, `${REPLICAS} app containers run: ${JSON.stringify(replicas)}`);
  const proxyLog = await waitFor('the proxy to log the reads', 30, async () => {
    const log = compose(['logs', '--no-log-prefix', 'proxy']).stdout;
    return answeringUpstreams(log, 'GET /api/clients').length >= READS ? log : null;
  });
  const perReplica = tally(answeringUpstreams(proxyLog, 'GET /api/clients').map((address) => replicas[address.split(':')[0]] ?? `unknown ${address}`));
  console.log(`    answered by: ${JSON.stringify(perReplica)}`);
  check(Object.keys(perReplica).length === REPLICAS && !Object.keys(perReplica).some((name) => name.startsWith('unknown')), 'every replica answered some of the reads');

  console.log(`▶ one slot booked ${RACERS} times at once through the proxy`);
  const [clients, employees, services] = await Promise.all([
    api('/clients?limit=1&is_active=true', { token }),
    api('/employees?limit=5&is_active=true', { token }),
    api('/services?pageSize=1&activeOnly=true', { token }),
  ]);
  const client = clients.json.data.clients[0];
  const service = services.json.data.services[0];
  let booking = null;
  for (let ahead = 3; ahead <= 60 && !booking; ahead += 1) {
    const date = daysAfter(new Date(), ahead);
    for (const employee of employees.json.data.rows) {
      const slots = await api(`/availability/employee/${employee.employee_id}?date=${date}&service_id=${service.service_id}`, { token });
      const start = slots.status === 200 ? firstFreeStart(slots.json.data.slots) : null;
      if (!start) continue;
      booking = {
        client_id: client.client_id,
        employee_id: employee.employee_id,
        service_id: service.service_id,
        appointment_date: date,
        start_time: start,
        duration_minutes: service.duration_minutes,
        total_price: Number(service.base_price),
      };
      break;
    }
  }
  check(booking !== null, `a free slot was found: ${JSON.stringify(booking)}`);
  const race = await Promise.all(Array.from({ length: RACERS }, () => api('/appointments', { token, method: 'POST', body: booking })));
  const outcomes = tally(race.map((response) => `${response.status}${response.json?.code ? ` ${response.json.code}` : ''}`));
  console.log(`    outcomes: ${JSON.stringify(outcomes)}`);
  check(race.filter((response) => response.status === 201).length === 1, 'exactly one booking was made');
  check(race.filter((response) => response.status === 409).length === RACERS - 1, `the other ${RACERS - 1} were refused with 409`);

  console.log('▶ a refresh token rotated on one replica is refused on another');
  const first = refreshOnReplica(1, refreshToken);
  check(first.status === 200 && typeof first.body?.data?.refreshToken === 'string', `replica 1 rotates the refresh token (HTTP ${first.status})`);
  const reuse = refreshOnReplica(2, refreshToken);
  check(reuse.status === 401, `replica 2 refuses the rotated token (HTTP ${reuse.status})`);
  const family = refreshOnReplica(3, first.body.data.refreshToken);
  check(family.status === 401, `replica 3 refuses the new token too: the reuse ended the whole session (HTTP ${family.status})`);

  console.log('▶ one replica stopped: reads still answer through the proxy (nginx retries GETs on the next replica)');
  const stopped = mustCompose(['ps', '-q', 'app']).split('\n').filter(Boolean)[0];
  const stop = docker(['stop', stopped]);
  if (stop.code !== 0) throw new SmokeFailure(`docker stop failed: ${stop.stderr}`);
  const after = await Promise.all(Array.from({ length: 30 }, () => api('/clients?limit=1', { token }).then((response) => response.status)));
  check(
    after.every((status) => status === 200),
    `30 × GET /api/clients answer 200 with a replica down (${JSON.stringify(tally(after))})`,
  );
}

function down() {
  console.log('▶ down -v');
  const result = compose(['down', '-v', '--remove-orphans']);
  if (result.code !== 0) console.error(result.stdout + result.stderr);
}

async function main() {
  if (docker(['info']).code !== 0) {
    console.error('smoke: no Docker engine answers `docker info`');
    process.exit(2);
  }
  // The trap: whatever happens, the stack and its volume go.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      down();
      process.exit(130);
    });
  }
  try {
    await smoke();
    console.log('✔ smoke test passed');
  } catch (error) {
    console.error(`✘ smoke test failed: ${error instanceof SmokeFailure ? error.message : error?.stack ?? error}`);
    console.error(compose(['logs', '--tail', '80']).stdout);
    process.exitCode = 1;
  } finally {
    down();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
