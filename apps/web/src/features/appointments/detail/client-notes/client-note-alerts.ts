/**
 * Client notes have no "important" flag, so a note about health and safety is recognised by
 * its words (allergies, reactions, patch tests, pregnancy, "do not use..."); the front desk
 * must not miss those before a service.
 */
const HEALTH_AND_SAFETY = /\b(allerg\w*|anaphyla\w*|sensitiv\w*|reaction\w*|patch[- ]test\w*|pregnan\w*|asthma\w*|latex|eczema|psoriasis|epilep\w*|medical|medication\w*|do not|don't|never use|avoid\w*)/i;

export function isHealthAndSafetyNote(text: string): boolean {
  return HEALTH_AND_SAFETY.test(text);
}

/** At most this many other notes are shown beside the health and safety ones; the rest are on the client page. */
export const OTHER_NOTES_SHOWN = 3;

/** Health and safety notes first (all of them), then the newest others. */
export function notesToShow<T extends { note_text: string }>(notes: T[]): { alerts: T[]; others: T[]; hidden: number } {
  const alerts = notes.filter((note) => isHealthAndSafetyNote(note.note_text));
  const rest = notes.filter((note) => !isHealthAndSafetyNote(note.note_text));
  return { alerts, others: rest.slice(0, OTHER_NOTES_SHOWN), hidden: Math.max(0, rest.length - OTHER_NOTES_SHOWN) };
}
