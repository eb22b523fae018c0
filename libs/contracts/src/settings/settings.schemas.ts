import { z } from 'zod';
import { requiredNumber } from '../common/fields';
import { singleLineText } from '../common/primitives';
import { DEFAULT_BUSINESS_HOURS } from '../scheduling/business-hours';
import {
  ACCOUNTING_PROVIDERS,
  AMOUNT_TYPES,
  CALENDAR_PROVIDERS,
  CURRENCIES,
  DATE_FORMATS,
  EMAIL_MARKETING_PROVIDERS,
  PAYMENT_PROVIDERS,
  SMS_MARKETING_PROVIDERS,
  TIME_FORMATS,
  TWO_FACTOR_METHODS,
  SETTINGS_SECTIONS,
  BUSINESS_DAY_NAMES,
  type SettingsSection,
} from './settings-options';
import { settingsVersionsSchema } from './settings-versions';

/** The spec's bounds of every numeric setting (part 2 §9). */
export const SETTINGS_LIMITS = {
  businessNameMax: 100,
  phoneMax: 30,
  emailMax: 255,
  streetMax: 200,
  cityMax: 100,
  stateMax: 100,
  zipCodeMax: 20,
  countryMax: 60,
  publicKeyMax: 255,
  timeZoneMax: 64,
  firstReminder: { min: 1, max: 168 },
  secondReminder: { min: 1, max: 48 },
  passwordMinLength: { min: 6, max: 32 },
  passwordExpiry: { min: 0, max: 365 },
  sessionTimeout: { min: 5, max: 1440 },
  maxAttempts: { min: 3, max: 10 },
  lockoutDuration: { min: 5, max: 1440 },
  recordRetention: { min: 30, max: 3650 },
  auditLogRetention: { min: 7, max: 365 },
  advanceBookingDays: { min: 1, max: 365 },
  minAdvanceBookingHours: { min: 0, max: 168 },
  maxAdvanceBookingDays: { min: 1, max: 365 },
  amount: { min: 0, max: 10_000 },
  percentMax: 100,
  minHoursBeforeAppointment: { min: 0, max: 168 },
  noCancelPeriod: { min: 0, max: 48 },
  autoConfirmAfterHours: { min: 0, max: 48 },
} as const;

/** The spec's messages (part 2 §5, §8), quoted exactly, and the project's bound messages. */
export const SETTINGS_MESSAGES = {
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Invalid phone format',
  invalidBusinessHours: 'Invalid business hours format',
  invalidTimeZone: 'Time zone must be a time zone name such as America/New_York',
  closeAfterOpen: (dayOfWeek: number) => `${BUSINESS_DAY_NAMES[dayOfWeek]} closing time must be after opening time`,
  passwordMinLength: 'Password minimum length must be at least 6',
  passwordMinLengthMax: 'Password minimum length must be at most 32',
  minAdvanceHoursNegative: 'Minimum advance booking hours cannot be negative',
  minAdvanceHoursMax: 'Minimum advance booking hours must be at most 168',
  businessNameRequired: 'Business name is required',
  percentTooHigh: (label: string) => `${label} cannot be more than 100%`,
  between: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}`,
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  flag: (label: string) => `${label} must be true or false`,
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`,
  importInvalidFormat: 'Invalid import file format',
  importMissingCategories: 'Import file is missing required settings categories',
  importFailed: (reason: string) => `Failed to import settings: ${reason}`,
  saved: {
    general: 'Settings saved successfully!',
    notifications: 'Notification settings saved successfully!',
    security: 'Security settings saved successfully!',
    integrations: 'Integration settings saved successfully!',
    appointments: 'Appointment settings saved successfully!',
  } satisfies Record<SettingsSection, string>,
  saveFailed: 'Failed to save settings',
  resetConfirm: 'Are you sure you want to reset to default settings?',
  resetAllKeeps: "The business's name, phone, e-mail, address and time zone are kept.",
  resetGeneralChanges:
    "This also resets the business's name, phone, e-mail and address on receipts, the time zone the salon's today is read in, and the business hours.",
  resetDone: 'Settings reset to defaults!',
} as const;

