import { describe, expect, it } from 'vitest';
import { checkSettingsImport, settingsFile, settingsFromStored } from './settings-file';
import {
  DEFAULT_SETTINGS,
  appointmentSettingsSchema,
  generalSettingsSchema,
  integrationSettingsSchema,
  notificationSettingsSchema,
  securitySettingsSchema,
  settingsSchema,
} from './settings.schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const general = DEFAULT_SETTINGS.general;
const security = DEFAULT_SETTINGS.security;
const appointments = DEFAULT_SETTINGS.appointments;

describe('settings defaults', () => {
  it('are valid by their own schemas', () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it("are the spec's: My Salon in New York, Sunday closed, Friday to 20:00, 8-character passwords, 2 hours' notice", () => {
    expect(general.businessName).toBe('My Salon');
    expect(general.timezone).toBe('America/New_York');
    expect(general.businessHours[0]).toEqual({ dayOfWeek: 0, openTime: '09:00', closeTime: '18:00', isClosed: true });
    expect(general.businessHours[5]).toEqual({ dayOfWeek: 5, openTime: '09:00', closeTime: '20:00', isClosed: false });
    expect(security.passwordPolicy.minLength).toBe(8);
    expect(appointments.bookingRules.minAdvanceBookingHours).toBe(2);
  });
});

describe('general settings', () => {
  it('refuse a malformed e-mail and phone with the spec messages, and take them blank', () => {
    expect(messagesOf(generalSettingsSchema.safeParse({ ...general, businessEmail: 'front desk', businessPhone: '555-12' }))).toEqual({
      businessEmail: 'Invalid email format',
      businessPhone: 'Invalid phone format',
    });
    expect(generalSettingsSchema.parse({ ...general, businessEmail: ' desk@salon.com ', businessPhone: '+1 (555) 010-2030' })).toMatchObject({
      businessEmail: 'desk@salon.com',
      businessPhone: '+1 (555) 010-2030',
    });
    expect(generalSettingsSchema.safeParse({ ...general, businessEmail: '', businessPhone: '' }).success).toBe(true);
  });

  it('refuse business hours that are not seven well-formed days', () => {
    const sixDays = general.businessHours.slice(1);
    const twoMondays = general.businessHours.map((day) => (day.dayOfWeek === 0 ? { ...day, dayOfWeek: 1 } : day));
    for (const businessHours of [sixDays, twoMondays, 'all week']) {
      expect(messagesOf(generalSettingsSchema.safeParse({ ...general, businessHours }))).toEqual({ businessHours: 'Invalid business hours format' });
    }
    const badTime = general.businessHours.map((day) => (day.dayOfWeek === 2 ? { ...day, openTime: '9am' } : day));
    const halfDay = general.businessHours.map((day) => (day.dayOfWeek === 2 ? { ...day, dayOfWeek: 2.5 } : day));
    expect(messagesOf(generalSettingsSchema.safeParse({ ...general, businessHours: badTime }))).toEqual({
      'businessHours.2.openTime': 'Invalid business hours format',
    });
    expect(messagesOf(generalSettingsSchema.safeParse({ ...general, businessHours: halfDay }))).toEqual({
      'businessHours.2.dayOfWeek': 'Invalid business hours format',
    });
  });

  it('refuse an open day that closes before it opens, and sort the days Sunday first', () => {
    const late = general.businessHours.map((day) => (day.dayOfWeek === 3 ? { ...day, openTime: '19:00', closeTime: '10:00' } : day));
    expect(messagesOf(generalSettingsSchema.safeParse({ ...general, businessHours: late }))).toEqual({
      businessHours: 'Wednesday closing time must be after opening time',
    });
    const closedAnyway = general.businessHours.map((day) => (day.dayOfWeek === 0 ? { ...day, openTime: '18:00', closeTime: '09:00' } : day));
    expect(generalSettingsSchema.safeParse({ ...general, businessHours: closedAnyway }).success).toBe(true);
    const parsed = generalSettingsSchema.parse({ ...general, businessHours: [...general.businessHours].reverse() });
    expect(parsed.businessHours.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('offer only the listed currencies, and take any known time zone by its IANA name', () => {
    expect(messagesOf(generalSettingsSchema.safeParse({ ...general, timezone: 'Mars/Olympus', currency: 'JPY' }))).toEqual({
      timezone: 'Time zone must be a time zone name such as America/New_York',
      currency: 'Currency must be one of: USD, EUR, GBP, CAD, AUD',
    });
    expect(generalSettingsSchema.parse({ ...general, timezone: 'Asia/Kolkata' }).timezone).toBe('Asia/Kolkata');
    expect(generalSettingsSchema.parse({ ...general, timezone: 'Pacific/Kiritimati' }).timezone).toBe('Pacific/Kiritimati');
  });

  it('refuse an offset or a misspelt zone, which the clock would read differently or not at all', () => {
    for (const timezone of ['+05:30', 'asia/kolkata', 'Asia/Nowhere', '', 'UTC; DROP TABLE salons']) {
      expect(messagesOf(generalSettingsSchema.safeParse({ ...general, timezone }))).toEqual({ timezone: 'Time zone must be a time zone name such as America/New_York' });
    }
  });
});

describe('bounds', () => {
  it('password minimum length 6 to 32 with the spec message below', () => {
    const policy = (minLength: unknown) => ({ ...security, passwordPolicy: { ...security.passwordPolicy, minLength } });
    expect(messagesOf(securitySettingsSchema.safeParse(policy(5)))).toEqual({ 'passwordPolicy.minLength': 'Password minimum length must be at least 6' });
    expect(messagesOf(securitySettingsSchema.safeParse(policy(33)))).toEqual({ 'passwordPolicy.minLength': 'Password minimum length must be at most 32' });
    expect(securitySettingsSchema.parse(policy('12')).passwordPolicy.minLength).toBe(12);
  });

  it('session timeout, attempts and lockout', () => {
    expect(messagesOf(securitySettingsSchema.safeParse({ ...security, sessionTimeout: 4, loginAttempts: { maxAttempts: 11, lockoutDuration: 1441 } }))).toEqual({
      sessionTimeout: 'Session timeout (minutes) must be between 5 and 1440',
      'loginAttempts.maxAttempts': 'Maximum login attempts must be between 3 and 10',
      'loginAttempts.lockoutDuration': 'Lockout duration (minutes) must be between 5 and 1440',
    });
  });

  it('minimum advance booking hours with the spec message, and percentages up to 100', () => {
    const rules = (change: object) => ({ ...appointments, bookingRules: { ...appointments.bookingRules, ...change } });
    expect(messagesOf(appointmentSettingsSchema.safeParse(rules({ minAdvanceBookingHours: -1 })))).toEqual({
      'bookingRules.minAdvanceBookingHours': 'Minimum advance booking hours cannot be negative',
    });
    expect(messagesOf(appointmentSettingsSchema.safeParse(rules({ maxAdvanceBookingDays: 366, depositAmount: 101 })))).toEqual({
      'bookingRules.maxAdvanceBookingDays': 'Maximum advance booking (days) must be between 1 and 365',
      'bookingRules.depositAmount': 'Deposit percentage cannot be more than 100%',
    });
    expect(appointmentSettingsSchema.safeParse(rules({ depositAmount: 101, depositType: 'fixed' })).success).toBe(true);
  });

  it('reminders, and flags that must be true or false', () => {
    const notifications = DEFAULT_SETTINGS.notifications;
    expect(
      messagesOf(
        notificationSettingsSchema.safeParse({
          ...notifications,
          reminderTiming: { firstReminder: 169, secondReminder: 0.5 },
          pushNotifications: { ...notifications.pushNotifications, enabled: 'yes' },
        }),
      ),
    ).toEqual({
      'reminderTiming.firstReminder': 'First reminder (hours before) must be between 1 and 168',
      'reminderTiming.secondReminder': 'Second reminder (hours before) must be between 1 and 48',
      'pushNotifications.enabled': 'Push notifications must be true or false',
    });
  });

  it('providers from the lists only', () => {
    const integrations = DEFAULT_SETTINGS.integrations;
    expect(
      messagesOf(integrationSettingsSchema.safeParse({ ...integrations, marketing: { ...integrations.marketing, emailProvider: 'constant contact' } })),
    ).toEqual({ 'marketing.emailProvider': 'Email marketing provider must be one of: none, mailchimp, sendgrid, constant_contact' });
  });
});

describe('import checks', () => {
  it('take an exported file', () => {
    const file = JSON.parse(JSON.stringify(settingsFile(DEFAULT_SETTINGS, new Date('2026-11-24T08:00:00Z'))));
    expect(file).toMatchObject({ version: 1, exportDate: '2026-11-24T08:00:00.000Z' });
    expect(checkSettingsImport(file)).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
  });

  it('refuse a file without a settings object, or of another version', () => {
    const refusal = { ok: false, message: 'Failed to import settings: Invalid import file format', fieldErrors: {} };
    expect(checkSettingsImport('text')).toEqual(refusal);
    expect(checkSettingsImport({ version: 1 })).toEqual(refusal);
    expect(checkSettingsImport({ version: 2, settings: DEFAULT_SETTINGS })).toEqual(refusal);
  });

  it('refuse a file missing a category', () => {
    const { security: _left, ...four } = DEFAULT_SETTINGS;
    expect(checkSettingsImport({ settings: four })).toEqual({
      ok: false,
      message: 'Failed to import settings: Import file is missing required settings categories',
      fieldErrors: {},
    });
  });

  it('refuse a file with an invalid field, naming it', () => {
    const settings = { ...DEFAULT_SETTINGS, general: { ...general, businessEmail: 'nope' } };
    expect(checkSettingsImport({ version: 1, settings })).toEqual({
      ok: false,
      message: 'Failed to import settings: Invalid email format',
      fieldErrors: { 'settings.general.businessEmail': ['Invalid email format'] },
    });
  });
});

describe('stored settings read back', () => {
  it('are the defaults for sections never saved', () => {
    expect(settingsFromStored({})).toEqual(DEFAULT_SETTINGS);
  });

  it('fall back field by field: a corrupt field takes its default, the rest is kept', () => {
    const stored = {
      security: { ...security, sessionTimeout: 'forever', loginAttempts: { maxAttempts: 4 } },
      general: { ...general, businessName: 'Studio West', businessHours: 'broken' },
      notifications: 'not an object',
    };
    const read = settingsFromStored(stored);
    expect(read.security.sessionTimeout).toBe(30);
    expect(read.security.loginAttempts).toEqual({ maxAttempts: 4, lockoutDuration: 30 });
    expect(read.general.businessName).toBe('Studio West');
    expect(read.general.businessHours).toEqual(DEFAULT_SETTINGS.general.businessHours);
    expect(read.notifications).toEqual(DEFAULT_SETTINGS.notifications);
  });

  it('fall back to the defaults of a group whose fields break a rule together', () => {
    const stored = { appointments: { ...appointments, bookingRules: { ...appointments.bookingRules, depositAmount: 150, minAdvanceBookingHours: 5 } } };
    expect(settingsFromStored(stored).appointments.bookingRules).toEqual(DEFAULT_SETTINGS.appointments.bookingRules);
  });
});
