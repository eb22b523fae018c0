import { z } from 'zod';
import { requiredText } from '../common/fields';
import { idSchema } from '../common/primitives';

/** The statuses every salon starts with (DECISIONS §5); transitions go by these names. */
export const APPOINTMENT_STATUS = {
  pending: 'pending',
  confirmed: 'confirmed',
  inProgress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  noShow: 'no_show',
} as const;
export const SYSTEM_STATUS_NAMES = Object.values(APPOINTMENT_STATUS);
export type SystemStatusName = (typeof SYSTEM_STATUS_NAMES)[number];

/** New appointments start here (spec part 1 §9). */
export const DEFAULT_STATUS_ID = 1;

/** Statuses that no longer hold the employee's time. */
export const RELEASED_STATUS_NAMES: readonly string[] = [APPOINTMENT_STATUS.cancelled, APPOINTMENT_STATUS.noShow];

export const appointmentStatusSchema = z.object({
  status_id: idSchema,
  name: z.string(),
  is_billable: z.boolean(),
  /** One of the six the life cycle runs on; its name cannot change. */
  is_system: z.boolean(),
});
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

const statusName = requiredText(
  'Status name is required',
  z
    .string()
    .max(30, 'Status name must be at most 30 characters')
    .regex(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and underscores, starting with a letter'),
);

export const appointmentStatusInputSchema = z.object({
  name: statusName,
  is_billable: z.boolean({ invalid_type_error: 'is_billable must be true or false' }).default(false),
});
export type AppointmentStatusInput = z.infer<typeof appointmentStatusInputSchema>;

export const appointmentStatusUpdateSchema = appointmentStatusInputSchema.partial();
export type AppointmentStatusUpdate = z.infer<typeof appointmentStatusUpdateSchema>;
