import { settingsFromStored, type SalonSettings } from '@salon/contracts';

/** Salons' stored sections seen lately, by their JSON: a salon's rarely change, and this process serves few salons. */
const parsed = new Map<string, SalonSettings>();
const KEPT = 100;

/**
 * settingsFromStored, remembered by the stored JSON: parsing every section through its schema
 * cost ~0.3 ms of CPU, and bookings and slots read the settings on every request. Each caller
 * gets its own copy, so a change to one never reaches the next.
 */
export function parsedSettings(sections: Partial<Record<string, unknown>>): SalonSettings {
  const key = JSON.stringify(sections);
  let settings = parsed.get(key);
  if (!settings) {
    if (parsed.size >= KEPT) parsed.clear();
    settings = settingsFromStored(sections);
    parsed.set(key, settings);
  }
  return structuredClone(settings);
}
