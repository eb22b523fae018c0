import type { z } from 'zod';
import {
  appointmentFieldsSchema,
  appointmentUpdateSchema,
  checkAppointmentRules,
  checkDepositMethod,
  checkNewAppointmentRules,
  checkSeriesRules,
  dateSchema,
  recurringCreateSchema,
  timeOfDaySchema,
  type Appointment,
  type AppointmentCreate,
  type RecurringCreate,
  type RecurringPattern,
} from '@salon/contracts';
import type { CrossFieldRule } from '../../../lib/forms/contract-resolver';
import type { FormValues } from '../../../lib/forms/form-values';
import type { ContractForm } from '../../../lib/forms/use-contract-form';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

/** What the form holds: one appointment's fields, plus how a new booking repeats. */
type AppointmentFormInput = z.input<typeof appointmentFieldsSchema> & {
  recurring_pattern?: RecurringPattern;
  recurring_end_date?: unknown;
  recurring_count?: unknown;
};

/** A form schema: it checks the values and gives what the chosen endpoint takes. */
export type AppointmentFormSchema = z.ZodType<AppointmentCreate | RecurringCreate, z.ZodTypeDef, AppointmentFormInput>;
export type AppointmentFormValues = FormValues<AppointmentFormSchema>;
export type AppointmentFormState = ContractForm<AppointmentFormSchema>;

/** `firstDeposit`: an edit of a booking taken without a deposit, where one entered now is taken (and needs its method). */
type FormKind = { editing: boolean; repeat: boolean; firstDeposit?: boolean };

/** A new booking's cross-field rules, "in the past" meaning before the salon's today (not the computer's). */
const newBookingRule =
  ({ repeat }: FormKind, salonToday: string) =>
  (value: Parameters<typeof checkSeriesRules>[0], ctx: z.RefinementCtx) =>
    repeat ? checkSeriesRules(value, ctx, salonToday) : checkNewAppointmentRules(value, ctx, salonToday);

/**
 * The contract's rules for what the form will send: a change, a series, or one new booking.
 * A new one's fields are the contract's (`appointmentCreateSchema`, `recurringCreateSchema`),
 * checked against the salon's today, as the API does.
 */
export function appointmentFormSchema(kind: FormKind, salonToday: string): AppointmentFormSchema {
  if (kind.editing) return kind.firstDeposit ? appointmentUpdateSchema.superRefine(checkDepositMethod) : appointmentUpdateSchema;
  const fields = kind.repeat ? recurringCreateSchema.innerType() : appointmentFieldsSchema;
  return fields.superRefine(newBookingRule(kind, salonToday));
}

/** The same schema's cross-field rules ("in the past", "ends by midnight"), shown while other fields are still blank. */
export function appointmentFormRules(kind: FormKind, salonToday: string): CrossFieldRule[] {
  if (!kind.editing) return [newBookingRule(kind, salonToday)];
  return kind.firstDeposit ? [checkAppointmentRules, checkDepositMethod] : [checkAppointmentRules];
}

/** A series carries its pattern; one booking's schema drops anything else. */
export const isSeries = (input: AppointmentCreate | RecurringCreate): input is RecurringCreate => 'recurring_pattern' in input;

/** What the address may fill in for a new booking (the day view and the client page link here). */
export type AppointmentPrefill = {
  date: string | null;
  startTime: string | null;
  employeeId: number | null;
  clientId: number | null;
};

/** ?date=YYYY-MM-DD&start_time=HH:mm&employee_id=N&client_id=N; anything malformed is ignored. */
export function prefillFromSearch(params: URLSearchParams): AppointmentPrefill {
  const date = params.get('date');
  const startTime = params.get('start_time');
  return {
    date: date !== null && dateSchema.safeParse(date).success ? date : null,
    startTime: startTime !== null && timeOfDaySchema.safeParse(startTime).success ? startTime : null,
    employeeId: parseRecordId(params.get('employee_id') ?? undefined),
    clientId: parseRecordId(params.get('client_id') ?? undefined),
  };
}

const NO_PREFILL: AppointmentPrefill = { date: null, startTime: null, employeeId: null, clientId: null };
const idText = (id: number | null | undefined) => (id ? String(id) : '');

/**
 * The form's values for an appointment being edited, or for a new one (maybe prefilled).
 * The client comes apart: a prefilled one counts only once it is known by name.
 */
export function appointmentFormValues(appointment?: Appointment, prefill: AppointmentPrefill = NO_PREFILL, clientId: number | null = null): AppointmentFormValues {
  return {
    client_id: idText(appointment?.client_id ?? clientId),
    employee_id: idText(appointment?.employee_id ?? prefill.employeeId),
    service_id: idText(appointment?.service_id),
    appointment_date: appointment?.appointment_date ?? prefill.date ?? '',
    // The wire says HH:mm; a database time may carry seconds.
    start_time: (appointment?.start_time ?? prefill.startTime ?? '').slice(0, 5),
    duration_minutes: appointment?.duration_minutes ?? '',
    total_price: appointment?.total_price ?? '',
    deposit_amount: appointment?.deposit_amount ?? '',
    deposit_method: '',
    notes: appointment?.notes ?? '',
    internal_notes: appointment?.internal_notes ?? '',
    special_requests: appointment?.special_requests ?? '',
    recurring_pattern: 'weekly',
    // null, not '': the rules compare a text end date with the first date, and an unused one is no text.
    recurring_end_date: null,
    recurring_count: '',
  };
}

/** A chosen id as a number, or null while nothing is chosen. */
export function chosenId(value: unknown): number | null {
  return typeof value === 'string' ? parseRecordId(value) : typeof value === 'number' && value > 0 ? value : null;
}
