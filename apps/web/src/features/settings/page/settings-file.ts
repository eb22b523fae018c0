import { checkSettingsImport, settingsFile, SETTINGS_MESSAGES, type SalonSettings } from '@salon/contracts';
import { saveFile } from '../../../lib/files/save-file';

/** Downloads the settings as the spec's file, `{ version: 1, exportDate, settings }`, named by the day. */
export function exportSettings(settings: SalonSettings, now = new Date()): void {
  const file = settingsFile(settings, now);
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  saveFile(blob, `salon-settings-${file.exportDate.slice(0, 10)}.json`);
}

export type ImportRead = { ok: true; file: Record<string, unknown> } | { ok: false; message: string };

/**
 * Reads a chosen file and runs the contracts' import checks on it (the API runs them again),
 * so a bad file is refused with its reason before anything is sent.
 */
export async function readSettingsFile(file: Blob): Promise<ImportRead> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return { ok: false, message: SETTINGS_MESSAGES.importFailed(SETTINGS_MESSAGES.importInvalidFormat) };
  }
  const check = checkSettingsImport(parsed);
  return check.ok ? { ok: true, file: parsed as Record<string, unknown> } : { ok: false, message: check.message };
}
