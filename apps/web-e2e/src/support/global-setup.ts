import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../../../tools/lib/chromium.mjs';
import { freePort, startEmbeddedPostgres } from '../../../../tools/lib/embedded-postgres.mjs';
import { API_DIST, DATA_DIR, ROOT, WEB_DIST } from '../../../../tools/lib/paths.mjs';
import { stopChild, waitForHealth } from '../../../../tools/lib/wait-for-health.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

/** Starts the built app, as `npm start` would, on a throw-away database. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(API_DIST, 'main.js')) || !existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('The end-to-end tests run against the built app: run `npm run build` first (npm test does).');
  }
  const chromiumPath = await ensureChromium();
  const dir = join(DATA_DIR, 'e2e-postgres', String(process.pid));
  const pg = await startEmbeddedPostgres({ dir, port: await freePort(), fast: true });
  let api: ChildProcess | undefined;
  const teardown = async () => {
    if (api) await stopChild(api);
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const port = await freePort();
    api = spawn(process.execPath, ['--enable-source-maps', join(API_DIST, 'main.js')], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: pg.url('postgres'),
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DEMO_DATA: 'true',
        WEB_DIST_DIR: WEB_DIST,
        LOG_LEVEL: 'warn',
      },
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    if (!(await waitForHealth(`${baseUrl}/api/health`, api, 60_000))) throw new Error(`The app did not answer ${baseUrl}/api/health`);
    console.log(`[e2e] app at ${baseUrl}, Chromium at ${chromiumPath}`);
    project.provide('baseUrl', baseUrl);
    project.provide('chromiumPath', chromiumPath);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
