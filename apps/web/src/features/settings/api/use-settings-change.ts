import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_SAVE_ROUTES, type SalonSettings, type SettingsResponse, type SettingsSection } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { sessionKeys } from '../../../lib/session/session-keys';
import { sessionStore } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';
import { writeCachedSettings } from './settings-cache';
import { settingsKeys } from './settings-keys';

/** A change of the settings: save one section, reset one or all, or import a file. */
export type SettingsChange =
  /** `version`: the section's version the form's fields came from, sent as If-Match (409 SETTINGS_CHANGED when replaced since). */
  | { kind: 'save'; section: SettingsSection; value: SalonSettings[SettingsSection]; version: number }
  | { kind: 'reset'; section?: SettingsSection }
  | { kind: 'import'; file: Record<string, unknown> };

function send(change: SettingsChange): Promise<SettingsResponse> {
  if (change.kind === 'reset') return unwrap(apiClient.settings.reset({ body: change.section ? { section: change.section } : {} }));
  if (change.kind === 'import') return unwrap(apiClient.settings.import({ body: change.file }));
  const save = apiClient.settings[SETTINGS_SAVE_ROUTES[change.section]] as (args: { body: unknown; headers: Record<string, string> }) => Promise<never>;
  return unwrap(save({ body: change.value, headers: { 'if-match': String(change.version) } })) as Promise<SettingsResponse>;
}

/**
 * The signed-in user's salon as the saved General section names it: its name, the zone "today"
 * is read in and the formats money, dates and times are written in, so the next screen drawn
 * follows them without waiting for GET /auth/me.
 */
function followGeneral({ businessName, timezone, currency, dateFormat, timeFormat }: SalonSettings['general']): void {
  const user = sessionStore.getSession()?.user;
  if (!user) return;
  const salon = { ...user.salon, name: businessName, timeZone: timezone, currency, dateFormat, timeFormat };
  if (JSON.stringify(salon) !== JSON.stringify(user.salon)) sessionStore.setUser({ ...user, salon });
}

/**
 * Sends a change; the answer (every section) becomes the page's settings and the cached copy.
 * Other readers of the settings refresh, and so does the signed-in user, whose salon carries
 * the time zone "today" is read in and the formats of money, dates and times.
 */
export function useSettingsChange() {
  const queryClient = useQueryClient();
  const salonId = useSession()?.user.salon.id ?? 0;
  return useMutation<SettingsResponse, ApiError, SettingsChange>({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData([...settingsKeys.current(), salonId], answer);
      writeCachedSettings(localStorage, salonId, answer);
      followGeneral(answer.settings.general);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all, predicate: (query) => query.queryKey[1] !== 'current' }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
      ]);
    },
  });
}
