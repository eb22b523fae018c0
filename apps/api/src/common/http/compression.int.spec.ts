import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../testing/accounts';
import { clientBody, employeeBody, openDay, serviceBody } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

// A built app as the web build writes it: each asset with its brotli and gzip twins.
const webRoot = mkdtempSync(join(tmpdir(), 'salon-web-compressed-'));
const APP_JS = `console.log(${JSON.stringify('salon '.repeat(400))});`;
let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Salon</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app-1234.js'), APP_JS);
  writeFileSync(join(webRoot, 'assets', 'app-1234.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(webRoot, 'assets', 'app-1234.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(webRoot, 'assets', 'app-1234.js.map'), '{"version":3}');
  t = await createTestApp({ env: { WEB_DIST_DIR: webRoot } });
  owner = await signedInAs(t, 'olivia', ['owner']);
  for (let i = 0; i < 12; i += 1) {
    await t.http.post('/api/clients').set(owner).send(clientBody({ first_name: `Client${i}`, email: `client${i}@example.com`, phone: null })).expect(201);
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The raw bytes as sent, without an HTTP client's transparent decompression. */
function request(url: string, headers: Record<string, string> = {}) {
  return t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
}

describe('compressed API answers', () => {
  it('sends a JSON list in brotli or gzip, as the client asks, and says it varies on it', async () => {
    const plain = await request('/api/clients?limit=200', owner);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = plain.json();
    expect(list.data.clients).toHaveLength(12);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await request('/api/clients?limit=200', { ...owner, 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(list);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await request('/api/clients?limit=200', { ...owner, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(list);
  });

  it('compresses a 60-row list in one call, with its length known and a 256 KB brotli window', async () => {
    for (let i = 0; i < 60; i += 1) {
      await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: `Stylist${i}`, email: `stylist${i}@example.com`, specializations: 'Cuts, colour' })).expect(201);
    }
    const plain = await request('/api/employees?limit=100', owner);
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);

    const br = await request('/api/employees?limit=100', { ...owner, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    // Compressed in one call: the length is sent; the streaming path sends it chunked, without one.
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    // The stream header's window bits: 0b0011 is 2^18 bytes (brotli's default, 2^22, is 0b1011).
    expect(br.rawPayload[0] & 0x0f).toBe(0b0011);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer and the error envelope as they are', async () => {
    const me = await request('/api/auth/me', { ...owner, 'accept-encoding': 'br, gzip' });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();

    const missing = await request('/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ success: false, status: 404, code: 'NOT_FOUND' });
  });

  it('still streams the CSV export, compressed, with its type and file name', async () => {
    const employeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody()).expect(201)).body.data.employee_id;
    const serviceId = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Cut' })).expect(201)).body.data.service_id;
    const clientId = (await t.http.get('/api/clients').set(owner).expect(200)).body.data.clients[0].client_id;
    const date = openDay(0);
    await t.http
      .post('/api/appointments')
      .set(owner)
      .send({ client_id: clientId, employee_id: employeeId, service_id: serviceId, appointment_date: date, start_time: '10:00', duration_minutes: 60, total_price: 60 })
      .expect(201);

    const response = await request(`/api/appointments/export?date_from=${date}&date_to=${date}`, { ...owner, 'accept-encoding': 'gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"$/);
    // A stream: its length is not known before it ends.
    expect(response.headers['content-length']).toBeUndefined();
    const csv = gunzipSync(response.rawPayload).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parse(csv, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Date: date, Start: '10:00', Service: 'Cut', Price: '60.00' });
  });
});

describe('pre-compressed web files', () => {
  it('sends the brotli or gzip twin of a hashed asset, with a long cache life and Vary', async () => {
    const br = await request('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(APP_JS);

    const gzip = await request('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(APP_JS);

    const plain = await request('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(APP_JS);
  });

  it('keeps index.html revalidated and never serves a source map', async () => {
    const page = await request('/', { 'accept-encoding': 'br, gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');

    expect((await request('/assets/app-1234.js.map')).statusCode).toBe(404);
  });
});
