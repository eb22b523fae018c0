import { z } from 'zod';
import { SETTINGS_SECTIONS, type SettingsSection } from './settings-options';

/**
 * Each section's version: how many times it has been saved (0 while never). A page sends the
 * version of the copy its fields came from with a save, so a save made from a copy another
 * device has since replaced is refused instead of silently undoing that device's change.
 */
export type SettingsVersions = Record<SettingsSection, number>;

const version = z.number().int().min(0);
export const settingsVersionsSchema = z.object({
  general: version,
  notifications: version,
  security: version,
  integrations: version,
  appointments: version,
}) satisfies z.ZodType<SettingsVersions>;

export const NO_SETTINGS_VERSIONS: SettingsVersions = Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, 0])) as SettingsVersions;

const SECTION_TITLES: Record<SettingsSection, string> = {
  general: 'General',
  notifications: 'Notification',
  security: 'Security',
  integrations: 'Integration',
  appointments: 'Appointment',
};

export const SETTINGS_VERSION_MESSAGES = {
  ifMatch: "If-Match must be the section's version (a whole number) as GET /settings answered it",
  /** `by`: null when the user is gone; `at`: the time as the salon reads it, null when unknown. */
  changedElsewhere: (section: SettingsSection, by: string | null, at: string | null) =>
    `${SECTION_TITLES[section]} settings were changed by ${by ?? 'another user'}${at ? ` at ${at}` : ''}. Reload to see their changes.`,
} as const;

/**
 * PUT /settings/{section}'s optional If-Match: the section's version the page last read. Without
 * it the save is taken as it comes (last one wins), for scripts that mean to overwrite.
 */
export const settingsSaveHeadersSchema = z.object({
  'if-match': z.string().regex(/^\d{1,9}$/, SETTINGS_VERSION_MESSAGES.ifMatch).optional(),
});
