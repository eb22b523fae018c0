/** At most this many other notes are shown beside the alerts; the rest are on the client page. */
export const OTHER_NOTES_SHOWN = 3;

/**
 * Every note staff marked as a health and safety alert, then the newest few others, in the
 * API's newest-first order. Only the flag decides: a note's words never make it an alert.
 */
export function notesToShow<T extends { is_alert: boolean }>(notes: T[]): { alerts: T[]; others: T[]; hidden: number } {
  const alerts = notes.filter((note) => note.is_alert);
  const rest = notes.filter((note) => !note.is_alert);
  return { alerts, others: rest.slice(0, OTHER_NOTES_SHOWN), hidden: Math.max(0, rest.length - OTHER_NOTES_SHOWN) };
}
