/**
 * Query keys of the settings. Everything that reads the settings keeps its key under 'settings'
 * (the waitlist's walk-in rule too), so a save refreshes them all.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  current: () => [...settingsKeys.all, 'current'] as const,
};