const M = SETTINGS_MESSAGES;
const L = SETTINGS_LIMITS;

const flag = (label: string) => z.boolean({ required_error: M.required(label), invalid_type_error: M.flag(label) });
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) => z.enum(values, { message: M.oneOf(label, values) });

/** A whole number within bounds; `below`/`above` replace the generic message at either end. */
const count = (label: string, bounds: { min: number; max: number }, ends: { below?: string; above?: string } = {}) => {
  const message = M.between(label, bounds.min, bounds.max);
  return requiredNumber(M.required(label), { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY, message, integer: true }).pipe(
    z
      .number()
      .min(bounds.min, ends.below ?? message)
      .max(bounds.max, ends.above ?? message),
  );
};

/** Money or a percentage (the type field says which): cents allowed. */
const amount = (label: string) =>
  requiredNumber(M.required(label), { min: L.amount.min, max: L.amount.max, message: M.between(label, L.amount.min, L.amount.max), cents: true });

/** Optional text: blank is '' (nothing kept). */
const text = (label: string, max: number) =>
  singleLineText({ invalid_type_error: `${label} must be text` }).max(max, M.tooLong(label, max)).default('');

/* ---------- General ---------- */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least 10 digits, spaces, dashes or brackets, with an optional leading plus (spec part 2 §5). */
const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An IANA name such as Asia/Kolkata: letters first, no offsets (Postgres reads "+05:30" the other way round). */
const TIME_ZONE_NAME = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Zones found known: the runtime's list is fixed, and building a formatter to ask costs ~0.2 ms (settings are read on every booking). */
const knownTimeZones = new Set<string>();

/** Whether the runtime's clock knows the zone (the server's "today" and the page's dates are read with it). */
export function isKnownTimeZone(zone: string): boolean {
  if (knownTimeZones.has(zone)) return true;
  if (!TIME_ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  knownTimeZones.add(zone);
  return true;
}

/**
 * Any IANA time zone, not only the nine the page offers: a salon set up elsewhere (Asia/Kolkata)
 * keeps its zone when General is saved for another change (review finding 3).
 */
const timeZoneSchema = z
  .string({ required_error: M.required('Time zone'), invalid_type_error: M.invalidTimeZone })
  .max(L.timeZoneMax, M.invalidTimeZone)
  .refine(isKnownTimeZone, M.invalidTimeZone);

export type BusinessHoursDay = { dayOfWeek: number; openTime: string; closeTime: string; isClosed: boolean };

const hoursFormat = { required_error: M.invalidBusinessHours, invalid_type_error: M.invalidBusinessHours };
const businessDaySchema = z.object(
  {
    dayOfWeek: z.number(hoursFormat).int(M.invalidBusinessHours).min(0, M.invalidBusinessHours).max(6, M.invalidBusinessHours),
    openTime: z.string(hoursFormat).regex(TIME_PATTERN, M.invalidBusinessHours),
    closeTime: z.string(hoursFormat).regex(TIME_PATTERN, M.invalidBusinessHours),
    isClosed: z.boolean(hoursFormat),
  },
  hoursFormat,
);

/**
 * The week's opening hours with the spec's one message, "Invalid business hours format": on the
 * whole field when it is not seven days, Sunday (0) to Saturday (6) each once, and on the value
 * itself when a day's field is malformed (so a hostile value is refused where it was sent).
 * Then each open day closes after it opens; kept Sunday first.
 */
export const businessHoursSchema = z
  .array(businessDaySchema, hoursFormat)
  .length(7, M.invalidBusinessHours)
  .superRefine((days, ctx) => {
    if (new Set(days.map((day) => day.dayOfWeek)).size !== days.length) ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.invalidBusinessHours });
    for (const day of days) {
      const wellFormed = TIME_PATTERN.test(day.openTime) && TIME_PATTERN.test(day.closeTime);
      if (wellFormed && !day.isClosed && day.closeTime <= day.openTime) ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.closeAfterOpen(day.dayOfWeek) });
    }
  })
  .transform((days) => [...days].sort((a, b) => a.dayOfWeek - b.dayOfWeek));

