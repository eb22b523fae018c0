#!/usr/bin/env node
// `node tools/lighthouse.mjs`: Lighthouse 12 performance of the first pages, in Chromium, as a phone
// (mobile preset: slow 4G, 4x slower CPU) and as a desktop. Each run is a cold load in a fresh
// browser profile; the median of three counts. Signed-in pages start with the demo owner's
// session in local storage, as after signing in. Exits non-zero when a target is missed.
// Numbers move with the machine's load: not part of `npm test`.
//
//   node tools/lighthouse.mjs                  build, start the app on an embedded PostgreSQL, measure
//   node tools/lighthouse.mjs --url http://localhost:3000   measure a running app (npm start) instead
//   node tools/lighthouse.mjs --runs 5         more runs per page and preset; --no-build uses dist/ as it is
//   node tools/lighthouse.mjs --page /appointments --preset mobile   only these (each may be given more than once)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { API_DIST, DATA_DIR, ROOT, WEB_DIST } from './lib/paths.mjs';
import { log, runOrThrow } from './lib/run.mjs';
import { stopChild, waitForHealth } from './lib/wait-for-health.mjs';

const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/appointments', signedIn: true },
];
/** Issue 12's targets: the performance score, 0-100, per preset. */
const TARGETS = { desktop: 90, mobile: 75 };
const DEMO = { username: 'owner', password: 'Demo!Salon2026' };
const REPORTS = join(DATA_DIR, 'lighthouse');
/** A run Lighthouse could not measure (its trace was lost...), as opposed to a page that failed. */
class LighthouseRunError extends Error {}

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
    preset: { type: 'string', multiple: true },
  },
});
const RUNS = Number(options.runs);
const pages = PAGES.filter((page) => !options.page || options.page.includes(page.path));
const presets = ['mobile', 'desktop'].filter((preset) => !options.preset || options.preset.includes(preset));
if (pages.length === 0 || presets.length === 0) throw new Error(`Nothing to measure: --page is one of ${PAGES.map((page) => page.path).join(', ')}, --preset mobile or desktop`);

await ensureInstalled(ROOT);
const chromePath = await ensureChromium();
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const chromeLauncher = await import('chrome-launcher');
const { default: puppeteer } = await import('puppeteer-core');

const app = options.url ? { base: options.url.replace(/\/$/, ''), stop: async () => undefined } : await startApp();
try {
  const results = [];
  for (const preset of presets) {
    for (const page of pages) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        log(`${preset} ${page.path}: run ${run} of ${RUNS}`);
        runs.push(await measureWithRetry(`${app.base}${page.path}`, preset, page.signedIn ? () => signIn(app.base) : null));
      }
      results.push({ preset, page: page.path, target: TARGETS[preset], runs, median: median(runs) });
    }
  }
  printTable(results);
  // Lighthouse scales what it observes (a 4x slower CPU on mobile): other work on the machine shows in the scores.
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(`\nLoad average while measuring (1, 5, 15 min): ${load.join(', ')}`);
  mkdirSync(REPORTS, { recursive: true });
  const file = join(REPORTS, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), base: app.base, runsPerPage: RUNS, loadAverage: load, results }, null, 2)}\n`);
  console.log(`\nReport: ${file}`);
  const missed = results.filter((result) => result.median.performance < result.target);
  for (const result of missed) console.log(`Missed: ${result.preset} ${result.page} scored ${result.median.performance}, target ${result.target}`);
  process.exitCode = missed.length === 0 ? 0 : 1;
} finally {
  await app.stop();
}

/** Builds (Nx skips what did not change) and serves the app like `npm start`, on a throw-away database with the demo salon. */
async function startApp() {
  if (!options['no-build']) {
    log('Building the API and the web app...');
    await runOrThrow('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,web', '--outputStyle=static'], {
      cwd: ROOT,
      env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
  }
  const { freePort, startEmbeddedPostgres } = await import('./lib/embedded-postgres.mjs');
  const dir = join(DATA_DIR, 'lighthouse-postgres', String(process.pid));
  const pg = await startEmbeddedPostgres({ dir, port: await freePort(), fast: true });
  const port = await freePort();
  const api = spawn(process.execPath, [join(API_DIST, 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: pg.url('postgres'),
      DEMO_DATA: 'true',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: WEB_DIST,
    },
  });
  const stop = async () => {
    await stopChild(api);
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  if (!(await waitForHealth(`${base}/api/health`, api, 300_000))) {
    await stop();
    throw new Error('The app did not start; see its log above.');
  }
  return { base, stop };
}

/** The demo owner's session as the web app stores it after signing in (spec part 1 §9). */
async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const data = (await response.json()).data;
  if (!data?.token) throw new Error(`Could not sign in as the demo owner (HTTP ${response.status}); is the demo salon loaded?`);
  return { token: data.token, refreshToken: data.refreshToken, user: JSON.stringify(data.user) };
}

/** Lighthouse sometimes loses the trace of a load (NO_NAVSTART...): such a run is made again, twice at most. */
async function measureWithRetry(url, preset, session) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, preset, session ? await session() : null);
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRunError)) throw error;
      log(`  ${error.message}; running it again`);
    }
  }
}

/** One cold Lighthouse run in a fresh browser profile; with a session, it is stored first (from a tiny file, so no app code is cached). */
async function measure(url, preset, session) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(new URL('/favicon.svg', url).href);
      await tab.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), Object.entries(session));
      await tab.close();
      await browser.disconnect();
    }
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], onlyAudits: ['errors-in-console'], disableStorageReset: Boolean(session) };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
    const finalUrl = lhr.finalDisplayedUrl;
    if (new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl}: the page was not measured`);
    // A page that crashed (its error page shown) can score well: it drew little. Any console error voids the run.
    const consoleErrors = lhr.audits['errors-in-console'].details?.items ?? [];
    if (consoleErrors.length > 0) throw new Error(`${url} logged errors, so what was measured is not the page: ${consoleErrors.map((item) => item.description).join('; ')}`);
    const metric = (id) => lhr.audits[id].numericValue;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(metric('speed-index')),
      transferBytes: metric('total-byte-weight'),
      // Where the main thread's time went (script evaluation, style and layout...), to tell what TBT is made of.
      mainThreadMs: Object.fromEntries((lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [item.group, Math.round(item.duration)])),
      // The scripts that took longest (evaluation and parsing), by file name.
      scriptMs: Object.fromEntries(
        (lhr.audits['bootup-time'].details?.items ?? []).slice(0, 5).map((item) => [item.url.replace(/^.*\//, ''), Math.round(item.total)]),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/** The run with the median performance score (its metrics stay together). */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function printTable(results) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} cold loads` : 'one cold load'} per page\n`);
  console.log(['preset', 'page', 'score', 'target', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'bytes'].map((h, i) => (i < 2 ? h.padEnd(i ? 14 : 8) : h.padStart(8))).join(''));
  for (const { preset, page, target, median: m } of results) {
    const cells = [m.performance, target, seconds(m.fcpMs), seconds(m.lcpMs), `${m.tbtMs} ms`, m.cls, seconds(m.speedIndexMs), `${Math.round(m.transferBytes / 1000)} kB`];
    console.log(preset.padEnd(8) + page.padEnd(14) + cells.map((cell) => String(cell).padStart(8)).join(''));
  }
}
