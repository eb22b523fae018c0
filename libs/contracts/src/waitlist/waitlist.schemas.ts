import { z } from 'zod';
import { optionalEmail, optionalText, requiredNumber, requiredText } from '../common/fields';
import { clientInputSchema } from '../clients/clients.schemas';
import { dateSchema, idField, idSchema, lenientPhoneSchema, timeOfDaySchema } from '../common/primitives';

/** Spec part 2 §4: a walk-in's statuses, with the words the screens show. */
export const WAITLIST_STATUSES = ['waiting', 'notified', 'seated', 'cancelled', 'no_show'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  notified: 'Notified',
  seated: 'Seated',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};

/** The statuses that hold a place in the queue and accept actions (spec part 2 §4). */
export const WAITLIST_OPEN_STATUSES = ['waiting', 'notified'] as const satisfies readonly WaitlistStatus[];

export const NOTIFICATION_PREFERENCES = ['sms', 'email', 'phone', 'none'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreference, string> = {
  sms: 'SMS',
  email: 'Email',
  phone: 'Phone call',
  none: 'None',
};

/** Spec part 2 §9: the waitlist page refreshes every 30 seconds. */
export const WAITLIST_REFRESH_MS = 30_000;

export const WAITLIST_LIMITS = {
  nameMax: 100,
  notesMax: 1000,
  partySizeMax: 20,
  servicesMax: 10,
} as const;

export const WAITLIST_MESSAGES = {
  nameRequired: 'Customer name is required',
  nameTooLong: 'Customer name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  email: 'Please enter a valid email address',
  partySizeRequired: 'Party size is required',
  partySize: 'Party size must be between 1 and 20',
  serviceRequired: 'Please select at least one service',
  tooManyServices: 'At most 10 services can be requested',
  service: 'Please select a service',
  preferredEmployee: 'Please select a valid employee',
  preference: 'Please choose how to notify the customer',
  notFound: 'Waitlist entry not found',
  notOpen: 'Only waiting or notified entries can be changed',
  notifyOnlyWaiting: 'Only waiting entries can be notified',
  emailNeeded: 'This customer has no email address to notify',
  employeeRequired: 'Employee is required',
  dateRequired: 'Date is required',
  startTimeRequired: 'Start time is required',
  client: 'Please select a valid client',
  walkInsOff: 'Walk-ins are not accepted: turn on Allow walk-ins in Settings › Appointments',
  /** A convert for a later day when the salon requires a deposit: `deposit` is the rule's words. */
  depositOnLaterDay: (deposit: string) => `${deposit} for a visit on a later day: book it from New Appointment, where the deposit is taken`,
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** One requested service row of the form; the preferred employee is optional ("Any employee"). */
export const requestedServiceInputSchema = z.object({
  serviceId: idField(WAITLIST_MESSAGES.service),
  preferredEmployeeId: z.preprocess((value) => (isBlank(value) ? null : value), idField(WAITLIST_MESSAGES.preferredEmployee).nullable()).optional(),
});
export type RequestedServiceInput = z.infer<typeof requestedServiceInputSchema>;

/** Blank service rows (no service, no employee) are dropped before the "at least one" rule (spec part 2 §5). */
const isBlankRow = (row: unknown) =>
  typeof row === 'object' && row !== null && isBlank((row as { serviceId?: unknown }).serviceId) && isBlank((row as { preferredEmployeeId?: unknown }).preferredEmployeeId);
const dropBlankRows = (value: unknown) => (Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : value);

/** POST /waitlist: the add-to-waitlist form (spec part 2 §5). */
export const waitlistCreateSchema = z.object({
  clientName: requiredText(WAITLIST_MESSAGES.nameRequired, z.string().max(WAITLIST_LIMITS.nameMax, WAITLIST_MESSAGES.nameTooLong)),
  clientPhone: requiredText(WAITLIST_MESSAGES.phoneRequired, lenientPhoneSchema.pipe(z.string().max(30, 'Please enter a valid phone number'))),
  clientEmail: optionalEmail(WAITLIST_MESSAGES.email),
  partySize: requiredNumber(WAITLIST_MESSAGES.partySizeRequired, { min: 1, max: WAITLIST_LIMITS.partySizeMax, message: WAITLIST_MESSAGES.partySize, integer: true }),
  requestedServices: z.preprocess(
    dropBlankRows,
    z
      .array(requestedServiceInputSchema, { required_error: WAITLIST_MESSAGES.serviceRequired, invalid_type_error: WAITLIST_MESSAGES.serviceRequired })
      .min(1, WAITLIST_MESSAGES.serviceRequired)
      .max(WAITLIST_LIMITS.servicesMax, WAITLIST_MESSAGES.tooManyServices),
  ),
  notificationPreference: z.enum(NOTIFICATION_PREFERENCES, { message: WAITLIST_MESSAGES.preference }).default('sms'),
  notes: optionalText(WAITLIST_LIMITS.notesMax, 'Notes', 'free'),
});
export type WaitlistCreate = z.infer<typeof waitlistCreateSchema>;

export const requestedServiceSchema = z.object({
  serviceId: idSchema,
  serviceName: z.string(),
  durationMinutes: z.number().int(),
  preferredEmployeeId: idSchema.nullable(),
  preferredEmployeeName: z.string().nullable(),
});
export type RequestedService = z.infer<typeof requestedServiceSchema>;

/** A waitlist entry (spec part 2 §3). Times are ISO instants; waits are whole minutes. */
export const waitlistEntrySchema = z.object({
  id: idSchema,
  clientName: z.string(),
  clientPhone: z.string(),
  clientEmail: z.string().nullable(),
  partySize: z.number().int(),
  requestedServices: z.array(requestedServiceSchema),
  notificationPreference: z.enum(NOTIFICATION_PREFERENCES),
  notes: z.string().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1..n among waiting and notified entries; null once seated, cancelled or a no-show. */
  position: z.number().int().nullable(),
  /** Minutes until a chair is expected to free up; only while waiting (null once notified or closed). */
  estimatedWaitTime: z.number().int().nullable(),
  /** Minutes from arrival to seating; only once seated. */
  actualWaitTime: z.number().int().nullable(),
  addedAt: z.string(),
  notifiedAt: z.string().nullable(),
  seatedAt: z.string().nullable(),
  appointmentId: idSchema.nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/**
 * What the customer was sent when notified. The entry is notified either way; no message is written
 * for a phone call, for none, or when the salon's settings turn that channel's waitlist messages off.
 */
export const waitlistNoticeSchema = z.object({
  /** Whether a message went out (to the outbox) by the customer's preference. */
  sent: z.boolean(),
  /** What the desk reads: where the message went, or why none did and what to do instead. */
  text: z.string(),
});
export type WaitlistNotice = z.infer<typeof waitlistNoticeSchema>;

/** PATCH /waitlist/{id}/notify: the entry, and what its customer was sent. */
export const waitlistNotifiedSchema = waitlistEntrySchema.extend({ notice: waitlistNoticeSchema });
export type WaitlistNotified = z.infer<typeof waitlistNotifiedSchema>;

export const waitlistCountsSchema = z.object({
  all: z.number().int(),
  waiting: z.number().int(),
  notified: z.number().int(),
  seated: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
});
export type WaitlistCounts = z.infer<typeof waitlistCountsSchema>;

export const waitlistListQuerySchema = z.object({
  status: z.enum(WAITLIST_STATUSES, { message: `status must be one of ${WAITLIST_STATUSES.join(', ')}` }).optional(),
});

/** GET /waitlist: the entries (open ones by position, then the rest newest first) and counts per status. */
export const waitlistListSchema = z.object({ entries: z.array(waitlistEntrySchema), counts: waitlistCountsSchema });
export type WaitlistList = z.infer<typeof waitlistListSchema>;

/** GET /waitlist/summary: the four cards (spec part 2 §2). */
export const waitlistSummarySchema = z.object({
  totalWaiting: z.number().int(),
  /** Average estimated wait of the entries still waiting, in minutes; null when nobody waits. */
  averageWaitTime: z.number().int().nullable(),
  /** The earliest free slot today for the first waiting entry's services, as an ISO instant; null when none. */
  nextAvailableSlot: z.string().nullable(),
  /** Entries added today (salon's day), whatever their status. */
  todaysTotal: z.number().int(),
});
export type WaitlistSummary = z.infer<typeof waitlistSummarySchema>;

/** The convert form: the chosen employee and time. */
export const waitlistConvertSchema = z.object({
  employeeId: idField(WAITLIST_MESSAGES.employeeRequired),
  date: requiredText(WAITLIST_MESSAGES.dateRequired, dateSchema),
  startTime: requiredText(WAITLIST_MESSAGES.startTimeRequired, timeOfDaySchema),
});
export type WaitlistConvert = z.infer<typeof waitlistConvertSchema>;

/** A new client's name as the desk types it at convert: blank is "not given"; otherwise the clients' own rules. */
const newClientName = (rule: z.ZodTypeAny) => z.preprocess((value) => (isBlank(value) ? undefined : value), rule.optional());

/**
 * POST /waitlist/{id}/convert-to-appointment: the form, and optionally the client to book for. Without a
 * clientId the walk-in is the salon's client with the same phone (last ten digits) or e-mail AND the same
 * first and last name (any case), or else a new client. The name is the walk-in's (first word, then the
 * rest) unless clientFirstName or clientLastName is given: a one-word name needs the last name typed, and
 * a missing or wrong one is refused at clientFirstName or clientLastName with the clients' own messages.
 */
export const waitlistConvertBodySchema = waitlistConvertSchema.extend({
  clientId: z.preprocess((value) => (isBlank(value) ? null : value), idField(WAITLIST_MESSAGES.client).nullable()).optional(),
  clientFirstName: newClientName(clientInputSchema.shape.first_name),
  clientLastName: newClientName(clientInputSchema.shape.last_name),
});
export type WaitlistConvertBody = z.infer<typeof waitlistConvertBodySchema>;
