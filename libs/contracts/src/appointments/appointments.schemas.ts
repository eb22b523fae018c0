import { z } from 'zod';
import { DURATION_MAX_MINUTES, DURATION_MESSAGE, DURATION_MIN_MINUTES } from '../common/durations';
import { isPresent, optionalDate, optionalNumber, optionalText, requiredNumber, requiredText } from '../common/fields';
import { limitSchema, offsetSchema, rowsAndCount, sortOrderSchema } from '../common/pagination';
import { dateSchema, idField, idSchema, optionalIdQuery, searchText, singleLineText, timeOfDaySchema } from '../common/primitives';
import { PAYMENT_METHODS } from '../payments/payments.schemas';
import { toMinutes, toTime } from '../scheduling/wall-clock';
import { appointmentStatusSchema } from './appointment-statuses.schemas';

export const RECURRING_PATTERNS = ['weekly', 'biweekly', 'monthly', 'quarterly'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

export const APPOINTMENT_MESSAGES = {
  past: 'Cannot book appointments in the past',
  slotTaken: 'Selected time slot is not available',
  endsAfterMidnight: 'The appointment must end by midnight',
  tooLong: `An appointment can last at most ${DURATION_MAX_MINUTES / 60} hours (${DURATION_MAX_MINUTES} minutes)`,
  employeeInactive: 'This employee is inactive and cannot be booked',
  serviceInactive: 'This service is inactive and cannot be booked',
  doubleBookingOff: "Double booking is turned off in the salon's settings: choose a free time",
  depositMethodRequired: 'Choose how the deposit was paid',
  depositTaken: 'The deposit was taken as a payment: take another payment or refund that one instead',
} as const;


/** Every field staff fill in on the appointment form (spec part 1 §5, appointment form). */
export const appointmentFieldsSchema = z.object({
  client_id: idField('Client is required'),
  employee_id: idField('Employee is required'),
  service_id: idField('Service is required'),
  appointment_date: requiredText('Date is required', dateSchema),
  start_time: requiredText('Start time is required', timeOfDaySchema),
  duration_minutes: requiredNumber('Duration is required', { min: DURATION_MIN_MINUTES, max: DURATION_MAX_MINUTES, message: DURATION_MESSAGE, integer: true }),
  total_price: requiredNumber('Price is required', { min: 0, max: 99_999.99, message: 'Price must be between $0 and $99,999.99', cents: true }),
  deposit_amount: optionalNumber({ min: 0, max: 99_999.99, message: 'Deposit must be between $0 and $99,999.99', cents: true }),
  /** "Deposit paid by": the deposit is a payment taken at booking, so it has a method (required with a deposit, checkDepositMethod). */
  deposit_method: z.preprocess((value) => (value === '' ? null : value), z.enum(PAYMENT_METHODS, { message: APPOINTMENT_MESSAGES.depositMethodRequired }).nullable()).optional(),
  notes: optionalText(2000, 'Notes', 'free'),
  internal_notes: optionalText(2000, 'Internal notes', 'free'),
  special_requests: optionalText(1000, 'Special requests', 'free'),
});

/** The end is always the start plus the duration; the server computes it (spec part 1 §5). */
export function endTimeOf(startTime: string, durationMinutes: number): string | null {
  const end = toMinutes(startTime) + durationMinutes;
  return end > 24 * 60 ? null : toTime(end);
}

const endsByMidnight = (value: { start_time?: unknown; duration_minutes?: unknown }) => {
  if (typeof value.start_time !== 'string' || !/^\d{2}:\d{2}$/.test(value.start_time)) return true;
  const duration = Number(value.duration_minutes);
  return !Number.isFinite(duration) || endTimeOf(value.start_time, duration) !== null;
};

/**
 * The earliest date anywhere on Earth now (at UTC−12). Where no salon is known (the API's body
 * schema, in whatever zone its server runs), only a date before it is surely past; the API then
 * checks against the salon's own today and now (booking rules).
 */
export const earliestTodayAnywhere = (now = new Date()) => new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);

const notInThePast = (value: { appointment_date?: unknown }, today: string) =>
  typeof value.appointment_date !== 'string' || !dateSchema.safeParse(value.appointment_date).success || value.appointment_date >= today;

/** An appointment's rule across fields: it ends by midnight. Forms also run it on raw values, so it reads unknowns. */
export function checkAppointmentRules(value: { start_time?: unknown; duration_minutes?: unknown }, ctx: z.RefinementCtx): void {
  if (!endsByMidnight(value)) ctx.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.endsAfterMidnight, path: ['duration_minutes'] });
}

