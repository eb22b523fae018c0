import { z } from 'zod';
import { dateSchema, idSchema, optionalIdQuery } from '../common/primitives';

/** Without dates: the 30 days up to the salon's today. */
export const statisticsQuerySchema = z
  .object({
    date_from: dateSchema.optional(),
    date_to: dateSchema.optional(),
    employee_id: optionalIdQuery('employee_id'),
    service_id: optionalIdQuery('service_id'),
    client_id: optionalIdQuery('client_id'),
  })
  .refine((value) => !value.date_from || !value.date_to || value.date_from <= value.date_to, { message: 'date_from must not be after date_to', path: ['date_from'] });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/**
 * Appointment figures over a date range (GET /appointments/statistics, the employee
 * Performance tab, the service Statistics tab). Rates are percentages with one decimal;
 * revenue is the price of completed appointments; with no ratings the average is null.
 */
export const appointmentStatisticsSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  total_appointments: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  completed: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
  completion_rate: z.number(),
  cancellation_rate: z.number(),
  no_show_rate: z.number(),
  revenue: z.number(),
  average_price: z.number().nullable(),
  average_duration_minutes: z.number().nullable(),
  average_rating: z.number().nullable(),
  rating_count: z.number().int(),
  unique_clients: z.number().int(),
  top_services: z.array(z.object({ service_id: idSchema, name: z.string(), count: z.number().int(), revenue: z.number() })),
  top_employees: z.array(z.object({ employee_id: idSchema, first_name: z.string(), last_name: z.string(), count: z.number().int(), revenue: z.number() })),
  /** One row per calendar month in the range, oldest first. */
  by_month: z.array(z.object({ month: z.string(), appointments: z.number().int(), completed: z.number().int(), revenue: z.number() })),
});
export type AppointmentStatistics = z.infer<typeof appointmentStatisticsSchema>;

/**
 * No-shows among appointments whose time has come (cancelled ones excluded: they were
 * never expected). Rate in percent with one decimal; 0 when there were none.
 */
export const noShowRateSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  no_shows: z.number().int(),
  expected: z.number().int(),
  rate: z.number(),
});
export type NoShowRate = z.infer<typeof noShowRateSchema>;
