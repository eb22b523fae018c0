/**
 * The choices the settings offer (spec part 2 §9), stored as the values below; the labels are
 * what the page shows beside them.
 */

/** The settings' sections, in the page's order (spec part 2 §2). */
export const SETTINGS_SECTIONS = ['general', 'notifications', 'security', 'integrations', 'appointments'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Time zones as IANA ids, so the server's clock reads them directly. */
export const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
export type SettingsTimeZone = (typeof TIME_ZONES)[number];

export const TIME_ZONE_LABELS: Record<SettingsTimeZone, string> = {
  'America/New_York': 'Eastern Time (New York)',
  'America/Chicago': 'Central Time (Chicago)',
  'America/Denver': 'Mountain Time (Denver)',
  'America/Los_Angeles': 'Pacific Time (Los Angeles)',
  'America/Phoenix': 'Arizona (Phoenix)',
  'Europe/London': 'London',
  'Europe/Paris': 'Paris',
  'Asia/Tokyo': 'Tokyo',
  'Australia/Sydney': 'Sydney',
};

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type SettingsCurrency = (typeof CURRENCIES)[number];
export const CURRENCY_LABELS: Record<SettingsCurrency, string> = {
  USD: 'US Dollar (USD)',
  EUR: 'Euro (EUR)',
  GBP: 'British Pound (GBP)',
  CAD: 'Canadian Dollar (CAD)',
  AUD: 'Australian Dollar (AUD)',
};

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type SettingsDateFormat = (typeof DATE_FORMATS)[number];

export const TIME_FORMATS = ['12h', '24h'] as const;
export type SettingsTimeFormat = (typeof TIME_FORMATS)[number];
export const TIME_FORMAT_LABELS: Record<SettingsTimeFormat, string> = { '12h': '12-hour (2:30 PM)', '24h': '24-hour (14:30)' };

export const TWO_FACTOR_METHODS = ['email', 'sms', 'app'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
export const TWO_FACTOR_METHOD_LABELS: Record<TwoFactorMethod, string> = { email: 'Email', sms: 'SMS', app: 'Authenticator app' };

export const AMOUNT_TYPES = ['percentage', 'fixed'] as const;
export type AmountType = (typeof AMOUNT_TYPES)[number];
export const AMOUNT_TYPE_LABELS: Record<AmountType, string> = { percentage: 'Percentage', fixed: 'Fixed amount' };

export const PAYMENT_PROVIDERS = ['none', 'stripe', 'square', 'paypal'] as const;
export const CALENDAR_PROVIDERS = ['none', 'google', 'outlook', 'apple'] as const;
export const ACCOUNTING_PROVIDERS = ['none', 'quickbooks', 'xero', 'freshbooks'] as const;
export const EMAIL_MARKETING_PROVIDERS = ['none', 'mailchimp', 'sendgrid', 'constant_contact'] as const;
export const SMS_MARKETING_PROVIDERS = ['none', 'twilio', 'textmagic', 'clicksend'] as const;

/** Every provider's label, whichever list it is in. */
export const PROVIDER_LABELS: Record<string, string> = {
  none: 'None',
  stripe: 'Stripe',
  square: 'Square',
  paypal: 'PayPal',
  google: 'Google Calendar',
  outlook: 'Outlook',
  apple: 'Apple Calendar',
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  freshbooks: 'FreshBooks',
  mailchimp: 'Mailchimp',
  sendgrid: 'SendGrid',
  constant_contact: 'Constant Contact',
  twilio: 'Twilio',
  textmagic: 'TextMagic',
  clicksend: 'ClickSend',
};

export const BUSINESS_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
