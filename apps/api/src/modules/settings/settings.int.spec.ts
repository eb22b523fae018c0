import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, NO_SETTINGS_VERSIONS, settingsFile, type SalonSettings } from '@salon/contracts';
import { signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { SalonClock } from '../salons';
import { SettingsService } from './settings.service';

// 20:00 UTC on Monday 2 December 2030: 15:00 that day in New York, already 05:00 on the 3rd in Tokyo.
usePretendClock(new Date('2030-12-02T20:00:00Z'));

let t: TestApp;
let owner: Record<string, string>;
let stylist: Record<string, string>;

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const general = (change: Partial<SalonSettings['general']>) => ({ ...copy(DEFAULT_SETTINGS.general), ...change });
const fieldErrorsOf = (response: { body: { details?: { fieldErrors?: Record<string, string[]> } } }) => response.body.details?.fieldErrors;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAs(t, 'olivia', ['owner']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.dataSource.query(`DELETE FROM salon_settings`);
  await t.dataSource.query(`UPDATE salons SET name = 'My Salon', phone = NULL, email = NULL, address_street = NULL, address_city = NULL,
    address_state = NULL, address_zip_code = NULL, time_zone = 'America/New_York' WHERE salon_id = 1`);
});

describe('GET /settings', () => {
  it("answers the spec's defaults to any signed-in user of a salon that never saved any", async () => {
    const response = await t.http.get('/api/settings').set(stylist).expect(200);
    expect(response.body.data).toEqual({ settings: DEFAULT_SETTINGS, lastUpdated: null, updatedBy: null, versions: NO_SETTINGS_VERSIONS });
  });

  it('needs a signed-in user', async () => {
    await t.http.get('/api/settings').expect(401);
  });
});

