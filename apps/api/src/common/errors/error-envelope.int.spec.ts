import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

const logLines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ logger: pino({ level: 'error' }, sink) });
  await createAccount(t.dataSource, 'sofia', ['stylist']);
  auth = bearer((await signIn(t, 'sofia')).token);
});
afterAll(async () => {
  await t?.close();
});

describe('the error envelope', () => {
  it('answers an unknown /api path with 404 NOT_FOUND', async () => {
    const response = await t.http.get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'No route matches GET /api/no-such-thing',
    });
  });

  it('answers a wrong method on a known path with 405 METHOD_NOT_ALLOWED and Allow', async () => {
    const response = await t.http.delete('/api/service-types').set(auth).expect(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.body).toEqual({
      success: false,
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: 'DELETE is not allowed on /api/service-types; use GET, HEAD',
      details: { allowed: ['GET', 'HEAD'] },
    });
    const withId = await t.http.post('/api/clients/12').set(auth).send({}).expect(405);
    expect(withId.headers.allow).toBe('DELETE, GET, HEAD, PUT');
  });

  it('answers a request address with broken percent-encoding with 400 in the envelope', async () => {
    const response = await t.http.get('/api/clients/%zz').set(auth).expect(400);
    expect(response.body).toEqual({
      success: false,
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The request address is not valid (check its percent-encoding)',
    });
  });

  it('refuses a form-encoded body with 415: the API takes JSON only', async () => {
    const response = await t.http.post('/api/auth/login').type('form').send('username=sofia&password=x').expect(415);
    expect(response.body).toMatchObject({ success: false, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('marks every API answer, success or failure, as not to be stored', async () => {
    expect((await t.http.get('/api/health').expect(200)).headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/api/clients').set(auth).expect(200)).headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/api/no-such-thing').expect(404)).headers['cache-control']).toBe('no-store');
  });

  it('answers a broken JSON body with 400 and a clear message, no stack', async () => {
    const response = await t.http
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"username": "sofia", ')
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers a wrong type in a query with 400 VALIDATION_FAILED and field errors', async () => {
    const response = await t.http.get('/api/service-types?is_active=7').set(auth).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details.fieldErrors).toEqual({ is_active: ['is_active must be true or false'] });
  });

  it('turns an unexpected failure into 500 INTERNAL_ERROR with no SQL or stack, logged with the request id', async () => {
    await t.dataSource.query('ALTER TABLE service_types RENAME TO service_types_gone');
    try {
      const response = await t.http.get('/api/service-types').set(auth).set('x-request-id', 'test-request-0001').expect(500);
      expect(response.body).toEqual({
        success: false,
        status: 500,
        code: 'INTERNAL_ERROR',
        message: 'An unexpected error occurred',
      });
      const text = JSON.stringify(response.body);
      expect(text).not.toMatch(/service_types|SELECT|relation|at .*\.ts/);
      expect(response.headers['x-request-id']).toBe('test-request-0001');
      const logged = logLines.find((line) => line.reqId === 'test-request-0001');
      expect(logged).toMatchObject({ level: 50, msg: 'Unhandled error' });
      expect(JSON.stringify(logged)).toContain('service_types');
    } finally {
      await t.dataSource.query('ALTER TABLE service_types_gone RENAME TO service_types');
    }
  });

  it('answers a body over the size limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.http
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'x' }))
      .expect(413);
    expect(response.body).toMatchObject({ success: false, status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await t.http.post('/api/auth/login').set('content-type', 'application/xml').send('<login/>').expect(415);
    expect(response.body).toMatchObject({ success: false, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('replaces a request id that is not sane with a generated one', async () => {
    const response = await t.http.get('/api/health').set('x-request-id', 'bad id with spaces').expect(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('bytes the HTTP parser refuses', () => {
  /** Sends raw bytes to the listening app and reads the whole answer. */
  async function rawExchange(bytes: string): Promise<{ status: number; headers: string; body: string }> {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, body] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head, body };
  }

  it('answers oversized headers with 431 in the envelope', async () => {
    const answer = await rawExchange(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ success: false, status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' });
  });

  it('answers broken framing with 400 in the envelope', async () => {
    const answer = await rawExchange('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({ success: false, status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' });
  });
});

describe('the API documentation', () => {
  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await t.http.get('/api/openapi.json').expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/health', '/service-types', '/service-types/{id}']));
  });

  it('serves the browsable documentation at /api/docs', async () => {
    const response = await t.http.get('/api/docs/').redirects(1).expect(200);
    expect(response.text).toContain('swagger-ui');
  });
});
