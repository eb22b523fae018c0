import { z } from 'zod';
import { localToday, optionalNumber, optionalText, requiredNumber } from '../common/fields';
import { limitSchema, offsetSchema, rowsAndCount, sortOrderSchema } from '../common/pagination';
import { dateSchema, idSchema, timeOfDaySchema } from '../common/primitives';
import { appointmentStatusSchema } from './appointment-statuses.schemas';

export const RECURRING_PATTERNS = ['weekly', 'biweekly', 'monthly', 'quarterly'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

export const APPOINTMENT_MESSAGES = {
  past: 'Cannot book appointments in the past',
  slotTaken: 'Selected time slot is not available',
  endsAfterMidnight: 'The appointment must end by midnight',
} as const;

const requiredId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message),
  );

const requiredText = <T extends z.ZodTypeAny>(message: string, rule: T) =>
  z.string({ required_error: message, invalid_type_error: message }).min(1, message).pipe(rule);

/** Every field staff fill in on the appointment form (spec part 1 §5, appointment form). */
export const appointmentFieldsSchema = z.object({
  client_id: requiredId('Client is required'),
  employee_id: requiredId('Employee is required'),
  service_id: requiredId('Service is required'),
  appointment_date: requiredText('Date is required', dateSchema),
  start_time: requiredText('Start time is required', timeOfDaySchema),
  duration_minutes: requiredNumber('Duration is required', { min: 5, max: 480, message: 'Duration must be between 5 and 480 minutes', integer: true }),
  total_price: requiredNumber('Price is required', { min: 0, max: 99_999.99, message: 'Price must be between $0 and $99,999.99', cents: true }),
  deposit_amount: optionalNumber({ min: 0, max: 99_999.99, message: 'Deposit must be between $0 and $99,999.99', cents: true }),
  notes: optionalText(2000, 'Notes'),
  internal_notes: optionalText(2000, 'Internal notes'),
  special_requests: optionalText(1000, 'Special requests'),
});

/** The end is always the start plus the duration; the server computes it (spec part 1 §5). */
export function endTimeOf(startTime: string, durationMinutes: number): string | null {
  const [hours, minutes] = startTime.split(':').map(Number);
  const end = hours * 60 + minutes + durationMinutes;
  if (end > 24 * 60) return null;
  return end === 24 * 60 ? '24:00' : `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

const endsByMidnight = (value: { start_time?: unknown; duration_minutes?: unknown }) => {
  if (typeof value.start_time !== 'string' || !/^\d{2}:\d{2}$/.test(value.start_time)) return true;
  const duration = Number(value.duration_minutes);
  return !Number.isFinite(duration) || endTimeOf(value.start_time, duration) !== null;
};

/** POST: a new booking, never in the past (the API checks again against the salon's today). */
export const appointmentCreateSchema = appointmentFieldsSchema
  .refine((value) => !dateSchema.safeParse(value.appointment_date).success || value.appointment_date >= localToday(), {
    message: APPOINTMENT_MESSAGES.past,
    path: ['appointment_date'],
  })
  .refine(endsByMidnight, { message: APPOINTMENT_MESSAGES.endsAfterMidnight, path: ['duration_minutes'] });
export type AppointmentCreate = z.infer<typeof appointmentCreateSchema>;

/** PUT: the same fields; a new date or time may not be in the past, an unchanged one may. */
export const appointmentUpdateSchema = appointmentFieldsSchema.refine(endsByMidnight, {
  message: APPOINTMENT_MESSAGES.endsAfterMidnight,
  path: ['duration_minutes'],
});
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

const optionalId = (name: string) =>
  z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), z.number({ message: `${name} must be a number` }).int().positive()).optional();

export const appointmentListQuerySchema = z.object({
  limit: limitSchema.default(APPOINTMENT_PAGE_SIZE),
  offset: offsetSchema.default(0),
  sortBy: z.enum(APPOINTMENT_SORTABLE, { message: `sortBy must be one of: ${APPOINTMENT_SORTABLE.join(', ')}` }).default('appointment_date'),
  sortOrder: sortOrderSchema.default('ASC'),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
  /** A status name (pending, confirmed...). */
  status: z.string().trim().min(1).max(30).optional(),
  employee_id: optionalId('employee_id'),
  service_id: optionalId('service_id'),
  client_id: optionalId('client_id'),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;
export const appointmentListSchema = rowsAndCount(appointmentSchema);

export const actionNotesSchema = z.object({ notes: optionalText(2000, 'Notes').optional() });
export const completeSchema = actionNotesSchema.extend({
  rating: z.preprocess(
    (value) => (value === '' ? null : value),
    z.number({ invalid_type_error: 'Rating must be 1 to 5' }).int('Rating must be 1 to 5').min(1, 'Rating must be 1 to 5').max(5, 'Rating must be 1 to 5').nullable().optional(),
  ),
});
export const cancelSchema = z.object({
  reason: optionalText(500, 'Reason').optional(),
  send_notification: z.boolean().default(true),
});
export const noShowSchema = z.object({ reason: optionalText(500, 'Reason').optional() });
export const deleteAppointmentSchema = z.object({ reason: optionalText(500, 'Reason').optional() }).optional();

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