describe('PUT /settings/{section}', () => {
  const saved: { [S in keyof SalonSettings]: SalonSettings[S] } = {
    general: general({
      businessName: 'Studio West',
      businessPhone: '+1 (212) 555-0147',
      businessEmail: 'desk@studiowest.com',
      businessAddress: { street: '12 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
      currency: 'CAD',
      dateFormat: 'YYYY-MM-DD',
      timeFormat: '24h',
    }),
    notifications: { ...copy(DEFAULT_SETTINGS.notifications), reminderTiming: { firstReminder: 48, secondReminder: 3 } },
    security: { ...copy(DEFAULT_SETTINGS.security), sessionTimeout: 120, twoFactorAuth: { enabled: true, required: false, methods: ['sms', 'app'] } },
    integrations: { ...copy(DEFAULT_SETTINGS.integrations), paymentGateway: { provider: 'stripe', enabled: true, testMode: false, publicKey: 'pk_live_123' } },
    appointments: {
      ...copy(DEFAULT_SETTINGS.appointments),
      bookingRules: { ...DEFAULT_SETTINGS.appointments.bookingRules, minAdvanceBookingHours: 0, depositType: 'fixed', depositAmount: 25.5 },
    },
  };

  for (const section of Object.keys(saved) as (keyof SalonSettings)[]) {
    it(`saves ${section} and reads it back, with when and by whom`, async () => {
      const response = await t.http.put(`/api/settings/${section}`).set(owner).send(saved[section]).expect(200);
      expect(response.body.data.settings[section]).toEqual(saved[section]);
      expect(response.body.data.updatedBy).toBe('Olivia Tester');
      expect(response.body.data.lastUpdated).toMatch(/^2030-12-02T20:/);
      const read = await t.http.get('/api/settings').set(stylist).expect(200);
      expect(read.body.data.settings).toEqual({ ...DEFAULT_SETTINGS, [section]: saved[section] });
    });
  }

  it("writes general's business details and time zone to the salons row, where receipts and the clock read them", async () => {
    await t.http.put('/api/settings/general').set(owner).send({ ...saved.general, timezone: 'Asia/Tokyo' }).expect(200);
    const [row] = await t.dataSource.query(
      `SELECT name, phone, email, address_street, address_city, address_state, address_zip_code, time_zone FROM salons WHERE salon_id = 1`,
    );
    expect(row).toEqual({
      name: 'Studio West',
      phone: '+1 (212) 555-0147',
      email: 'desk@studiowest.com',
      address_street: '12 Main St',
      address_city: 'Springfield',
      address_state: 'IL',
      address_zip_code: '62701',
      time_zone: 'Asia/Tokyo',
    });
  });

  it('shows a salon set up in a zone the page does not list (Asia/Kolkata) as it is, and keeps it when General saves a new phone', async () => {
    await t.dataSource.query(`UPDATE salons SET time_zone = 'Asia/Kolkata', phone = '555-0100' WHERE salon_id = 1`);
    const read = await t.http.get('/api/settings').set(owner).expect(200);
    expect(read.body.data.settings.general.timezone).toBe('Asia/Kolkata');
    expect(read.body.data.settings.general.businessPhone).toBe('555-0100');
    const changed = { ...read.body.data.settings.general, businessPhone: '+91 22 5550 0100' };
    const response = await t.http.put('/api/settings/general').set(owner).send(changed).expect(200);
    expect(response.body.data.settings.general.timezone).toBe('Asia/Kolkata');
    expect(await t.dataSource.query(`SELECT phone, time_zone FROM salons WHERE salon_id = 1`)).toEqual([{ phone: '+91 22 5550 0100', time_zone: 'Asia/Kolkata' }]);
  });

  it('refuses a time zone the clock does not know, and keeps the stored one', async () => {
    const response = await t.http.put('/api/settings/general').set(owner).send(general({ timezone: 'Asia/Atlantis' })).expect(400);
    expect(fieldErrorsOf(response)).toEqual({ timezone: ['Time zone must be a time zone name such as America/New_York'] });
    expect(await t.dataSource.query(`SELECT time_zone FROM salons WHERE salon_id = 1`)).toEqual([{ time_zone: 'America/New_York' }]);
  });

  it('moves the salon\'s "today" with the time zone', async () => {
    const today = () => runAsSalon(1, () => t.app.get(SalonClock).today());
    expect(await today()).toBe('2030-12-02');
    await t.http.put('/api/settings/general').set(owner).send(general({ timezone: 'Asia/Tokyo' })).expect(200);
    expect(await today()).toBe('2030-12-03');
  });

  it('refuses with the spec messages: e-mail, phone, business hours, password length, advance hours', async () => {
    const badGeneral = await t.http
      .put('/api/settings/general')
      .set(owner)
      .send(general({ businessEmail: 'desk at salon', businessPhone: '12345', businessHours: DEFAULT_SETTINGS.general.businessHours.slice(2) }))
      .expect(400);
    expect(badGeneral.body.code).toBe('VALIDATION_FAILED');
    expect(fieldErrorsOf(badGeneral)).toEqual({
      businessEmail: ['Invalid email format'],
      businessPhone: ['Invalid phone format'],
      businessHours: ['Invalid business hours format'],
    });
    const security = copy(DEFAULT_SETTINGS.security);
    security.passwordPolicy.minLength = 5;
    const badSecurity = await t.http.put('/api/settings/security').set(owner).send(security).expect(400);
    expect(fieldErrorsOf(badSecurity)).toEqual({ 'passwordPolicy.minLength': ['Password minimum length must be at least 6'] });
    const appointments = copy(DEFAULT_SETTINGS.appointments);
    appointments.bookingRules.minAdvanceBookingHours = -1;
    const badAppointments = await t.http.put('/api/settings/appointments').set(owner).send(appointments).expect(400);
    expect(fieldErrorsOf(badAppointments)).toEqual({ 'bookingRules.minAdvanceBookingHours': ['Minimum advance booking hours cannot be negative'] });
  });

  it('refuses a value beyond a bound in every section, and stores nothing', async () => {
    const notifications = copy(DEFAULT_SETTINGS.notifications);
    notifications.reminderTiming.secondReminder = 49;
    const security = copy(DEFAULT_SETTINGS.security);
    security.loginAttempts.maxAttempts = 11;
    const integrations = { ...copy(DEFAULT_SETTINGS.integrations), calendar: { ...DEFAULT_SETTINGS.integrations.calendar, provider: 'icloud' } };
    const appointments = copy(DEFAULT_SETTINGS.appointments);
    appointments.cancellationPolicy.noCancelPeriod = 49;
    const cases: [string, object, Record<string, string[]>][] = [
      ['general', general({ businessName: '' }), { businessName: ['Business name is required'] }],
      ['notifications', notifications, { 'reminderTiming.secondReminder': ['Second reminder (hours before) must be between 1 and 48'] }],
      ['security', security, { 'loginAttempts.maxAttempts': ['Maximum login attempts must be between 3 and 10'] }],
      ['integrations', integrations, { 'calendar.provider': ['Calendar provider must be one of: none, google, outlook, apple'] }],
      ['appointments', appointments, { 'cancellationPolicy.noCancelPeriod': ['No-cancel period (hours) must be between 0 and 48'] }],
    ];
    for (const [section, body, errors] of cases) {
      const response = await t.http.put(`/api/settings/${section}`).set(owner).send(body).expect(400);
      expect(fieldErrorsOf(response)).toEqual(errors);
    }
    expect(await t.dataSource.query(`SELECT section FROM salon_settings`)).toEqual([]);
  });

  it('refuses hostile bodies with a 400 envelope', async () => {
    for (const body of ['"text"', '[]', '{"businessHours": {"$gt": 1}}', 'null']) {
      const response = await t.http.put('/api/settings/general').set(owner).set('content-type', 'application/json').send(body);
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    }
    const controlChars = await t.http.put('/api/settings/general').set(owner).send(general({ businessName: 'Studio\u0000West' })).expect(400);
    expect(fieldErrorsOf(controlChars)).toEqual({ businessName: ['Must be one line of plain text, without control characters'] });
  });

  it('is for admin:access only: a stylist reads but cannot save, import or reset', async () => {
    await t.http.put('/api/settings/general').set(stylist).send(general({ businessName: 'Mine' })).expect(403);
    await t.http.post('/api/settings/import').set(stylist).send(settingsFile(DEFAULT_SETTINGS)).expect(403);
    await t.http.post('/api/settings/reset').set(stylist).send({}).expect(403);
    expect(await t.dataSource.query(`SELECT name FROM salons WHERE salon_id = 1`)).toEqual([{ name: 'My Salon' }]);
  });
});

describe('salons keep their own settings', () => {
  it("another salon's save never shows here, and its clock stays its own", async () => {
    const elsewhere = await signedInAtAnotherSalon(t, 'amir', ['admin:access']);
    await t.http.put('/api/settings/general').set(elsewhere).send(general({ businessName: 'Elsewhere', timezone: 'Europe/Paris' })).expect(200);
    const security = copy(DEFAULT_SETTINGS.security);
    security.sessionTimeout = 60;
    await t.http.put('/api/settings/security').set(elsewhere).send(security).expect(200);
    const here = await t.http.get('/api/settings').set(owner).expect(200);
    expect(here.body.data).toEqual({ settings: DEFAULT_SETTINGS, lastUpdated: null, updatedBy: null, versions: NO_SETTINGS_VERSIONS });
    const there = await t.http.get('/api/settings').set(elsewhere).expect(200);
    expect(there.body.data.settings.general.businessName).toBe('Elsewhere');
    expect(there.body.data.settings.security.sessionTimeout).toBe(60);
    expect(await t.dataSource.query(`SELECT name, time_zone FROM salons WHERE salon_id = 1`)).toEqual([{ name: 'My Salon', time_zone: 'America/New_York' }]);
  });
});

describe('reading stored values', () => {
  it('falls back field by field from a corrupt or older row', async () => {
    const security = { ...copy(DEFAULT_SETTINGS.security), sessionTimeout: 'forever', loginAttempts: { maxAttempts: 4 }, retired: true };
    await t.dataSource.query(`INSERT INTO salon_settings (salon_id, section, value) VALUES (1, 'security', $1), (1, 'appointments', '{"bookingRules": 7}')`, [
      JSON.stringify(security),
    ]);
    const settings = await runAsSalon(1, () => t.app.get(SettingsService).current());
    expect(settings.security).toEqual({ ...DEFAULT_SETTINGS.security, loginAttempts: { maxAttempts: 4, lockoutDuration: 30 } });
    expect(settings.appointments).toEqual(DEFAULT_SETTINGS.appointments);
  });

  it('refuses a section name the design does not know (CHECK constraint)', async () => {
    await expect(t.dataSource.query(`INSERT INTO salon_settings (salon_id, section, value) VALUES (1, 'billing', '{}')`)).rejects.toThrow(/chk_salon_settings_section/);
  });
});

describe('POST /settings/import', () => {
  const imported = (): SalonSettings => ({
    ...copy(DEFAULT_SETTINGS),
    general: general({ businessName: 'Imported Salon', timezone: 'Europe/London' }),
    security: { ...copy(DEFAULT_SETTINGS.security), sessionTimeout: 15 },
  });

  it('saves all five sections of an exported file', async () => {
    const file = copy(settingsFile(imported(), new Date('2030-11-30T10:00:00Z')));
    const response = await t.http.post('/api/settings/import').set(owner).send(file).expect(200);
    expect(response.body.data.settings).toEqual(imported());
    expect(await t.dataSource.query(`SELECT section FROM salon_settings ORDER BY section`)).toEqual(
      ['appointments', 'general', 'integrations', 'notifications', 'security'].map((section) => ({ section })),
    );
    expect(await t.dataSource.query(`SELECT name, time_zone FROM salons WHERE salon_id = 1`)).toEqual([{ name: 'Imported Salon', time_zone: 'Europe/London' }]);
  });

  it("refuses with the spec's three messages and saves nothing", async () => {
    const { appointments: _left, ...four } = imported();
    const broken = imported();
    broken.general.businessEmail = 'not-an-email';
    const cases: [unknown, string][] = [
      [{ version: 1, exportDate: '2030-11-30T10:00:00.000Z' }, 'Failed to import settings: Invalid import file format'],
      [{ version: 1, settings: four }, 'Failed to import settings: Import file is missing required settings categories'],
      [{ version: 1, settings: broken }, 'Failed to import settings: Invalid email format'],
    ];
    for (const [file, message] of cases) {
      const response = await t.http.post('/api/settings/import').set(owner).send(file as object).expect(400);
      expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    }
    const notAnObject = await t.http.post('/api/settings/import').set(owner).set('content-type', 'application/json').send('["settings"]').expect(400);
    expect(fieldErrorsOf(notAnObject)).toEqual({ body: ['Failed to import settings: Invalid import file format'] });
    expect(await t.dataSource.query(`SELECT section FROM salon_settings`)).toEqual([]);
    expect(await t.dataSource.query(`SELECT name FROM salons WHERE salon_id = 1`)).toEqual([{ name: 'My Salon' }]);
  });

  it('writes all or nothing: a failure on the last section leaves the first four unsaved', async () => {
    // A trigger that refuses the appointments row stands in for a failure midway through.
    await t.dataSource.query(`CREATE FUNCTION refuse_appointments() RETURNS trigger AS $$ BEGIN
      IF NEW.section = 'appointments' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await t.dataSource.query(`CREATE TRIGGER refuse_appointments BEFORE INSERT ON salon_settings FOR EACH ROW EXECUTE FUNCTION refuse_appointments()`);
    try {
      await t.http.post('/api/settings/import').set(owner).send(copy(settingsFile(imported()))).expect(500);
    } finally {
      await t.dataSource.query(`DROP TRIGGER refuse_appointments ON salon_settings; DROP FUNCTION refuse_appointments()`);
    }
    expect(await t.dataSource.query(`SELECT section FROM salon_settings`)).toEqual([]);
    expect(await t.dataSource.query(`SELECT name FROM salons WHERE salon_id = 1`)).toEqual([{ name: 'My Salon' }]);
  });
});

describe('POST /settings/reset', () => {
  it('resets one section, leaving the others', async () => {
    await t.http.put('/api/settings/general').set(owner).send(general({ businessName: 'Studio West', timezone: 'Asia/Tokyo' })).expect(200);
    const security = copy(DEFAULT_SETTINGS.security);
    security.sessionTimeout = 60;
    await t.http.put('/api/settings/security').set(owner).send(security).expect(200);
    const response = await t.http.post('/api/settings/reset').set(owner).send({ section: 'security' }).expect(200);
    expect(response.body.data.settings.security).toEqual(DEFAULT_SETTINGS.security);
    expect(response.body.data.settings.general.businessName).toBe('Studio West');
  });

  const studioWest = general({
    businessName: 'Studio West',
    businessPhone: '+1 (212) 555-0147',
    businessEmail: 'desk@studiowest.com',
    businessAddress: { street: '12 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
    timezone: 'Asia/Tokyo',
    currency: 'CAD',
    timeFormat: '24h',
  });
  const salonRow = () =>
    t.dataSource.query(`SELECT name, phone, email, address_street, address_zip_code, time_zone FROM salons WHERE salon_id = 1`);

  it("resets every section but the business's name, phone, e-mail, address and time zone, which stay on the salon's record", async () => {
    await t.http.put('/api/settings/general').set(owner).send(studioWest).expect(200);
    const response = await t.http.post('/api/settings/reset').set(owner).send({}).expect(200);
    const { businessName, businessPhone, businessEmail, businessAddress, timezone } = studioWest;
    expect(response.body.data.settings).toEqual({
      ...DEFAULT_SETTINGS,
      general: { ...DEFAULT_SETTINGS.general, businessName, businessPhone, businessEmail, businessAddress, timezone },
    });
    expect(await salonRow()).toEqual([
      { name: 'Studio West', phone: '+1 (212) 555-0147', email: 'desk@studiowest.com', address_street: '12 Main St', address_zip_code: '62701', time_zone: 'Asia/Tokyo' },
    ]);
  });

  it("resets General alone to the defaults, the business's details and time zone included", async () => {
    await t.http.put('/api/settings/general').set(owner).send(studioWest).expect(200);
    const response = await t.http.post('/api/settings/reset').set(owner).send({ section: 'general' }).expect(200);
    expect(response.body.data.settings.general).toEqual(DEFAULT_SETTINGS.general);
    expect(await salonRow()).toEqual([{ name: 'My Salon', phone: null, email: null, address_street: null, address_zip_code: null, time_zone: 'America/New_York' }]);
  });

  it('refuses a section it does not know', async () => {
    const response = await t.http.post('/api/settings/reset').set(owner).send({ section: 'billing' }).expect(400);
    expect(fieldErrorsOf(response)).toEqual({
      section: ['section must be one of: general, notifications, security, integrations, appointments'],
    });
  });
});
