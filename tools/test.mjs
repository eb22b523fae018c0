#!/usr/bin/env node
// `npm test`: lint, type-check, unit and integration tests (real PostgreSQL),
// build, the first page's bundle budget, browser tests (real Chromium), and a
// check that a failing test turns the run red. Exits non-zero when anything fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { DATA_DIR, ROOT } from './lib/paths.mjs';
import { log, runCollected, seconds } from './lib/run.mjs';

const startedAt = Date.now();
await ensureInstalled(ROOT);

const RESULTS = join(DATA_DIR, 'test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' };

const SMALL_SUITES = [
  { name: 'tools', config: 'tools/vitest.config.mts' },
  { name: 'contracts', config: 'libs/contracts/vitest.config.mts' },
];
const API_SUITE = { name: 'api (unit + integration)', config: 'apps/api/vitest.config.mts' };
const WEB_SUITE = { name: 'web', config: 'apps/web/vitest.config.mts' };
const steps = [];
const counts = { passed: 0, failed: 0 };

/**
 * Runs one step; its output is shown in one piece when it ends, so steps that run side by
 * side (see the lanes below) stay readable.
 */
async function step(name, action) {
  const begun = Date.now();
  log(`▶ ${name}`);
  let ok;
  let output = '';
  try {
    ({ ok, output } = await action());
  } catch (error) {
    output += `${error?.stack ?? error}\n`;
    ok = false;
  }
  steps.push({ name, ok, time: seconds(begun) });
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  log(`${ok ? '✔' : '✘'} ${name} (${seconds(begun)})`);
  return ok;
}

const npx = (args) => runCollected('npx', args, { cwd: ROOT, env }).then(({ code, output }) => ({ ok: code === 0, output }));

function vitest(name, config) {
  const file = join(RESULTS, `${name.replace(/\W+/g, '-')}.json`);
  return runCollected('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    cwd: ROOT,
    env,
  }).then(({ code, output }) => {
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      if (report.numTotalTests === 0) return { ok: false, output: `${output}${name}: no test ran\n` };
    }
    return { ok: code === 0, output };
  });
}

/** A deliberately failing test must make vitest exit non-zero, embedded PostgreSQL and all. */
function exitCodeCanary() {
  return new Promise((resolve) => {
    // Force the embedded PostgreSQL, the source whose exit hooks caused the trap.
    const canaryEnv = { ...process.env, ...env, FORCE_COLOR: '0', TESTCONTAINERS_DISABLED: 'true' };
    delete canaryEnv.TEST_DATABASE_URL;
    const child = spawn('npx', ['vitest', 'run', '--config', 'apps/api/src/common/testing/exit-code-canary/vitest.config.mts'], {
      cwd: ROOT,
      env: canaryEnv,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const sawFailure = output.includes('is deliberately failing after touching the database');
      if (code !== 0 && sawFailure) return resolve({ ok: true, output: '' });
      resolve({ ok: false, output: `${output}\nThe deliberately failing test ended with exit code ${code}: a red test would not turn npm test red.\n` });
    });
  });
}

// Vitest gives each run one worker per core but one, so on 2 cores a suite alone leaves a
// core idle. Three lanes run side by side instead: the two long suites, and everything else
// in its order (the canary last, once no other suite is starting PostgreSQL).
let built = false;
const suiteStep = (suite) => step(`Tests: ${suite.name}`, () => vitest(suite.name, suite.config));
await Promise.all([
  suiteStep(WEB_SUITE),
  suiteStep(API_SUITE),
  (async () => {
    await step('Lint (ESLint)', () => npx(['eslint', '.', '--max-warnings=0']));
    // Never from the Nx cache: the test run checks the code as it is.
    await step('Type-check (tsc, every project)', () => npx(['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static', '--skipNxCache']));
    for (const suite of SMALL_SUITES) await suiteStep(suite);
    built = await step('Build (api, web)', () => npx(['nx', 'run-many', '-t', 'build', '--projects=api,web', '--outputStyle=static', '--skipNxCache']));
    if (built) {
      // The first page's JavaScript within 170 kB gzipped, and no source map shipped (issue 12).
      await step('Bundle budget (first page)', () =>
        runCollected(process.execPath, ['tools/check-bundle-budget.mjs'], { cwd: ROOT, env }).then(({ code, output }) => ({ ok: code === 0, output })),
      );
      await step('Browser tests (Chromium)', () => vitest('web-e2e', 'apps/web-e2e/vitest.config.mts'));
    }
  })(),
]);
await step('A failing test fails the run', exitCodeCanary);

const failedSteps = steps.filter((s) => !s.ok);
console.log('\nSummary');
for (const s of steps) console.log(`  ${s.ok ? '✔' : '✘'} ${s.name.padEnd(32)} ${s.time}`);
if (!built) console.log('  ✘ Browser tests (Chromium)          not run: the build failed');
console.log(`\nFinished in ${seconds(startedAt)}.`);
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps.length === 0 && built ? 0 : 1);
