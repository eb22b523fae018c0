import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const webRoot = mkdtempSync(join(tmpdir(), 'salon-web-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Salon</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.log("app")');
  t = await createTestApp({ env: { WEB_DIST_DIR: webRoot } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('serves index.html at the root and for client routes, uncached', async () => {
    for (const path of ['/', '/clients/42', '/apifoo', '/appointments/new?date=2026-11-23']) {
      const response = await t.http.get(path).expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    }
    const response = await t.http.get('/clients/42').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for a client route too', async () => {
    await t.http.head('/dashboard').expect(200);
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await t.http.get('/assets/app-1234.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await t.http.get('/assets/missing-5678.js').expect(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('never answers an unknown API path or a non-GET with the page', async () => {
    expect((await t.http.get('/api/clients-typo').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await t.http.get('/api').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await t.http.post('/clients/42').send({}).expect(404)).body.code).toBe('NOT_FOUND');
  });
});
