import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, settingsFile, type SalonSettings } from '@salon/contracts';
import type { Response } from 'supertest';
import { signedInAs } from '../../common/testing/accounts';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// 20:00 UTC on Monday 2 December 2030: 15:00 that day in New York, 05:00 on the 3rd in Tokyo.
usePretendClock(new Date('2030-12-02T20:00:00Z'));

let t: TestApp;
let olivia: Record<string, string>;
let marco: Record<string, string>;

const general = (change: Partial<SalonSettings['general']>): SalonSettings['general'] => ({ ...structuredClone(DEFAULT_SETTINGS.general), ...change });
const salonRow = async () => (await t.dataSource.query(`SELECT name, time_zone FROM salons WHERE salon_id = 1`))[0];
const storedGeneral = () => t.dataSource.query(`SELECT version, value->>'businessName' AS name FROM salon_settings WHERE salon_id = 1 AND section = 'general'`);

beforeAll(async () => {
  t = await createTestApp();
  olivia = await signedInAs(t, 'olivia', ['owner']);
  marco = await signedInAs(t, 'marco', ['owner']);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.dataSource.query(`DELETE FROM salon_settings`);
  await t.dataSource.query(`UPDATE salons SET name = 'My Salon', phone = NULL, email = NULL, address_street = NULL, address_city = NULL,
    address_state = NULL, address_zip_code = NULL, time_zone = 'America/New_York' WHERE salon_id = 1`);
});

describe("a save from a copy another device has replaced (If-Match: the section's version)", () => {
  it('answers every section at version 0 until it is saved, then counts the saves', async () => {
    const first = await t.http.get('/api/settings').set(olivia).expect(200);
    expect(first.body.data.versions).toEqual({ general: 0, notifications: 0, security: 0, integrations: 0, appointments: 0 });
    await t.http.put('/api/settings/general').set(olivia).set('if-match', '0').send(general({ businessName: 'Studio West' })).expect(200);
    const second = await t.http.put('/api/settings/general').set(olivia).set('if-match', '1').send(general({ businessName: 'Studio East' })).expect(200);
    expect(second.body.data.versions).toEqual({ general: 2, notifications: 0, security: 0, integrations: 0, appointments: 0 });
  });

  it("is refused 409 with who saved it and when (in the salon's zone), and changes nothing", async () => {
    await t.http.put('/api/settings/general').set(marco).set('if-match', '0').send(general({ businessName: 'Marco Cuts', timezone: 'Asia/Tokyo' })).expect(200);

    const stale = await t.http.put('/api/settings/general').set(olivia).set('if-match', '0').send(general({ businessName: 'Olivia Hair' })).expect(409);

    expect(stale.body).toEqual({
      success: false,
      status: 409,
      code: 'SETTINGS_CHANGED',
      message: 'General settings were changed by Marco Tester at Dec 3, 2030, 5:00 AM. Reload to see their changes.',
      details: { section: 'general', version: 1, updatedAt: expect.stringMatching(/^2030-12-02T20:00:/), updatedBy: 'Marco Tester' },
    });
    expect(await salonRow()).toEqual({ name: 'Marco Cuts', time_zone: 'Asia/Tokyo' });
    expect(await storedGeneral()).toEqual([{ version: 1, name: 'Marco Cuts' }]);
  });

  it('saves once the page has read the newer copy', async () => {
    await t.http.put('/api/settings/general').set(marco).set('if-match', '0').send(general({ businessName: 'Marco Cuts' })).expect(200);
    const read = await t.http.get('/api/settings').set(olivia).expect(200);
    const saved = await t.http
      .put('/api/settings/general')
      .set(olivia)
      .set('if-match', String(read.body.data.versions.general))
      .send(general({ businessName: 'Olivia Hair' }))
      .expect(200);
    expect(saved.body.data.settings.general.businessName).toBe('Olivia Hair');
    expect(await storedGeneral()).toEqual([{ version: 2, name: 'Olivia Hair' }]);
  });

  it("is judged by its own section's version: another section's save does not stop it", async () => {
    const security = { ...structuredClone(DEFAULT_SETTINGS.security), sessionTimeout: 60 };
    await t.http.put('/api/settings/security').set(marco).set('if-match', '0').send(security).expect(200);
    const notifications = { ...structuredClone(DEFAULT_SETTINGS.notifications), reminderTiming: { firstReminder: 48, secondReminder: 3 } };
    const saved = await t.http.put('/api/settings/notifications').set(olivia).set('if-match', '0').send(notifications).expect(200);
    expect(saved.body.data.versions).toEqual({ general: 0, notifications: 1, security: 1, integrations: 0, appointments: 0 });
  });

  it('counts a reset and an import as saves, so a page opened before them is refused too', async () => {
    await t.http.post('/api/settings/reset').set(marco).send({ section: 'general' }).expect(200);
    const file = settingsFile(DEFAULT_SETTINGS, new Date('2030-11-30T10:00:00Z'));
    const imported = await t.http.post('/api/settings/import').set(marco).send(JSON.parse(JSON.stringify(file))).expect(200);
    expect(imported.body.data.versions).toEqual({ general: 2, notifications: 1, security: 1, integrations: 1, appointments: 1 });
    await t.http.put('/api/settings/general').set(olivia).set('if-match', '1').send(general({ businessName: 'Olivia Hair' })).expect(409);
  });

  it('takes a save without If-Match as it comes (a script that means to overwrite)', async () => {
    await t.http.put('/api/settings/general').set(marco).send(general({ businessName: 'Marco Cuts' })).expect(200);
    await t.http.put('/api/settings/general').set(olivia).send(general({ businessName: 'Olivia Hair' })).expect(200);
    expect(await storedGeneral()).toEqual([{ version: 2, name: 'Olivia Hair' }]);
  });

  it('refuses an If-Match that is not a version', async () => {
    const response = await t.http.put('/api/settings/general').set(olivia).set('if-match', '"abc"').send(general({ businessName: 'Olivia Hair' })).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(await storedGeneral()).toEqual([]);
  });
});

