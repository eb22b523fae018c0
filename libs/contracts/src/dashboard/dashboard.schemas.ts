import { z } from 'zod';
import { limitSchema } from '../common/pagination';
import { idSchema } from '../common/primitives';

/** How many days the revenue series, booking trends and popular services look back, today included. */
export const DASHBOARD_TRAILING_DAYS = 30;
export const DASHBOARD_ACTIVITY_DEFAULT_LIMIT = 10;
export const DASHBOARD_POPULAR_SERVICES_DEFAULT_LIMIT = 5;

/**
 * Growth in percent, one decimal: (current − previous) / previous × 100. Null when there
 * is nothing to compare against (previous is 0 or unknown) or the current figure is unknown,
 * and when previous is negative (net revenue can be), since dividing by it points the arrow
 * the wrong way. One function, so the API and any fallback on the web agree.
 */
export function growthPercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * The four dashboard figures (spec part 1 §3), this month so far (the salon's 1st to today)
 * against the same days of last month. Money in dollars; averageRating is the mean of the
 * completion ratings with one decimal, null with none; growths as `growthPercent`.
 */
export const dashboardMetricsSchema = z.object({
  totalRevenue: z.number(),
  totalAppointments: z.number().int(),
  activeClients: z.number().int(),
  averageRating: z.number().nullable(),
  revenueGrowth: z.number().nullable(),
  appointmentGrowth: z.number().nullable(),
  clientGrowth: z.number().nullable(),
  ratingGrowth: z.number().nullable(),
  /** The salon days compared, YYYY-MM-DD, both ends included. */
  periodStart: z.string(),
  periodEnd: z.string(),
  previousPeriodStart: z.string(),
  previousPeriodEnd: z.string(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export const ACTIVITY_TYPES = ['appointment', 'client', 'staff', 'system'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type ActivityPriority = (typeof ACTIVITY_PRIORITIES)[number];

/** One line of Recent Activity, built from a real event; id is unique across sources (e.g. `appointment-history-12`). */
export const activityItemSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  message: z.string(),
  timestamp: z.string(),
  priority: z.enum(ACTIVITY_PRIORITIES),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const dashboardNotificationsQuerySchema = z.object({
  limit: limitSchema.max(50, 'limit must be at most 50').default(DASHBOARD_ACTIVITY_DEFAULT_LIMIT),
});
export type DashboardNotificationsQuery = z.infer<typeof dashboardNotificationsQuerySchema>;

export const popularServiceSchema = z.object({
  serviceId: idSchema,
  serviceName: z.string(),
  bookingCount: z.number().int(),
});
export type PopularService = z.infer<typeof popularServiceSchema>;

export const dashboardPopularServicesQuerySchema = z.object({
  limit: limitSchema.max(50, 'limit must be at most 50').default(DASHBOARD_POPULAR_SERVICES_DEFAULT_LIMIT),
});
export type DashboardPopularServicesQuery = z.infer<typeof dashboardPopularServicesQuerySchema>;

/**
 * Today's appointments (cancelled ones left out) starting in one hour of the salon's day,
 * hour 0–23. The list holds every hour the salon is open today (its business hours) plus any
 * hour outside them that has a booking, ascending, with 0 where nothing starts.
 */
export const bookingsByHourSchema = z.object({
  hour: z.number().int().min(0).max(23),
  bookings: z.number().int(),
});
export type BookingsByHour = z.infer<typeof bookingsByHourSchema>;

/** One salon day of the revenue series: money taken that day minus refunds made that day, in dollars. */
export const revenuePointSchema = z.object({
  date: z.string(),
  revenue: z.number(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

/** One salon day of booking trends: the appointments dated that day, cancelled ones left out. */
export const bookingTrendPointSchema = z.object({
  date: z.string(),
  bookings: z.number().int(),
});
export type BookingTrendPoint = z.infer<typeof bookingTrendPointSchema>;
