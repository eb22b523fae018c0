import { z } from 'zod';
import { isCalendarMonth } from '../calendar/calendar-dates';
import { idSchema, optionalIdQuery, singleLineText } from '../common/primitives';

/** A calendar day cell shows this many appointments, then "+N more" (spec part 1 §2, §9). */
export const CALENDAR_DAY_LIMIT = 3;
/** The most a caller may ask a day for: a cell, never a list. */
export const CALENDAR_DAY_MAX = 10;

/**
 * GET /appointments/month: one month of the calendar, with the filters the calendar offers.
 * The month is the salon's: appointment dates are its wall-clock dates.
 */
export const appointmentMonthQuerySchema = z.object({
  month: z.string({ message: 'month is required' }).refine(isCalendarMonth, 'month must be a month in the form YYYY-MM'),
  per_day: z.coerce
    .number({ message: 'per_day must be a number' })
    .int('per_day must be a whole number')
    .min(1, `per_day must be 1 to ${CALENDAR_DAY_MAX}`)
    .max(CALENDAR_DAY_MAX, `per_day must be 1 to ${CALENDAR_DAY_MAX}`)
    .default(CALENDAR_DAY_LIMIT),
  employee_id: optionalIdQuery('employee_id'),
  service_id: optionalIdQuery('service_id'),
  status: singleLineText().min(1, 'status must be a status name').max(30, 'status must be a status name').optional(),
});
export type AppointmentMonthQuery = z.infer<typeof appointmentMonthQuerySchema>;

/** What a calendar cell draws of one appointment: its time, client, service, employee and status. */
export const calendarEntrySchema = z.object({
  appointment_id: idSchema,
  start_time: z.string(),
  end_time: z.string(),
  client_name: z.string(),
  service_name: z.string(),
  employee_name: z.string(),
  status: z.object({ status_id: idSchema, name: z.string() }),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** A day with appointments: how many in all, and the first few by start time. */
export const calendarDaySchema = z.object({
  date: z.string(),
  count: z.number().int(),
  appointments: z.array(calendarEntrySchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** Only the days that have appointments, in date order; a day not listed has none. */
export const appointmentMonthSchema = z.object({
  month: z.string(),
  days: z.array(calendarDaySchema),
});
export type AppointmentMonth = z.infer<typeof appointmentMonthSchema>;
