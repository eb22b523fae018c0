import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../../../tools/lib/chromium.mjs';
import { freePort, startEmbeddedPostgres } from '../../../../tools/lib/embedded-postgres.mjs';
import { API_DIST, DATA_DIR, ROOT, WEB_DIST } from '../../../../tools/lib/paths.mjs';
import { stopChild, waitForHealth } from '../../../../tools/lib/wait-for-health.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app with the demo salon loaded, as `npm start` serves it. */
    baseUrl: string;
    /** The same app on an empty database (no demo data): a salon on its first day. */
    emptyBaseUrl: string;
    chromiumPath: string;
  }
}

/** Starts the built app twice, on throw-away databases of one embedded PostgreSQL. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(API_DIST, 'main.js')) || !existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('The end-to-end tests run against the built app: run `npm run build` first (npm test does).');
  }
  const chromiumPath = await ensureChromium();
  const dir = join(DATA_DIR, 'e2e-postgres', String(process.pid));
  const postgres = await startEmbeddedPostgres({ dir, port: await freePort(), fast: true });
  const apps: ChildProcess[] = [];
  const teardown = async () => {
    await Promise.all(apps.map((app) => stopChild(app)));
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  };

  async function startApp(database: string, demoData: boolean): Promise<string> {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const port = await freePort();
    const app = spawn(process.execPath, ['--enable-source-maps', join(API_DIST, 'main.js')], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url(database),
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DEMO_DATA: String(demoData),
        WEB_DIST_DIR: WEB_DIST,
        LOG_LEVEL: 'warn',
      },
    });
    apps.push(app);
    const baseUrl = `http://127.0.0.1:${port}`;
    if (!(await waitForHealth(`${baseUrl}/api/health`, app, 60_000))) throw new Error(`The app did not answer ${baseUrl}/api/health`);
    return baseUrl;
  }

  try {
    const [baseUrl, emptyBaseUrl] = await Promise.all([startApp('salon_demo', true), startApp('salon_empty', false)]);
    console.log(`[e2e] demo salon at ${baseUrl}, empty salon at ${emptyBaseUrl}, Chromium at ${chromiumPath}`);
    project.provide('baseUrl', baseUrl);
    project.provide('emptyBaseUrl', emptyBaseUrl);
    project.provide('chromiumPath', chromiumPath);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