describe('writers take turns', () => {
  const studioWest = general({ businessName: 'Studio West', timezone: 'Asia/Tokyo', currency: 'CAD' });
  // The two orders one after the other: the save then the reset keeps the new zone as the
  // business's identity; the reset then the save is the save.
  const serialOutcomes = [{ ...DEFAULT_SETTINGS.general, businessName: 'Studio West', timezone: 'Asia/Tokyo' }, studioWest];

  const saveGeneral = () => t.http.put('/api/settings/general').set(olivia).send(studioWest).then((response: Response) => response);
  const resetAll = () => t.http.post('/api/settings/reset').set(marco).send({}).then((response: Response) => response);

  const waiting = async (count: number) =>
    vi.waitFor(
      async () => {
        const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        expect(row.n).toBe(count);
      },
      { timeout: 10_000, interval: 20 },
    );

  for (const [first, second, name] of [
    [saveGeneral, resetAll, 'a General save changing the time zone, then Reset All'],
    [resetAll, saveGeneral, 'Reset All, then a General save changing the time zone'],
  ] as const) {
    it(`${name}, both held up and let go together: the new zone is never lost`, async () => {
      await t.http.put('/api/settings/general').set(olivia).send(general({})).expect(200);
      // Another writer's open transaction holds the salon's row, as a slow save would.
      const holder = t.dataSource.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query(`SELECT 1 FROM salons WHERE salon_id = 1 FOR NO KEY UPDATE`);
        const one = first();
        await waiting(1);
        const other = second();
        await waiting(2);
        await holder.commitTransaction();
        expect((await one).status).toBe(200);
        expect((await other).status).toBe(200);
      } finally {
        if (holder.isTransactionActive) await holder.rollbackTransaction();
        await holder.release();
      }

      const read = await t.http.get('/api/settings').set(olivia).expect(200);
      expect(serialOutcomes).toContainEqual(read.body.data.settings.general);
      expect(await salonRow()).toEqual({ name: 'Studio West', time_zone: 'Asia/Tokyo' });
    });
  }
});
