import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { bearer, createAccount, registration, signIn } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the session names the user's salon and its time zone", () => {
  it('on registration, sign-in and GET /auth/me', async () => {
    const registered = await t.http.post('/api/auth/register').send(registration()).expect(201);
    expect(contract.auth.register.responses[201].parse(registered.body).data.user.salon).toEqual({ id: 1, name: 'My Salon', timeZone: 'America/New_York' });

    await createAccount(t.dataSource, 'jordan', ['receptionist']);
    const signedIn = await t.http.post('/api/auth/login').send({ username: 'jordan', password: 'Salon!Test2026' }).expect(200);
    expect(contract.auth.login.responses[200].parse(signedIn.body).data.user.salon).toEqual({ id: 1, name: 'My Salon', timeZone: 'America/New_York' });

    const me = await t.http.get('/api/auth/me').set(bearer(signedIn.body.data.token)).expect(200);
    expect(contract.auth.me.responses[200].parse(me.body).data.salon).toEqual({ id: 1, name: 'My Salon', timeZone: 'America/New_York' });
  });

  it("follows a change of the salon's time zone at the next GET /auth/me", async () => {
    const { token } = await signIn(t, 'jordan');
    await t.dataSource.query(`UPDATE salons SET name = 'Studio West', time_zone = 'America/Los_Angeles' WHERE salon_id = 1`);
    const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.data.salon).toEqual({ id: 1, name: 'Studio West', timeZone: 'America/Los_Angeles' });
  });

  it('names their own salon for a user of another salon', async () => {
    const [{ salon_id }] = await t.dataSource.query(`INSERT INTO salons (name, time_zone) VALUES ('Lisbon Studio', 'Europe/Lisbon') RETURNING salon_id`);
    const userId = await createAccount(t.dataSource, 'ines', []);
    await t.dataSource.query(`UPDATE users SET salon_id = $1 WHERE user_id = $2`, [salon_id, userId]);
    const { token, user } = await signIn(t, 'ines');
    expect(user.salon).toEqual({ id: 2, name: 'Lisbon Studio', timeZone: 'Europe/Lisbon' });
    const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.data.salon).toEqual({ id: 2, name: 'Lisbon Studio', timeZone: 'Europe/Lisbon' });
  });
});
