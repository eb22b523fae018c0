import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/api/query-client';

/** The app's client without retries, whose back-off would only slow failing-call tests down. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}
