import { z } from 'zod';
import { addDays, daysBetween } from '../calendar/calendar-dates';
import { dateSchema, idSchema } from '../common/primitives';

/**
 * Reports (issue 16). Every report covers salon days from start_date to end_date, both
 * included; money is in dollars (numbers with two decimals, as the dashboard and payments
 * serve it); percentages have one decimal. The definitions are written once, in
 * REPORT_DEFINITIONS, and shown in the API docs of each route.
 */

/** The longest range a report covers: a leap year, so "the last 365 days" and any calendar year fit. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_RANGE_MESSAGES = {
  order: 'end_date must not be before start_date',
  tooLong: `The range must be at most ${REPORT_MAX_DAYS} days`,
  years: 'Must be a date between 1900 and 2999',
} as const;

/** A report's first or last day: a calendar date in years a salon's records can hold. */
const reportDateSchema = dateSchema.refine((date) => date >= '1900-01-01' && date <= '2999-12-31', REPORT_RANGE_MESSAGES.years);

/** `?start_date=2026-11-01&end_date=2026-11-30`: both required, years 1900-2999, end ≥ start, at most REPORT_MAX_DAYS days. */
export const reportRangeQuerySchema = z
  .object({ start_date: reportDateSchema, end_date: reportDateSchema })
  .superRefine((value, ctx) => {
    if (value.end_date < value.start_date) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: REPORT_RANGE_MESSAGES.order, path: ['end_date'] });
    } else if (daysBetween(value.start_date, value.end_date) + 1 > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: REPORT_RANGE_MESSAGES.tooLong, path: ['end_date'] });
    }
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** Salon days, `YYYY-MM-DD`, both included. */
export const reportPeriodSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** The period of the same length that ends the day before `start` (the comparison of every "change"). */
export function previousPeriodOf(start: string, end: string): ReportPeriod {
  const endDate = addDays(start, -1);
  return { startDate: addDays(endDate, -daysBetween(start, end)), endDate };
}

/** Percent with one decimal; null when there is nothing to divide by. */
export function sharePercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** What each figure means; the API docs quote these texts and docs/product-choices.md explains them. */
export const REPORT_DEFINITIONS = {
  range: `Salon days (the salon's time zone) from start_date to end_date, both included, at most ${REPORT_MAX_DAYS} days.`,
  revenue:
    "Revenue is money taken net of refunds, as on the dashboard: payments that took money (completed, partially refunded, refunded) count on their payment's salon day, refunds count negatively on their own day; pending, failed and voided payments count nothing. A deposit taken at booking is a payment, so it counts on the day it was taken.",
  appointments:
    'Appointments are those dated in the range that were not cancelled (pending, confirmed, in progress, completed, no-show). Completed appointments are visits.',
  averageTicket: 'Average ticket is revenue divided by the completed appointments (visits) of the same days; null without visits.',
  change:
    "Change is (this period − previous period) / previous period × 100, one decimal, against the period of the same length just before; null when the previous figure is 0, negative or unknown. A range reaching past the salon's today is compared on its days so far (start_date to today) against as many days just before start_date, today and that period's last day both taken up to the same time of day: the salon's time now, rounded up to the quarter hour (money taken before it, appointments starting before it). At 09:07 on November 10 the month compares November 1-9 and November 10 up to 09:15 with October 22-30 and October 31 up to 09:15. A range that starts after today has no change (null).",
  clients:
    'Active clients had an appointment dated in the range, whatever became of it (the dashboard\'s active clients). New clients are active clients whose client record was created on a day of the range; returning clients are the other active clients. Retention rate is returning clients / active clients × 100; null without active clients.',
  servicesRevenue:
    "A service's (or employee's) revenue is the price of its completed appointments dated in the range (an appointment counts for its main service and its employee); it is what the work was worth, while Revenue is money taken.",
  utilization:
    "Utilization is booked minutes (appointments not cancelled) over scheduled minutes × 100. Scheduled minutes come from the employee's weekly schedule (less breaks) cut to the salon's business hours of each weekday, a day the salon is closed counting nothing; an employee without a weekly schedule works the salon's business hours; days before the hire date count nothing. Null when nothing was scheduled.",
  visits:
    'A visit is a completed appointment. Average visits per client is visits in the range divided by active clients. Top spenders rank clients by revenue from their payments in the range.',
  segments:
    "Segments are judged as of end_date, or the salon's today when end_date is later: they sort every client with a visit (a completed appointment) up to that day by the days from their last visit to it, first rule that fits: Lost (more than 180 days), At risk (91 to 180 days), VIP (12 or more visits in the 365 days up to it), New (first visit 90 days or fewer before it), Regular (the rest).",
  frequency: 'Visit frequency counts the clients with at least one visit in the range by how many visits they made in it.',
  trend:
    'The retention and acquisition trend splits the range into weeks (Sunday to Saturday) for ranges up to 92 days, else calendar months, cut to the range; per part: active, new and returning clients and the retention rate.',
  busiestDay: 'The busiest weekday has the most appointments (not cancelled) in the range; share is its part of them all.',
  peakHours:
    "Peak hours are the three consecutive hours in which the most appointments (not cancelled) of the range start; share is their part of them all.",
  lifetimeValue:
    "Average lifetime value is the revenue from clients' payments (those naming a client) up to end_date (or today when end_date is later) divided by the clients with a visit up to the same day; null without such clients.",
  serviceRates:
    'Per service: cancellation rate is cancelled / all appointments dated in the range × 100; no-show rate is no-shows / (completed + no-shows) × 100; average price is revenue / completed appointments.',
} as const;