export const generalSettingsSchema = z.object({
  businessName: singleLineText({ required_error: M.businessNameRequired, invalid_type_error: M.businessNameRequired })
    .min(1, M.businessNameRequired)
    .max(L.businessNameMax, M.tooLong('Business name', L.businessNameMax)),
  businessPhone: singleLineText({ invalid_type_error: M.invalidPhone })
    .max(L.phoneMax, M.invalidPhone)
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), M.invalidPhone)
    .default(''),
  businessEmail: singleLineText({ invalid_type_error: M.invalidEmail })
    .max(L.emailMax, M.invalidEmail)
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), M.invalidEmail)
    .default(''),
  businessAddress: z.object(
    {
      street: text('Street', L.streetMax),
      city: text('City', L.cityMax),
      state: text('State', L.stateMax),
      zipCode: text('ZIP code', L.zipCodeMax),
      country: text('Country', L.countryMax),
    },
    { message: 'Business address must be an object' },
  ),
  businessHours: businessHoursSchema,
  timezone: timeZoneSchema,
  currency: choice('Currency', CURRENCIES),
  dateFormat: choice('Date format', DATE_FORMATS),
  timeFormat: choice('Time format', TIME_FORMATS),
});

/* ---------- Notifications ---------- */

export const notificationSettingsSchema = z.object({
  emailNotifications: z.object({
    enabled: flag('Email notifications'),
    appointmentReminders: flag('Appointment reminders'),
    appointmentConfirmations: flag('Appointment confirmations'),
    appointmentCancellations: flag('Appointment cancellations'),
    marketingEmails: flag('Marketing emails'),
    systemUpdates: flag('System updates'),
  }),
  smsNotifications: z.object({
    enabled: flag('SMS notifications'),
    appointmentReminders: flag('Appointment reminders'),
    appointmentConfirmations: flag('Appointment confirmations'),
    appointmentCancellations: flag('Appointment cancellations'),
    waitlistUpdates: flag('Waitlist updates'),
    marketingMessages: flag('Marketing messages'),
  }),
  pushNotifications: z.object({
    enabled: flag('Push notifications'),
    appointmentReminders: flag('Appointment reminders'),
    waitlistUpdates: flag('Waitlist updates'),
    inventoryAlerts: flag('Inventory alerts'),
    reportSummaries: flag('Report summaries'),
  }),
  reminderTiming: z.object({
    firstReminder: count('First reminder (hours before)', L.firstReminder),
    secondReminder: count('Second reminder (hours before)', L.secondReminder),
  }),
});

/* ---------- Security ---------- */

export const securitySettingsSchema = z.object({
  passwordPolicy: z.object({
    minLength: count('Password minimum length', L.passwordMinLength, { below: M.passwordMinLength, above: M.passwordMinLengthMax }),
    requireUppercase: flag('Require uppercase'),
    requireLowercase: flag('Require lowercase'),
    requireNumbers: flag('Require numbers'),
    requireSpecialChars: flag('Require special characters'),
    passwordExpiry: count('Password expiry (days)', L.passwordExpiry),
  }),
  twoFactorAuth: z.object({
    enabled: flag('Two-factor authentication'),
    required: flag('Require two-factor authentication'),
    methods: z
      .array(choice('Two-factor method', TWO_FACTOR_METHODS), { message: 'Two-factor methods must be a list' })
      .max(TWO_FACTOR_METHODS.length, 'Two-factor methods must be a list')
      .transform((methods) => TWO_FACTOR_METHODS.filter((method) => methods.includes(method))),
  }),
  sessionTimeout: count('Session timeout (minutes)', L.sessionTimeout),
  loginAttempts: z.object({
    maxAttempts: count('Maximum login attempts', L.maxAttempts),
    lockoutDuration: count('Lockout duration (minutes)', L.lockoutDuration),
  }),
  dataRetention: z.object({
    clientDataRetention: count('Client data retention (days)', L.recordRetention),
    appointmentHistoryRetention: count('Appointment history retention (days)', L.recordRetention),
    auditLogRetention: count('Audit log retention (days)', L.auditLogRetention),
  }),
});

