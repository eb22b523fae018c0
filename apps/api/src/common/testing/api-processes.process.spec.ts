import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { createAccount, TEST_PASSWORD } from './accounts';
import { twoInstances, type ApiProcess } from './api-processes';
import { createTestDatabase, type TestDatabase } from './test-database';

describe('API processes for tests', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
    await createAccount(dataSource, 'owner', ['admin']);
    [a, b] = await twoInstances(db);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dataSource?.destroy();
    await db?.drop();
  });

  it('runs two processes of their own on one database, and a token from one works on the other', async () => {
    expect(a.pid).not.toBe(b.pid);
    expect(a.pid).not.toBe(process.pid);
    const login = await fetch(`${a.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'owner', password: TEST_PASSWORD }) });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(me.status).toBe(200);
  });

  it('restarts a killed process on the same address, with a new process id', async () => {
    const before = a.pid;
    await a.kill('SIGKILL');
    await expect(fetch(`${a.url}/api/health`)).rejects.toThrow();
    await a.restart();
    expect(a.pid).not.toBe(before);
    expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
  });

  it('restarts on the same address when something held its port while it was down, once that lets go', async () => {
    const url = a.url;
    await a.stop();
    // A listener that hangs up on whoever calls, so closing it need not wait for anyone.
    const holder = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => holder.listen(Number(new URL(url).port), '127.0.0.1', resolve));
    const restarting = a.restart();
    // Let go once the first start has found the port taken (or the restart has already given up).
    await Promise.race([waitUntil(() => a.output.some((line) => line.includes('EADDRINUSE'))), restarting]);
    await new Promise((resolve) => holder.close(resolve));
    await restarting;
    expect(a.url).toBe(url);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('keeps what each process writes, line by line', async () => {
    await b.restart({ LOG_LEVEL: 'info' });
    expect(b.output.some((line) => line.includes('Listening on port'))).toBe(true);
  });
});

/** Polls `done` every 50 ms, for at most 60 s. */
async function waitUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the API to find its port taken');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
