import { z } from 'zod';
import { daysBetween } from '../calendar/calendar-dates';
import { DURATION_MAX_MINUTES, DURATION_MESSAGE, DURATION_MIN_MINUTES } from '../common/durations';
import { dateSchema, idField, idSchema, timeOfDaySchema } from '../common/primitives';

/** Time slots start every 15 minutes (DECISIONS §5). */
export const SLOT_STEP_MINUTES = 15;

/** Why a slot cannot be booked (DECISIONS §5). */
export const CONFLICT_REASONS = ['booked', 'past', 'outside_hours', 'break', 'day_off', 'employee_inactive', 'too_soon', 'too_far', 'salon_closed'] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

export const CONFLICT_REASON_LABELS: Record<ConflictReason, string> = {
  booked: 'Booked',
  past: 'In the past',
  outside_hours: 'Outside working hours',
  break: 'Break',
  day_off: 'Day off',
  employee_inactive: 'Employee inactive',
  // The salon's booking rules (settings › appointments): minimum advance hours, maximum advance days.
  too_soon: 'Too soon to book',
  too_far: 'Too far ahead',
  // The salon's business hours (settings › general) close that weekday.
  salon_closed: 'Salon closed',
};

/** A time slot (spec part 1 §3): when it starts, and whether the service fits there. */
export const timeSlotSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  is_available: z.boolean(),
  conflict_reason: z.enum(CONFLICT_REASONS).nullable(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

const id = (name: string) => idField(`${name} must be a valid id`);
const duration = z.coerce
  .number({ message: 'duration_minutes must be a number' })
  .int('duration_minutes must be a whole number')
  .min(DURATION_MIN_MINUTES, DURATION_MESSAGE)
  .max(DURATION_MAX_MINUTES, DURATION_MESSAGE);

/**
 * GET /availability/employee/{id}: the slots of one day for a service's duration (or
 * duration_minutes; 30 without either). exclude_appointment_id leaves that appointment's
 * own time out, for moving it. Slots outside the salon's booking window are too_soon or too_far.
 */
export const employeeSlotsQuerySchema = z.object({
  date: dateSchema,
  service_id: id('service_id').optional(),
  duration_minutes: duration.optional(),
  exclude_appointment_id: id('exclude_appointment_id').optional(),
  /** A walk-in seated now (the waitlist's convert): on the salon's today the minimum advance hours do not apply. */
  walk_in: z.enum(['true', 'false'], { message: 'walk_in must be true or false' }).optional(),
});
export type EmployeeSlotsQuery = z.infer<typeof employeeSlotsQuerySchema>;

export const timeRangeSchema = z.object({ start_time: z.string(), end_time: z.string() });
export type TimeRange = z.infer<typeof timeRangeSchema>;

export const employeeSlotsSchema = z.object({
  employee_id: idSchema,
  date: z.string(),
  duration_minutes: z.number().int(),
  /** The working hours that day; null on a day off. */
  working_hours: timeRangeSchema.nullable(),
  slots: z.array(timeSlotSchema),
});
export type EmployeeSlots = z.infer<typeof employeeSlotsSchema>;

/** POST /availability and POST /appointments/conflicts/check: can this exact time be booked? */
export const availabilityCheckSchema = z
  .object({
    employee_id: id('employee_id'),
    date: dateSchema,
    start_time: timeOfDaySchema,
    service_id: id('service_id').optional(),
    duration_minutes: duration.optional(),
    exclude_appointment_id: id('exclude_appointment_id').optional(),
  });
export type AvailabilityCheck = z.infer<typeof availabilityCheckSchema>;

/** A booked appointment as the schedule views show it. */
export const bookedBlockSchema = z.object({
  appointment_id: idSchema,
  start_time: z.string(),
  end_time: z.string(),
  status: z.string(),
  client_name: z.string(),
  service_name: z.string(),
});
export type BookedBlock = z.infer<typeof bookedBlockSchema>;

export const availabilityCheckResultSchema = z.object({
  is_available: z.boolean(),
  conflict_reason: z.enum(CONFLICT_REASONS).nullable(),
  message: z.string().nullable(),
  end_time: z.string().nullable(),
  /** The appointments it would overlap. */
  conflicts: z.array(bookedBlockSchema),
});
export type AvailabilityCheckResult = z.infer<typeof availabilityCheckResultSchema>;

/** One employee's day: hours, breaks and booked time (day and week schedule). */
export const employeeDaySchema = z.object({
  date: z.string(),
  working_hours: timeRangeSchema.nullable(),
  breaks: z.array(timeRangeSchema),
  appointments: z.array(bookedBlockSchema),
});
export type EmployeeDay = z.infer<typeof employeeDaySchema>;

const scheduledEmployee = z.object({
  employee_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  position: z.string(),
  /** False for an inactive employee, shown only for the bookings they still have. */
  is_active: z.boolean(),
});

export const dayScheduleQuerySchema = z.object({ date: dateSchema, salon_id: id('salon_id').optional() });
/** GET /availability/day-schedule: every active employee's day, those working first, and any inactive employee booked that day. */
export const dayScheduleSchema = z.object({
  date: z.string(),
  /** The salon's IANA time zone: the day's wall-clock times exist, or not (a daylight-saving gap), in it. */
  time_zone: z.string(),
  employees: z.array(scheduledEmployee.extend({ day: employeeDaySchema })),
});
export type DaySchedule = z.infer<typeof dayScheduleSchema>;

export const weekScheduleQuerySchema = z.object({ start_date: dateSchema, salon_id: id('salon_id').optional() });

/** Bookings a week cell lists itself; the rest come from "+N more" (GET /availability/week-schedule/cell). */
export const WEEK_CELL_FIRST = 3;

/**
 * One employee's day as the week grid draws it: hours, breaks, how many bookings hold time and
 * for how long, the booked time merged into ranges for the bar, and the first WEEK_CELL_FIRST
 * bookings. A salon group's week is thousands of bookings; the grid lists three per cell.
 */
export const weekDaySchema = z.object({
  date: z.string(),
  working_hours: timeRangeSchema.nullable(),
  breaks: z.array(timeRangeSchema),
  /** Bookings holding time (cancelled and no-shows free it). */
  count: z.number().int(),
  /** Their lengths added up. */
  booked_minutes: z.number().int(),
  /** Booked time with touching and overlapping bookings merged, by start. */
  busy: z.array(timeRangeSchema),
  /** The first bookings by start. */
  first: z.array(bookedBlockSchema),
});
export type WeekDay = z.infer<typeof weekDaySchema>;

/** GET /availability/week-schedule: seven days from start_date for every active employee, and any inactive employee booked in them. */
export const weekScheduleSchema = z.object({
  start_date: z.string(),
  dates: z.array(z.string()),
  employees: z.array(scheduledEmployee.extend({ days: z.array(weekDaySchema) })),
});
export type WeekSchedule = z.infer<typeof weekScheduleSchema>;

/** GET /availability/week-schedule/cell: one cell of the week in full, for its "+N more". */
export const weekCellQuerySchema = z.object({ employee_id: id('employee_id'), date: dateSchema });

/**
 * GET /availability/next-available: the earliest free slot, looking up to 60 days ahead;
 * duration_minutes when the booking is longer or shorter than the service.
 */
export const NEXT_AVAILABLE_HORIZON_DAYS = 60;
export const nextAvailableQuerySchema = z
  .object({
    service_id: id('service_id'),
    employee_id: id('employee_id').optional(),
    duration_minutes: duration.optional(),
    from_date: dateSchema.optional(),
    preferred_time_start: timeOfDaySchema.optional(),
    preferred_time_end: timeOfDaySchema.optional(),
  })
  .refine((value) => !value.preferred_time_start || !value.preferred_time_end || value.preferred_time_start < value.preferred_time_end, {
    message: 'preferred_time_end must be after preferred_time_start',
    path: ['preferred_time_end'],
  });
export const nextAvailableSchema = z.object({
  found: z.boolean(),
  slot: z
    .object({ date: z.string(), start_time: z.string(), end_time: z.string(), employee_id: idSchema, employee_name: z.string() })
    .nullable(),
});
export type NextAvailable = z.infer<typeof nextAvailableSchema>;

/** POST /appointments/availability/bulk: one day's slots for several employees at once. */
export const bulkAvailabilitySchema = z.object({
  date: dateSchema,
  service_id: id('service_id').optional(),
  duration_minutes: duration.optional(),
  /** Default: every active employee. */
  employee_ids: z.array(id('employee_id')).max(100, 'At most 100 employees at once').optional(),
});
export const bulkAvailabilityResultSchema = z.array(
  employeeSlotsSchema.extend({ first_name: z.string(), last_name: z.string() }),
);

export const EMPLOYEE_RANGE_MAX_DAYS = 31;
/** GET /employees/{id}/availability: one row per day, at most 31 days. */
export const employeeRangeQuerySchema = z
  .object({ date_from: dateSchema, date_to: dateSchema })
  .refine((value) => value.date_from <= value.date_to, { message: 'date_to must not be before date_from', path: ['date_to'] })
  .refine((value) => daysBetween(value.date_from, value.date_to) < EMPLOYEE_RANGE_MAX_DAYS, {
    message: `At most ${EMPLOYEE_RANGE_MAX_DAYS} days at once`,
    path: ['date_to'],
  });

/** GET /employees/available: who can take this time (a service's duration or duration_minutes). */
export const availableEmployeesQuerySchema = z
  .object({
    date: dateSchema,
    start_time: timeOfDaySchema,
    service_id: id('service_id').optional(),
    duration_minutes: duration.optional(),
  })
  .refine((value) => value.service_id !== undefined || value.duration_minutes !== undefined, {
    message: 'Give service_id or duration_minutes',
    path: ['service_id'],
  });
