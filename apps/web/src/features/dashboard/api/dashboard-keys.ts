/** Query keys of the dashboard's figures. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  metrics: () => [...dashboardKeys.all, 'metrics'] as const,
  activity: (limit: number) => [...dashboardKeys.all, 'activity', limit] as const,
  popularServices: (limit: number) => [...dashboardKeys.all, 'popular-services', limit] as const,
  bookingsByHour: () => [...dashboardKeys.all, 'bookings-by-hour'] as const,
  revenue: () => [...dashboardKeys.all, 'revenue'] as const,
  bookingTrends: () => [...dashboardKeys.all, 'booking-trends'] as const,
};