const money = z.number();
const percent = z.number();
const change = z.number().nullable();

/** One salon day of the revenue series; every day of the range is present, zero days included. */
export const revenueDataPointSchema = z.object({
  date: z.string(),
  revenue: money,
  appointments: z.number().int(),
  completed: z.number().int(),
  averageTicket: money.nullable(),
});
export type RevenueDataPoint = z.infer<typeof revenueDataPointSchema>;

/** GET /reports/dashboard: the four cards of Reports & Analytics. */
export const reportDashboardSchema = z.object({
  period: reportPeriodSchema,
  previousPeriod: reportPeriodSchema,
  revenue: z.object({ total: money, change }),
  appointments: z.object({ total: z.number().int(), completed: z.number().int(), change }),
  clients: z.object({ total: z.number().int(), new: z.number().int() }),
  averageTicket: z.object({ value: money.nullable(), change }),
  /** When the compared days reach today: the time of day (`HH:MM`) both last days are compared up to; null when whole days are. */
  comparedUntil: z.string().nullable(),
  /** The previous period's last day up to comparedUntil (what today is compared with); null when whole days are compared. */
  previousLastDay: revenueDataPointSchema.nullable(),
});
export type ReportDashboard = z.infer<typeof reportDashboardSchema>;

/** Services with an appointment in the range, by revenue then count then name. */
export const servicePopularitySchema = z.object({
  serviceId: idSchema,
  serviceName: z.string(),
  /** Appointments not cancelled. */
  count: z.number().int(),
  revenue: money,
  /** This service's part of the revenue of all services; 0 when there is none. */
  percentage: percent,
});
export type ServicePopularity = z.infer<typeof servicePopularitySchema>;

/** Active employees and any other with an appointment in the range, by revenue then name. */
export const employeePerformanceSchema = z.object({
  employeeId: idSchema,
  employeeName: z.string(),
  appointmentsCount: z.number().int(),
  revenue: money,
  averageRating: z.number().nullable(),
  bookedMinutes: z.number().int(),
  scheduledMinutes: z.number().int(),
  utilizationRate: percent.nullable(),
});
export type EmployeePerformance = z.infer<typeof employeePerformanceSchema>;

export const REPORT_TOP_SPENDERS = 10;

export const topSpenderSchema = z.object({
  clientId: idSchema,
  clientName: z.string(),
  totalSpent: money,
  visitCount: z.number().int(),
  averagePerVisit: money.nullable(),
});
export type TopSpender = z.infer<typeof topSpenderSchema>;

export const clientMetricsSchema = z.object({
  totalClients: z.number().int(),
  newClients: z.number().int(),
  returningClients: z.number().int(),
  retentionRate: percent.nullable(),
  averageVisitsPerClient: z.number().nullable(),
  /** The REPORT_TOP_SPENDERS clients who spent most in the range, most first. */
  topSpenders: z.array(topSpenderSchema),
});
export type ClientMetrics = z.infer<typeof clientMetricsSchema>;

export const CLIENT_SEGMENTS = ['new', 'regular', 'vip', 'at_risk', 'lost'] as const;
export type ClientSegmentKey = (typeof CLIENT_SEGMENTS)[number];

export const clientSegmentSchema = z.object({
  key: z.enum(CLIENT_SEGMENTS),
  label: z.string(),
  definition: z.string(),
  count: z.number().int(),
  /** Part of all segmented clients; 0 when there are none. */
  percentage: percent,
});
export type ClientSegment = z.infer<typeof clientSegmentSchema>;

/** Clients by visits in the range: 1, 2-3, 4-6, 7-11, 12+ (maxVisits null: no upper bound). */
export const visitFrequencyBucketSchema = z.object({
  label: z.string(),
  minVisits: z.number().int(),
  maxVisits: z.number().int().nullable(),
  clients: z.number().int(),
});
export type VisitFrequencyBucket = z.infer<typeof visitFrequencyBucketSchema>;

export const clientTrendPointSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  activeClients: z.number().int(),
  newClients: z.number().int(),
  returningClients: z.number().int(),
  retentionRate: percent.nullable(),
});
export type ClientTrendPoint = z.infer<typeof clientTrendPointSchema>;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** GET /reports/client-analytics: what the client analytics page needs beyond the client metrics. */
export const clientAnalyticsSchema = z.object({
  segments: z.array(clientSegmentSchema),
  visitFrequency: z.array(visitFrequencyBucketSchema),
  trendGranularity: z.enum(['week', 'month']),
  trend: z.array(clientTrendPointSchema),
  /** Null when nothing was booked in the range. weekday: 0 Sunday … 6 Saturday. */
  busiestWeekday: z.object({ weekday: z.number().int().min(0).max(6), name: z.string(), appointments: z.number().int(), share: percent }).nullable(),
  /** Null when nothing was booked. Hours 0-23; endHour is startHour + 3 (exclusive), at most 24. */
  peakHours: z.object({ startHour: z.number().int(), endHour: z.number().int(), appointments: z.number().int(), share: percent }).nullable(),
  averageLifetimeValue: money.nullable(),
});
export type ClientAnalytics = z.infer<typeof clientAnalyticsSchema>;

/** One service of the services report; services with any appointment (cancelled included) in the range. */
export const serviceReportRowSchema = z.object({
  serviceId: idSchema,
  serviceName: z.string(),
  /** Appointments not cancelled. */
  count: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  noShows: z.number().int(),
  revenue: money,
  averagePrice: money.nullable(),
  cancellationRate: percent.nullable(),
  noShowRate: percent.nullable(),
});
export type ServiceReportRow = z.infer<typeof serviceReportRowSchema>;