/* ---------- Integrations ---------- */

export const integrationSettingsSchema = z.object({
  paymentGateway: z.object({
    provider: choice('Payment provider', PAYMENT_PROVIDERS),
    enabled: flag('Payment gateway'),
    testMode: flag('Test mode'),
    publicKey: text('Public key', L.publicKeyMax),
  }),
  calendar: z.object({
    provider: choice('Calendar provider', CALENDAR_PROVIDERS),
    enabled: flag('Calendar sync'),
    syncAppointments: flag('Sync appointments'),
    syncEmployeeSchedules: flag('Sync employee schedules'),
  }),
  accounting: z.object({
    provider: choice('Accounting provider', ACCOUNTING_PROVIDERS),
    enabled: flag('Accounting sync'),
    syncInvoices: flag('Sync invoices'),
    syncPayments: flag('Sync payments'),
    syncExpenses: flag('Sync expenses'),
  }),
  marketing: z.object({
    emailProvider: choice('Email marketing provider', EMAIL_MARKETING_PROVIDERS),
    smsProvider: choice('SMS marketing provider', SMS_MARKETING_PROVIDERS),
    enabled: flag('Marketing sync'),
    syncContacts: flag('Sync contacts'),
  }),
});

/* ---------- Appointments ---------- */

/** A percentage cannot pass 100; a fixed amount keeps the amount's own bound. */
const percentAtMost100 = (label: string, amountKey: string, typeKey: string) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (value[typeKey] === 'percentage' && typeof value[amountKey] === 'number' && value[amountKey] > L.percentMax) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [amountKey], message: M.percentTooHigh(label) });
  }
};

export const appointmentSettingsSchema = z.object({
  bookingRules: z
    .object({
      advanceBookingDays: count('Advance booking (days)', L.advanceBookingDays),
      minAdvanceBookingHours: count('Minimum advance booking hours', L.minAdvanceBookingHours, {
        below: M.minAdvanceHoursNegative,
        above: M.minAdvanceHoursMax,
      }),
      maxAdvanceBookingDays: count('Maximum advance booking (days)', L.maxAdvanceBookingDays),
      allowWalkIns: flag('Allow walk-ins'),
      allowDoubleBooking: flag('Allow double booking'),
      requireDeposit: flag('Require deposit'),
      depositAmount: amount('Deposit amount'),
      depositType: choice('Deposit type', AMOUNT_TYPES),
    })
    .superRefine(percentAtMost100('Deposit percentage', 'depositAmount', 'depositType')),
  cancellationPolicy: z
    .object({
      allowCancellations: flag('Allow cancellations'),
      minHoursBeforeAppointment: count('Minimum notice (hours)', L.minHoursBeforeAppointment),
      cancellationFee: amount('Cancellation fee'),
      cancellationFeeType: choice('Cancellation fee type', AMOUNT_TYPES),
      noCancelPeriod: count('No-cancel period (hours)', L.noCancelPeriod),
    })
    .superRefine(percentAtMost100('Cancellation fee percentage', 'cancellationFee', 'cancellationFeeType')),
  confirmationSettings: z.object({
    requireConfirmation: flag('Require confirmation'),
    autoConfirmAfterHours: count('Auto-confirm after (hours)', L.autoConfirmAfterHours),
    sendConfirmationEmail: flag('Send confirmation email'),
    sendConfirmationSms: flag('Send confirmation SMS'),
  }),
});

/* ---------- The whole ---------- */

export const SETTINGS_SECTION_SCHEMAS = {
  general: generalSettingsSchema,
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
  integrations: integrationSettingsSchema,
  appointments: appointmentSettingsSchema,
} as const;

export const settingsSchema = z.object(SETTINGS_SECTION_SCHEMAS, { message: M.importInvalidFormat });

