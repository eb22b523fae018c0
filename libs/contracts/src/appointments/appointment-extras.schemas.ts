import { z } from 'zod';
import { DURATION_MAX_MINUTES, DURATION_MESSAGE, DURATION_MIN_MINUTES } from '../common/durations';
import { optionalNumber, optionalText, requiredFreeText } from '../common/fields';
import { idField, idSchema } from '../common/primitives';

/**
 * An extra service on an appointment (spec part 1 §3, Appointment service). The
 * appointment's duration and price are the booked service plus its extras, so adding,
 * changing or removing an extra moves the appointment's end time and total with it.
 */
export const appointmentServiceSchema = z.object({
  appointment_service_id: idSchema,
  appointment_id: idSchema,
  service: z.object({ service_id: idSchema, name: z.string() }),
  employee: z.object({ employee_id: idSchema, first_name: z.string(), last_name: z.string() }),
  duration_minutes: z.number().int(),
  price: z.number(),
  /** Minutes after the appointment's start at which this service begins. */
  start_time_offset: z.number().int(),
  notes: z.string().nullable(),
});
export type AppointmentService = z.infer<typeof appointmentServiceSchema>;

const extraFields = {
  /** Defaults to the appointment's employee. */
  employee_id: idField('Choose an employee').optional(),
  /** Default: the service's own duration and base price. */
  duration_minutes: optionalNumber({ min: DURATION_MIN_MINUTES, max: DURATION_MAX_MINUTES, message: DURATION_MESSAGE, integer: true }).optional(),
  price: optionalNumber({ min: 0, max: 99_999.99, message: 'Price must be between $0 and $99,999.99', cents: true }).optional(),
  /** Default: right after everything already on the appointment. */
  start_time_offset: optionalNumber({ min: 0, max: 1440, message: 'Offset must be between 0 and 1440 minutes', integer: true }).optional(),
  notes: optionalText(1000, 'Notes', 'free').optional(),
};

export const appointmentServiceCreateSchema = z.object({
  service_id: idField('Service is required'),
  ...extraFields,
});
export type AppointmentServiceCreate = z.infer<typeof appointmentServiceCreateSchema>;
export const appointmentServiceUpdateSchema = z.object(extraFields);
export type AppointmentServiceUpdate = z.infer<typeof appointmentServiceUpdateSchema>;

/** Kinds of appointment note; "general" unless staff choose otherwise. */
export const APPOINTMENT_NOTE_TYPES = ['general', 'preference', 'allergy', 'follow_up', 'complaint'] as const;
export const APPOINTMENT_NOTE_TYPE_LABELS: Record<(typeof APPOINTMENT_NOTE_TYPES)[number], string> = {
  general: 'General',
  preference: 'Preference',
  allergy: 'Allergy',
  follow_up: 'Follow-up',
  complaint: 'Complaint',
};

/** A note on an appointment (spec part 1 §3). Internal notes are for staff only. */
export const appointmentNoteSchema = z.object({
  note_id: idSchema,
  appointment_id: idSchema,
  note_text: z.string(),
  is_internal: z.boolean(),
  note_type: z.enum(APPOINTMENT_NOTE_TYPES),
  created_at: z.string(),
  updated_at: z.string(),
  creator: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type AppointmentNote = z.infer<typeof appointmentNoteSchema>;

export const appointmentNoteBodySchema = z.object({
  note_text: requiredFreeText('Note text is required', 2000, 'Note must be at most 2000 characters'),
  is_internal: z.boolean().default(false),
  note_type: z.enum(APPOINTMENT_NOTE_TYPES, { message: `note_type must be one of: ${APPOINTMENT_NOTE_TYPES.join(', ')}` }).default('general'),
});
export type AppointmentNoteBody = z.infer<typeof appointmentNoteBodySchema>;

/** include_internal=false leaves the staff-only notes out (what a client may be shown). */
export const appointmentNotesQuerySchema = z.object({
  include_internal: z.enum(['true', 'false'], { message: 'include_internal must be true or false' }).default('true').transform((value) => value === 'true'),
});