/** A deposit entered is money taken now, so it needs the method it was paid by (raw form values too). */
export function checkDepositMethod(value: { deposit_amount?: unknown; deposit_method?: unknown }, ctx: z.RefinementCtx): void {
  const deposit = typeof value.deposit_amount === 'string' && value.deposit_amount.trim() !== '' ? Number(value.deposit_amount) : value.deposit_amount;
  const hasMethod = typeof value.deposit_method === 'string' && value.deposit_method !== '';
  if (typeof deposit === 'number' && deposit > 0 && !hasMethod) {
    ctx.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.depositMethodRequired, path: ['deposit_method'] });
  }
}

/**
 * A new booking: never in the past (the API checks again against the salon's today), and it ends by midnight.
 * The web passes the signed-in salon's today; without one, only a date past everywhere is refused.
 */
export function checkNewAppointmentRules(
  value: { appointment_date?: unknown; start_time?: unknown; duration_minutes?: unknown; deposit_amount?: unknown; deposit_method?: unknown },
  ctx: z.RefinementCtx,
  today = earliestTodayAnywhere(),
): void {
  if (!notInThePast(value, today)) ctx.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.past, path: ['appointment_date'] });
  checkAppointmentRules(value, ctx);
  checkDepositMethod(value, ctx);
}

/**
 * The desk's explicit "book anyway": the booking may overlap the employee's other bookings on
 * purpose, and only while the salon allows double booking (DECISIONS §8). Without it, a taken time is refused.
 */
const overlapRequest = { allow_overlap: z.boolean({ invalid_type_error: 'allow_overlap must be true or false' }).optional() };

/** POST: a new booking. */
export const appointmentCreateSchema = appointmentFieldsSchema.extend(overlapRequest).superRefine(checkNewAppointmentRules);
export type AppointmentCreate = z.infer<typeof appointmentCreateSchema>;

/** PUT: the same fields; a new date or time may not be in the past, an unchanged one may. */
export const appointmentUpdateSchema = appointmentFieldsSchema.extend(overlapRequest).superRefine(checkAppointmentRules);
export type AppointmentUpdate = z.infer<typeof appointmentUpdateSchema>;

const person = z.object({ first_name: z.string(), last_name: z.string() });

