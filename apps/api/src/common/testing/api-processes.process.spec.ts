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

  it('keeps what each process writes, line by line', async () => {
    await b.restart({ LOG_LEVEL: 'info' });
    expect(b.output.some((line) => line.includes('Listening on port'))).toBe(true);
  });
});
