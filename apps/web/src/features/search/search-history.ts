/** The local storage key of recent searches (spec part 1 §9: one key beside the session's). */
export const SEARCH_HISTORY_KEY = 'searchHistory';

/** At most this many recent searches are kept (spec part 1 §9). */
export const SEARCH_HISTORY_LIMIT = 10;

/** The history with `query` first: a repeat in any case moves to the top in its newest spelling; the oldest drop past the limit. */
export function withSearch(history: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...history];
  const others = history.filter((entry) => entry.toLowerCase() !== text.toLowerCase());
  return [text, ...others].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Recent searches, most recent first; anything unreadable in storage reads as none. */
export function readSearchHistory(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Adds a search to the stored history and returns the new history. */
export function rememberSearch(query: string): string[] {
  const history = withSearch(readSearchHistory(), query);
  try {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or blocked (private mode): the search still works, it is only not remembered.
  }
  return history;
}
