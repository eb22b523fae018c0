import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../common/testing/accounts';
import { call, stopAllApiProcesses, splitAcross, twoInstances, type ApiProcess } from '../../common/testing/api-processes';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// Two real API processes (A and B) on one database: a refresh token reused across them is
// caught by the token's row lock, whichever process each request reaches.
let t: TestApp;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.dataSource, 'jordan', ['receptionist']);
  [a, b] = await twoInstances(t.db);
});
afterAll(async () => {
  await stopAllApiProcesses();
  await t?.close();
});

const signIn = async (instance: ApiProcess) => {
  const answer = await call(instance, { method: 'POST', path: '/api/auth/login', body: { username: 'jordan', password: TEST_PASSWORD } });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { refreshToken: string } }).data;
};
const refresh = (instance: ApiProcess, refreshToken: string) => call(instance, { method: 'POST', path: '/api/auth/refresh-token', body: { refreshToken } });

describe('one refresh token used through two API processes at once', () => {
  it('exactly one of 10 refreshes wins; then the whole family is revoked, the winner\'s new token too, while another session still works', async () => {
    const session = await signIn(a);
    const otherSession = await signIn(b);
    const answers = await splitAcross(
      [a, b],
      Array.from({ length: 10 }, () => ({ method: 'POST' as const, path: '/api/auth/refresh-token', body: { refreshToken: session.refreshToken } })),
    );

    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.body).toMatchObject({ success: false, status: 401, code: 'INVALID_REFRESH_TOKEN' });
    }
    // The reuse revoked the family: the token the winner got is refused on either process.
    const winnersToken = won[0].body.data.refreshToken as string;
    expect(winnersToken).not.toBe(session.refreshToken);
    expect((await refresh(won[0].via === 'A' ? b : a, winnersToken)).status).toBe(401);
    expect((await refresh(won[0].via === 'A' ? a : b, winnersToken)).status).toBe(401);
    // Jordan's other session is another family: untouched.
    expect((await refresh(a, otherSession.refreshToken)).status).toBe(200);
  });
});
