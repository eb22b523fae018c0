import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn, TEST_PASSWORD } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://salon.example.com' } });
  await createAccount(t.dataSource, 'carla', ['manager']);
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Fresh!Start2027';
const outbox = () => t.dataSource.query(`SELECT recipient, subject, body, status FROM outbox_messages ORDER BY outbox_message_id`);
const tokenFrom = (body: string) => new URL(body.match(/https:\/\/\S+/)![0]).searchParams.get('token')!;

describe('password reset', () => {
  it('answers the same for an unknown address, and sends nothing', async () => {
    const response = await t.http.post('/api/auth/request-password-reset').send({ email: 'nobody@example.com' }).expect(200);
    expect(response.body).toEqual({
      success: true,
      data: null,
      message: 'If an account exists for that email, we have sent a link to reset the password.',
    });
    expect(await outbox()).toEqual([]);
  });

  it('writes the e-mail with a one-hour link to the outbox, storing only the token\'s hash', async () => {
    const response = await t.http.post('/api/auth/request-password-reset').send({ email: 'CARLA@example.com' }).expect(200);
    expect(response.body.message).toBe('If an account exists for that email, we have sent a link to reset the password.');
    const [message] = await outbox();
    expect(message).toMatchObject({ recipient: 'carla@example.com', subject: 'Reset your password', status: 'pending' });
    expect(message.body).toContain('https://salon.example.com/reset-password?token=');
    const token = tokenFrom(message.body);
    expect(await t.dataSource.query(`SELECT 1 FROM password_reset_tokens WHERE token_hash = $1`, [token])).toEqual([]);
    const [{ minutes }] = await t.dataSource.query(`SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes FROM password_reset_tokens`);
    expect(Number(minutes)).toBe(60);
  });

  it('does not send a second e-mail moments after the first', async () => {
    await t.http.post('/api/auth/request-password-reset').send({ email: 'carla@example.com' }).expect(200);
    expect(await outbox()).toHaveLength(1);
  });

  it('sets the new password once, and signs the account out everywhere', async () => {
    const session = await signIn(t, 'carla');
    const [message] = await outbox();
    const token = tokenFrom(message.body);
    const done = await t.http.post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    expect(done.body.message).toBe('Your password has been changed. Please sign in with the new password.');

    await t.http.post('/api/auth/login').send({ username: 'carla', password: TEST_PASSWORD }).expect(401);
    await signIn(t, 'carla', NEW_PASSWORD);
    await t.http.post('/api/auth/refresh-token').send({ refreshToken: session.refreshToken }).expect(401);

    const again = await t.http.post('/api/auth/reset-password').send({ token, password: 'Another!Pass2027', confirmPassword: 'Another!Pass2027' }).expect(400);
    expect(again.body).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: 'This reset link is invalid or has expired. Please request a new one.' });
  });

  it('refuses an expired link', async () => {
    await t.dataSource.query(`UPDATE password_reset_tokens SET created_at = now() - interval '1 hour'`);
    await t.http.post('/api/auth/request-password-reset').send({ email: 'carla@example.com' }).expect(200);
    const messages = await outbox();
    const token = tokenFrom(messages[messages.length - 1].body);
    await t.dataSource.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    await t.http.post('/api/auth/reset-password').send({ token, password: 'Another!Pass2027', confirmPassword: 'Another!Pass2027' }).expect(400);
  });

  it('applies the password rules to the new password', async () => {
    const response = await t.http.post('/api/auth/reset-password').send({ token: 'x', password: 'weak', confirmPassword: 'weak' }).expect(400);
    expect(response.body.details.fieldErrors.password[0]).toBe('Password must be at least 10 characters');
  });

  it('keeps a signed-in user\'s access working meanwhile (access tokens are short-lived)', async () => {
    const session = await signIn(t, 'carla', NEW_PASSWORD);
    await t.http.get('/api/auth/me').set(bearer(session.token)).expect(200);
  });
});
