import { useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/use-session';
import { readCachedSettings, writeCachedSettings } from './settings-cache';
import { settingsKeys } from './settings-keys';

/**
 * The salon's settings: the cached copy at once (as old as can be, so the server is asked
 * straight away), then the server's, which is cached in turn (DECISIONS §8).
 */
export function useSalonSettings() {
  const salonId = useSession()?.user.salon.id ?? 0;
  return useQuery<SettingsResponse, ApiError>({
    queryKey: [...settingsKeys.current(), salonId],
    queryFn: async ({ signal }) => {
      const answer = await unwrap(apiClient.settings.get({ fetchOptions: { signal } }));
      writeCachedSettings(localStorage, salonId, answer);
      return answer;
    },
    initialData: () => readCachedSettings(localStorage, salonId) ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
