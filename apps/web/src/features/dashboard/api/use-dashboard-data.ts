import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { dashboardKeys } from './dashboard-keys';
import { ACTIVITY_LIMIT, DASHBOARD_REFRESH, TOP_SERVICES_LIMIT } from './dashboard-refresh';

/**
 * Every dashboard figure, each on its own refresh (spec part 1 §9). `enabled` is false for
 * an account without dashboard:read, which then asks nothing.
 */
export function useDashboardData(enabled: boolean) {
  const metrics = useQuery({
    queryKey: dashboardKeys.metrics(),
    queryFn: ({ signal }) => unwrap(apiClient.dashboard.metrics({ fetchOptions: { signal } })),
    ...DASHBOARD_REFRESH.metrics,
    // Back at the desk after another window: the figures are asked for again, however fresh.
    refetchOnWindowFocus: 'always',
    enabled,
  });
  const activity = useQuery({
    queryKey: dashboardKeys.activity(ACTIVITY_LIMIT),
    queryFn: ({ signal }) => unwrap(apiClient.dashboard.notifications({ query: { limit: ACTIVITY_LIMIT }, fetchOptions: { signal } })),
    ...DASHBOARD_REFRESH.activity,
    enabled,
  });
  const popularServices = useQuery({
    queryKey: dashboardKeys.popularServices(TOP_SERVICES_LIMIT),
    queryFn: ({ signal }) => unwrap(apiClient.dashboard.popularServices({ query: { limit: TOP_SERVICES_LIMIT }, fetchOptions: { signal } })),
    ...DASHBOARD_REFRESH.popularServices,
    enabled,
  });
  const bookingsByHour = useQuery({
    queryKey: dashboardKeys.bookingsByHour(),
    queryFn: ({ signal }) => unwrap(apiClient.dashboard.bookingsByHour({ fetchOptions: { signal } })),
    ...DASHBOARD_REFRESH.bookingsByHour,
    enabled,
  });
  const revenue = useQuery({
    queryKey: dashboardKeys.revenue(),
    queryFn: ({ signal }) => unwrap(apiClient.dashboard.revenue({ fetchOptions: { signal } })),
    ...DASHBOARD_REFRESH.charts,
    enabled,
  });
  const bookingTrends = useQuery({
    queryKey: dashboardKeys.bookingTrends(),
    queryFn: ({ signal }) => unwrap(apiClient.dashboard.bookingTrends({ fetchOptions: { signal } })),
    ...DASHBOARD_REFRESH.charts,
    enabled,
  });
  return { metrics, activity, popularServices, bookingsByHour, revenue, bookingTrends };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
