import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, DEFAULT_SETTINGS } from '@salon/contracts';
import { bearer, createAccount, registration, signedInAs, signIn } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

/** The spec's defaults: dollars, US dates and a 12-hour clock (DECISIONS §2), and a 30-minute session timeout. */
const US_FORMATS = { currency: 'USD', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', sessionTimeout: 30 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the session names the user's salon, its time zone and its formats", () => {
  it('on registration, sign-in and GET /auth/me', async () => {
    const registered = await t.http.post('/api/auth/register').send(registration()).expect(201);
    expect(contract.auth.register.responses[201].parse(registered.body).data.user.salon).toEqual({ id: 1, name: 'My Salon', timeZone: 'America/New_York', ...US_FORMATS });

    await createAccount(t.dataSource, 'jordan', ['receptionist']);
    const signedIn = await t.http.post('/api/auth/login').send({ username: 'jordan', password: 'Salon!Test2026' }).expect(200);
    expect(contract.auth.login.responses[200].parse(signedIn.body).data.user.salon).toEqual({ id: 1, name: 'My Salon', timeZone: 'America/New_York', ...US_FORMATS });

    const me = await t.http.get('/api/auth/me').set(bearer(signedIn.body.data.token)).expect(200);
    expect(contract.auth.me.responses[200].parse(me.body).data.salon).toEqual({ id: 1, name: 'My Salon', timeZone: 'America/New_York', ...US_FORMATS });
  });

  it("follows a change of the salon's time zone at the next GET /auth/me", async () => {
    const { token } = await signIn(t, 'jordan');
    await t.dataSource.query(`UPDATE salons SET name = 'Studio West', time_zone = 'America/Los_Angeles' WHERE salon_id = 1`);
    const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.data.salon).toEqual({ id: 1, name: 'Studio West', timeZone: 'America/Los_Angeles', ...US_FORMATS });
  });

  it("carries the currency, date and time formats General saves, at the next sign-in and GET /auth/me", async () => {
    const { token } = await signIn(t, 'jordan');
    const owner = await signedInAs(t, 'olga', ['owner']);
    const general = { ...DEFAULT_SETTINGS.general, businessName: 'Studio West', timezone: 'Europe/Paris', currency: 'EUR', dateFormat: 'DD/MM/YYYY', timeFormat: '24h' };
    await t.http.put('/api/settings/general').set(owner).send(general).expect(200);
    const european = { id: 1, name: 'Studio West', timeZone: 'Europe/Paris', currency: 'EUR', dateFormat: 'DD/MM/YYYY', timeFormat: '24h', sessionTimeout: 30 };

    const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(contract.auth.me.responses[200].parse(me.body).data.salon).toEqual(european);
    expect((await signIn(t, 'jordan')).user.salon).toEqual(european);

    await t.http.post('/api/settings/reset').set(owner).send({ section: 'general' }).expect(200);
    const afterReset = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(afterReset.body.data.salon).toMatchObject(US_FORMATS);
  });

  it('carries the session timeout Security saves, at the next GET /auth/me', async () => {
    const { token } = await signIn(t, 'jordan');
    const owner = await signedInAs(t, 'oscar', ['owner']);
    await t.http.put('/api/settings/security').set(owner).send({ ...DEFAULT_SETTINGS.security, sessionTimeout: 15 }).expect(200);
    const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.data.salon.sessionTimeout).toBe(15);
    await t.http.post('/api/settings/reset').set(owner).send({ section: 'security' }).expect(200);
  });

  it('names their own salon for a user of another salon', async () => {
    const [{ salon_id }] = await t.dataSource.query(`INSERT INTO salons (name, time_zone) VALUES ('Lisbon Studio', 'Europe/Lisbon') RETURNING salon_id`);
    const userId = await createAccount(t.dataSource, 'ines', []);
    await t.dataSource.query(`UPDATE users SET salon_id = $1 WHERE user_id = $2`, [salon_id, userId]);
    const { token, user } = await signIn(t, 'ines');
    expect(user.salon).toEqual({ id: 2, name: 'Lisbon Studio', timeZone: 'Europe/Lisbon', ...US_FORMATS });
    const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.data.salon).toEqual({ id: 2, name: 'Lisbon Studio', timeZone: 'Europe/Lisbon', ...US_FORMATS });
  });
});