export const appointmentSchema = z.object({
  appointment_id: idSchema,
  salon_id: idSchema,
  client_id: idSchema,
  employee_id: idSchema,
  service_id: idSchema,
  appointment_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number().int(),
  total_price: z.number(),
  deposit_amount: z.number(),
  status_id: idSchema,
  status: appointmentStatusSchema.pick({ status_id: true, name: true, is_billable: true }),
  notes: z.string().nullable(),
  internal_notes: z.string().nullable(),
  special_requests: z.string().nullable(),
  is_recurring: z.boolean(),
  recurring_pattern: z.enum(RECURRING_PATTERNS).nullable(),
  rating: z.number().int().nullable(),
  cancellation_reason: z.string().nullable(),
  /** The late-cancellation fee charged under the salon's policy when it was cancelled; 0 for none. */
  cancellation_fee: z.number(),
  /** Shared by every appointment of one recurring series. */
  series_id: z.string().nullable(),
  confirmation_sent_at: z.string().nullable(),
  reminder_sent_at: z.string().nullable(),
  reminder_count: z.number().int(),
  created_by: idSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  no_show_at: z.string().nullable(),
  client: person.extend({ client_id: idSchema, email: z.string().nullable(), phone: z.string().nullable() }),
  employee: person.extend({ employee_id: idSchema }),
  service: z.object({ service_id: idSchema, name: z.string(), duration_minutes: z.number().int(), base_price: z.number() }),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** appointment_date sorts by date then start time (spec part 1 §9: the default, ascending). */
export const APPOINTMENT_SORTABLE = ['appointment_date', 'total_price', 'status', 'client_name', 'employee_name', 'service_name', 'created_at'] as const;
export const APPOINTMENT_PAGE_SIZE = 10;

/** A status name (pending, confirmed...). */
const statusFilter = singleLineText().min(1, 'status must be a status name').max(30, 'status must be a status name').optional();

export const appointmentListQuerySchema = z.object({
  limit: limitSchema.default(APPOINTMENT_PAGE_SIZE),
  offset: offsetSchema.default(0),
  sortBy: z.enum(APPOINTMENT_SORTABLE, { message: `sortBy must be one of: ${APPOINTMENT_SORTABLE.join(', ')}` }).default('appointment_date'),
  sortOrder: sortOrderSchema.default('ASC'),
  search: searchText().optional(),
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
  status: statusFilter,
  employee_id: optionalIdQuery('employee_id'),
  service_id: optionalIdQuery('service_id'),
  client_id: optionalIdQuery('client_id'),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;
export const appointmentListSchema = rowsAndCount(appointmentSchema);
/** Counting stops past this many: a front desk narrows its filters long before paging that far. */
export const APPOINTMENT_COUNT_CAP = 10_000;
/** A search's matches are sparser in the book, so reaching a count costs more per match: it stops sooner, as the clients search does. */
export const APPOINTMENT_SEARCH_COUNT_CAP = 1_000;
/**
 * GET /appointments: a page and the count of every match, exact up to APPOINTMENT_COUNT_CAP
 * (APPOINTMENT_SEARCH_COUNT_CAP with a search); past it `count` is the cap and
 * `count_is_estimate` is true ("more than 10,000").
 */
export const appointmentPageSchema = appointmentListSchema.extend({ count_is_estimate: z.boolean() });
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

export const actionNotesSchema = z.object({ notes: optionalText(2000, 'Notes', 'free').optional() });
export const completeSchema = actionNotesSchema.extend({
  rating: z.preprocess(
    (value) => (value === '' ? null : value),
    z.number({ invalid_type_error: 'Rating must be 1 to 5' }).int('Rating must be 1 to 5').min(1, 'Rating must be 1 to 5').max(5, 'Rating must be 1 to 5').nullable().optional(),
  ),
});
export const cancelSchema = z.object({
  reason: optionalText(500, 'Reason', 'free').optional(),
  send_notification: z.boolean().default(true),
});
export const noShowSchema = z.object({ reason: optionalText(500, 'Reason', 'free').optional() });
export const deleteAppointmentSchema = z.object({ reason: optionalText(500, 'Reason', 'free').optional() }).optional();

export const historyEntrySchema = z.object({
  history_id: idSchema,
  appointment_id: idSchema,
  change_type: z.string(),
  change_reason: z.string().nullable(),
  /** JSON text of the fields before and after (spec part 1 §3). */
  old_values: z.string().nullable(),
  new_values: z.string().nullable(),
  created_at: z.string(),
  changedBy: person.nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** PATCH /appointments/{id}/reschedule: a new date and start time; the length stays. */
export const rescheduleSchema = z.object({
  new_date: requiredText('Date is required', dateSchema),
  new_start_time: requiredText('Start time is required', timeOfDaySchema),
  reason: optionalText(500, 'Reason', 'free').optional(),
  send_notification: z.boolean().default(true),
});
export type Reschedule = z.infer<typeof rescheduleSchema>;

export const BULK_OPERATIONS = ['cancel', 'confirm', 'reschedule'] as const;
export const BULK_MAX = 100;

/**
 * POST /appointments/bulk. Reschedule moves every appointment to new_date, at
 * new_start_time when given and otherwise at its own start time.
 */
export const bulkSchema = z
  .object({
    operation: z.enum(BULK_OPERATIONS, { message: `operation must be one of: ${BULK_OPERATIONS.join(', ')}` }),
    appointment_ids: z.array(idSchema).min(1, 'Choose at least one appointment').max(BULK_MAX, `At most ${BULK_MAX} appointments at once`),
    reason: optionalText(500, 'Reason', 'free').optional(),
    new_date: dateSchema.optional(),
    new_start_time: timeOfDaySchema.optional(),
    send_notifications: z.boolean().default(true),
  })
  .refine((value) => value.operation !== 'reschedule' || value.new_date !== undefined, { message: 'Date is required', path: ['new_date'] });
export type BulkRequest = z.infer<typeof bulkSchema>;

/** One line of a bulk answer: each appointment succeeds or fails on its own. */
export const bulkResultSchema = z.object({
  appointment_id: z.number().int(),
  success: z.boolean(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export const bulkResponseSchema = z.object({
  operation: z.enum(BULK_OPERATIONS),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(bulkResultSchema),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

export const RECURRING_MAX_OCCURRENCES = 52;

/** A series: a new booking's rules, and it stops at an end date after the first appointment or after a number of visits. */
export function checkSeriesRules(
  value: { appointment_date?: unknown; start_time?: unknown; duration_minutes?: unknown; deposit_amount?: unknown; deposit_method?: unknown; recurring_end_date?: unknown; recurring_count?: unknown },
  ctx: z.RefinementCtx,
  today = earliestTodayAnywhere(),
): void {
  checkNewAppointmentRules(value, ctx, today);
  if (!isPresent(value.recurring_end_date) && !isPresent(value.recurring_count)) {
    ctx.addIssue({ code: 'custom', message: 'Choose an end date or a number of occurrences', path: ['recurring_end_date'] });
  }
  if (typeof value.recurring_end_date === 'string' && typeof value.appointment_date === 'string' && value.recurring_end_date <= value.appointment_date) {
    ctx.addIssue({ code: 'custom', message: 'The series must end after the first appointment', path: ['recurring_end_date'] });
  }
}

/**
 * POST /appointments/recurring: the form's fields plus the pattern and where the series
 * stops (an end date or a number of occurrences, at most 52, the first included).
 */
export const recurringCreateSchema = appointmentFieldsSchema
  .extend({
    recurring_pattern: z.enum(RECURRING_PATTERNS, { message: 'Choose how often it repeats' }),
    recurring_end_date: optionalDate().optional(),
    recurring_count: optionalNumber({ min: 2, max: RECURRING_MAX_OCCURRENCES, message: `Occurrences must be between 2 and ${RECURRING_MAX_OCCURRENCES}`, integer: true }).optional(),
  })
  .superRefine(checkSeriesRules);
export type RecurringCreate = z.infer<typeof recurringCreateSchema>;

export const recurringResultSchema = z.object({
  series_id: z.string().nullable(),
  booked: z.array(appointmentSchema),
  /** The dates that could not be booked, each with why. */
  failed: z.array(z.object({ appointment_date: z.string(), code: z.string(), message: z.string() })),
});
export type RecurringResult = z.infer<typeof recurringResultSchema>;

/** GET /appointments/by-client|by-employee|by-service/{id}: newest first by default. */
export const appointmentsOfQuerySchema = z.object({
  limit: limitSchema.default(APPOINTMENT_PAGE_SIZE),
  offset: offsetSchema.default(0),
  sortOrder: sortOrderSchema.default('DESC'),
  status: statusFilter,
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
});

export const appointmentSearchQuerySchema = z.object({
  q: searchText('q').default(''),
  limit: limitSchema.default(10),
});

export const todayQuerySchema = z.object({ employee_id: optionalIdQuery('employee_id') });
export const upcomingQuerySchema = z.object({
  days: z.coerce.number({ message: 'days must be a number' }).int('days must be a whole number').min(1, 'days must be 1 to 90').max(90, 'days must be 1 to 90').default(7),
  employee_id: optionalIdQuery('employee_id'),
});

/** The front desk's work queues (the To Do view), each answered a page at a time as `{ rows, count }`. */
export const APPOINTMENT_QUEUES = ['overdue', 'needs-confirmation', 'needs-reminders'] as const;
export type AppointmentQueueName = (typeof APPOINTMENT_QUEUES)[number];
export const QUEUE_PAGE_SIZE = 10;
/**
 * "Needs confirmation" holds pending appointments starting within this many hours: the desk
 * asks a few days ahead, and a booking weeks away joins the queue when its turn comes.
 */
export const CONFIRMATION_WINDOW_HOURS = 72;
export const queuePageQuerySchema = z.object({
  limit: limitSchema.default(QUEUE_PAGE_SIZE),
  offset: offsetSchema.default(0),
});
/** How many appointments each queue holds right now, all of them, not a page's worth. */
export const queueCountsSchema = z.object({
  overdue: z.number().int().nonnegative(),
  needs_confirmation: z.number().int().nonnegative(),
  needs_reminders: z.number().int().nonnegative(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

export const SEND_METHODS = ['email', 'sms'] as const;
export type SendMethod = (typeof SEND_METHODS)[number];
export const sendMessageSchema = z.object({ method: z.enum(SEND_METHODS, { message: 'method must be email or sms' }).default('email') }).optional();
export const sentMessageSchema = z.object({
  appointment_id: z.number().int(),
  method: z.enum(SEND_METHODS),
  recipient: z.string(),
  sent_at: z.string(),
});

/** GET /appointments/{id}/calculate-duration: the booked service plus its extra services. */
export const durationBreakdownSchema = z.object({
  service_minutes: z.number().int(),
  extra_minutes: z.number().int(),
  total_minutes: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
});
/** GET /appointments/{id}/calculate-price: amounts in dollars, added up in cents. */
export const priceBreakdownSchema = z.object({
  service_price: z.number(),
  extras_price: z.number(),
  total_price: z.number(),
  deposit_amount: z.number(),
  balance_due: z.number(),
});

/** GET /appointments/export: the list's filters, every matching row (no paging). */
export const exportQuerySchema = appointmentListQuerySchema.omit({ limit: true, offset: true }).extend({
  format: z.enum(['csv'], { message: 'format must be csv' }).default('csv'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
