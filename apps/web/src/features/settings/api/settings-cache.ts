import { NO_SETTINGS_VERSIONS, settingsFromStored, type SettingsResponse } from '@salon/contracts';

/** Local storage key of a salon's cached settings (DECISIONS §8: the page opens at once, then refreshes). */
export const settingsCacheKey = (salonId: number) => `settings:${salonId}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The salon's settings as last seen, or null when none were cached. A stored value that is not
 * JSON, or whose fields are not valid, falls back to the defaults field by field (spec part 2 §8).
 */
export function readCachedSettings(storage: Storage, salonId: number): SettingsResponse | null {
  let raw: string | null;
  try {
    raw = storage.getItem(settingsCacheKey(salonId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const entry = isObject(stored) ? stored : {};
  return {
    settings: settingsFromStored(isObject(entry.settings) ? entry.settings : {}),
    lastUpdated: typeof entry.lastUpdated === 'string' ? entry.lastUpdated : null,
    updatedBy: typeof entry.updatedBy === 'string' ? entry.updatedBy : null,
    // The forms wait for the server's copy before anyone edits, so its versions are the ones a save sends.
    versions: NO_SETTINGS_VERSIONS,
  };
}

export function writeCachedSettings(storage: Storage, salonId: number, answer: SettingsResponse): void {
  try {
    storage.setItem(settingsCacheKey(salonId), JSON.stringify(answer));
  } catch {
    // Without storage the page still works; it only opens after the server answers.
  }
}