export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export type IntegrationSettings = z.infer<typeof integrationSettingsSchema>;
export type AppointmentSettings = z.infer<typeof appointmentSettingsSchema>;
export type SalonSettings = z.infer<typeof settingsSchema>;
export type SettingsSectionValue<S extends SettingsSection> = SalonSettings[S];

/** The spec's defaults (part 2 §9), for a salon that never saved a section. */
export const DEFAULT_SETTINGS: SalonSettings = {
  general: {
    businessName: 'My Salon',
    businessPhone: '',
    businessEmail: '',
    businessAddress: { street: '', city: '', state: '', zipCode: '', country: 'US' },
    businessHours: DEFAULT_BUSINESS_HOURS.map((day) => ({ dayOfWeek: day.dayOfWeek, openTime: day.open, closeTime: day.close, isClosed: day.isClosed })),
    timezone: 'America/New_York',
    currency: 'USD',
    dateFormat: 'MM/DD/YYYY',
    timeFormat: '12h',
  },
  notifications: {
    emailNotifications: {
      enabled: true,
      appointmentReminders: true,
      appointmentConfirmations: true,
      appointmentCancellations: true,
      marketingEmails: false,
      systemUpdates: true,
    },
    smsNotifications: {
      enabled: false,
      appointmentReminders: true,
      appointmentConfirmations: true,
      appointmentCancellations: true,
      waitlistUpdates: true,
      marketingMessages: false,
    },
    pushNotifications: { enabled: true, appointmentReminders: true, waitlistUpdates: true, inventoryAlerts: true, reportSummaries: false },
    reminderTiming: { firstReminder: 24, secondReminder: 2 },
  },
  security: {
    passwordPolicy: {
      minLength: 8,
      requireUppercase: true,
      requireLowercase: true,
      requireNumbers: true,
      requireSpecialChars: false,
      passwordExpiry: 90,
    },
    twoFactorAuth: { enabled: false, required: false, methods: ['email'] },
    sessionTimeout: 30,
    loginAttempts: { maxAttempts: 5, lockoutDuration: 30 },
    dataRetention: { clientDataRetention: 730, appointmentHistoryRetention: 730, auditLogRetention: 90 },
  },
  integrations: {
    paymentGateway: { provider: 'none', enabled: false, testMode: true, publicKey: '' },
    calendar: { provider: 'none', enabled: false, syncAppointments: true, syncEmployeeSchedules: false },
    accounting: { provider: 'none', enabled: false, syncInvoices: true, syncPayments: true, syncExpenses: false },
    marketing: { emailProvider: 'none', smsProvider: 'none', enabled: false, syncContacts: false },
  },
  appointments: {
    bookingRules: {
      advanceBookingDays: 30,
      minAdvanceBookingHours: 2,
      maxAdvanceBookingDays: 90,
      allowWalkIns: true,
      allowDoubleBooking: false,
      requireDeposit: false,
      depositAmount: 20,
      depositType: 'percentage',
    },
    cancellationPolicy: { allowCancellations: true, minHoursBeforeAppointment: 24, cancellationFee: 0, cancellationFeeType: 'fixed', noCancelPeriod: 2 },
    confirmationSettings: { requireConfirmation: false, autoConfirmAfterHours: 24, sendConfirmationEmail: true, sendConfirmationSms: false },
  },
};

/**
 * `GET /settings`: the salon's settings, when they last changed and by whom (null while all are
 * defaults), and each section's version, which a save sends back as If-Match.
 */
export const settingsResponseSchema = z.object({
  settings: settingsSchema,
  lastUpdated: z.string().datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
  versions: settingsVersionsSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const settingsResetSchema = z.object({
  section: choice('section', SETTINGS_SECTIONS).optional(),
});
export type SettingsReset = z.infer<typeof settingsResetSchema>;

/** The import's body: any JSON object; the spec's checks (checkSettingsImport) decide the rest and say why. */
export const settingsImportBodySchema = z
  .object({}, { message: M.importFailed(M.importInvalidFormat) })
  .passthrough()
  .describe('An exported settings file: { version: 1, exportDate, settings } with all five sections');
