import { z } from 'zod';
import type { FieldErrors } from '../common/envelope';
import { SETTINGS_SECTIONS, type SettingsSection } from './settings-options';
import { DEFAULT_SETTINGS, SETTINGS_MESSAGES, SETTINGS_SECTION_SCHEMAS, settingsSchema, type SalonSettings } from './settings.schemas';

/** The settings file's format version (spec part 2 §9: settings storage version 1). */
export const SETTINGS_FILE_VERSION = 1;

/** The exported file: `{ version: 1, exportDate, settings }`. */
export const settingsFileSchema = z.object({
  version: z.literal(SETTINGS_FILE_VERSION),
  exportDate: z.string().datetime({ offset: true }),
  settings: settingsSchema,
});
export type SettingsFile = z.infer<typeof settingsFileSchema>;

export const settingsFile = (settings: SalonSettings, now = new Date()): SettingsFile => ({
  version: SETTINGS_FILE_VERSION,
  exportDate: now.toISOString(),
  settings,
});

export type SettingsImportCheck = { ok: true; settings: SalonSettings } | { ok: false; message: string; fieldErrors: FieldErrors };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const refused = (reason: string, fieldErrors: FieldErrors = {}): SettingsImportCheck => ({
  ok: false,
  message: SETTINGS_MESSAGES.importFailed(reason),
  fieldErrors,
});

/**
 * The spec's import checks (part 2 §5), in its order: a file with a settings object (and, when
 * it says, version 1), then all five categories, then every field by the same schemas as Save.
 * Each refusal is "Failed to import settings: ..."; field problems are keyed `settings.<path>`.
 */
export function checkSettingsImport(file: unknown): SettingsImportCheck {
  if (!isObject(file) || !isObject(file.settings)) return refused(SETTINGS_MESSAGES.importInvalidFormat);
  if ('version' in file && file.version !== SETTINGS_FILE_VERSION) return refused(SETTINGS_MESSAGES.importInvalidFormat);
  const settings = file.settings;
  if (!SETTINGS_SECTIONS.every((section) => isObject(settings[section]))) return refused(SETTINGS_MESSAGES.importMissingCategories);
  const parsed = settingsSchema.safeParse(settings);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) (fieldErrors[['settings', ...issue.path].join('.')] ??= []).push(issue.message);
  return refused(parsed.error.issues[0].message, fieldErrors);
}

/**
 * A stored value read back through its schema, field by field: whatever is missing, old or
 * not valid takes the default's value, so a corrupt row never hides the rest (spec part 2 §8:
 * corrupt stored settings fall back to defaults).
 */
export function withDefaults<T>(schema: z.ZodTypeAny, stored: unknown, defaults: T): T {
  const whole = schema.safeParse(stored);
  if (whole.success) return whole.data as T;
  const inner = schema instanceof z.ZodEffects ? schema.innerType() : schema;
  if (inner instanceof z.ZodObject && isObject(stored) && isObject(defaults)) {
    const shape = inner.shape as Record<string, z.ZodTypeAny>;
    const repaired = Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [key, withDefaults(field, stored[key], (defaults as Record<string, unknown>)[key])]),
    );
    // Fields right one by one may still break a rule across fields: then the defaults.
    const again = schema.safeParse(repaired);
    if (again.success) return again.data as T;
  }
  return defaults;
}

/** The salon's settings from its stored sections (absent ones are the defaults). */
export const settingsFromStored = (stored: Partial<Record<string, unknown>>): SalonSettings => ({
  general: withDefaults(SETTINGS_SECTION_SCHEMAS.general, stored.general, DEFAULT_SETTINGS.general),
  notifications: withDefaults(SETTINGS_SECTION_SCHEMAS.notifications, stored.notifications, DEFAULT_SETTINGS.notifications),
  security: withDefaults(SETTINGS_SECTION_SCHEMAS.security, stored.security, DEFAULT_SETTINGS.security),
  integrations: withDefaults(SETTINGS_SECTION_SCHEMAS.integrations, stored.integrations, DEFAULT_SETTINGS.integrations),
  appointments: withDefaults(SETTINGS_SECTION_SCHEMAS.appointments, stored.appointments, DEFAULT_SETTINGS.appointments),
});

/**
 * What a reset writes. One section: its defaults, General's business details and time zone
 * included (its confirm says so). All: every default except the business's name, phone, e-mail,
 * address and time zone, which are who and where the salon is, not a preference (review
 * finding 9): receipts keep them and "today" does not move.
 */
export function resetValues(section: SettingsSection | undefined, current: SalonSettings): Partial<SalonSettings> {
  if (section) return { [section]: DEFAULT_SETTINGS[section] };
  const { businessName, businessPhone, businessEmail, businessAddress, timezone } = current.general;
  return { ...DEFAULT_SETTINGS, general: { ...DEFAULT_SETTINGS.general, businessName, businessPhone, businessEmail, businessAddress, timezone } };
}
