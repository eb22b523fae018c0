import { z } from 'zod';
import { dayInWords, timeInWords } from '../common/date-words';
import { optionalText } from '../common/fields';
import { idField, idSchema } from '../common/primitives';

/** A colleague who is free for the whole of an appointment's time. */
export const freeColleagueSchema = z.object({ employee_id: idSchema, first_name: z.string(), last_name: z.string() });
export type FreeColleague = z.infer<typeof freeColleagueSchema>;

/** An appointment still to come (from now on, not cancelled, completed or a no-show) that a deactivation touches. */
export const affectedAppointmentSchema = z.object({
  appointment_id: idSchema,
  appointment_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.string(),
  client_name: z.string(),
  service_id: idSchema,
  service_name: z.string(),
  employee_id: idSchema,
  employee_name: z.string(),
});
export type AffectedAppointment = z.infer<typeof affectedAppointmentSchema>;

/**
 * An impact lists at most this many appointments, the soonest first, with the total: an
 * employee with more hands them over in batches (POST /employees/{id}/hand-over).
 */
export const DEACTIVATION_LIST_LIMIT = 100;

/** GET /employees/{id}/deactivation-impact: their soonest future appointments, each with who could take it, and how many in all. */
export const employeeDeactivationImpactSchema = z.object({
  employee_id: idSchema,
  appointments: z.array(affectedAppointmentSchema.extend({ free_colleagues: z.array(freeColleagueSchema) })),
  total: z.number().int().nonnegative(),
});
export type EmployeeDeactivationImpact = z.infer<typeof employeeDeactivationImpactSchema>;

export const HANDLING_ACTIONS = ['reassign', 'cancel'] as const;
export type HandlingAction = (typeof HANDLING_ACTIONS)[number];

export const DEACTIVATION_MESSAGES = {
  colleagueRequired: 'Choose the colleague who takes this appointment',
  handledTwice: 'Each appointment can be handled once',
  /** The 409 when future appointments would be left without their employee. */
  employeeHasAppointments: (count: number) =>
    `This employee has ${count} future ${count === 1 ? 'appointment' : 'appointments'}; reassign or cancel ${count === 1 ? 'it' : 'each'} before deactivating`,
  notAffected: 'This appointment is not one of the employee\'s future appointments; reload and try again',
  /** The 409 when a chosen colleague cannot take an appointment; nothing was changed. */
  colleagueNotFree: (colleague: string, appointment: Pick<AffectedAppointment, 'appointment_date' | 'start_time' | 'client_name'>, why: string) =>
    `${colleague} cannot take ${appointment.client_name}'s appointment on ${dayInWords(appointment.appointment_date)} at ${timeInWords(appointment.start_time)}: ${why}. Nothing was changed.`,
  /** The cancellation reason recorded when staff give none. */
  defaultCancelReason: 'The employee is no longer available',
} as const;

/** What happens to one affected appointment: a named colleague takes it, or it is cancelled with notice to the client. */
export const appointmentHandlingSchema = z
  .object({
    appointment_id: idField('appointment_id must be a valid id'),
    action: z.enum(HANDLING_ACTIONS, { message: 'action must be reassign or cancel' }),
    employee_id: idField(DEACTIVATION_MESSAGES.colleagueRequired).optional(),
    reason: optionalText(500, 'Reason', 'free').optional(),
  })
  .superRefine((value, context) => {
    if (value.action === 'reassign' && value.employee_id === undefined) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: DEACTIVATION_MESSAGES.colleagueRequired, path: ['employee_id'] });
    }
  });
export type AppointmentHandling = z.infer<typeof appointmentHandlingSchema>;

/** POST /employees/{id}/deactivate: how each future appointment is handled, all in one transaction. */
export const employeeDeactivationSchema = z
  .object({ appointments: z.array(appointmentHandlingSchema).max(500, 'At most 500 appointments at once').default([]) })
  .superRefine((value, context) => {
    const seen = new Set<number>();
    value.appointments.forEach((handling, index) => {
      if (seen.has(handling.appointment_id)) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: DEACTIVATION_MESSAGES.handledTwice, path: ['appointments', index, 'appointment_id'] });
      }
      seen.add(handling.appointment_id);
    });
  });
export type EmployeeDeactivation = z.infer<typeof employeeDeactivationSchema>;

/** POST /employees/{id}/hand-over: the listed appointments were handled; how many are still to hand over. */
export const handOverResultSchema = z.object({ employee_id: idSchema, remaining: z.number().int().nonnegative() });
export type HandOverResult = z.infer<typeof handOverResultSchema>;

/** The affected appointments no handling names: a deactivation goes ahead only when this is empty. */
export function unhandledAppointments<T extends { appointment_id: number }>(affected: readonly T[], handling: readonly { appointment_id: number }[]): T[] {
  const handled = new Set(handling.map((entry) => entry.appointment_id));
  return affected.filter((appointment) => !handled.has(appointment.appointment_id));
}
