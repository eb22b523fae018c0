import { z } from 'zod';
import { optionalDate, optionalEmail, optionalPhone, optionalText, localToday, requiredFreeText } from '../common/fields';
import { isActiveQuerySchema, limitSchema, offsetSchema, sortOrderSchema } from '../common/pagination';
import { idSchema, searchText, singleLineText } from '../common/primitives';

/** How a client likes to be reached (spec part 1 §3). */
export const CONTACT_METHODS = ['email', 'phone', 'sms'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** The first name is required; a name of only spaces is "empty" (spec part 1 §5, client form). */
const clientName = (requiredMessage: string, emptyMessage: string, label: string) =>
  z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .min(1, requiredMessage)
    // A pipe, so a blank name gets one message, not "required" and "empty" both.
    .pipe(singleLineText().min(1, emptyMessage).max(50, `${label} must be at most 50 characters`));

export const clientInputSchema = z.object({
  first_name: clientName('First name is required', 'First name cannot be empty', 'First name'),
  last_name: clientName('Last name is required', 'Last name cannot be empty', 'Last name'),
  email: optionalEmail('Invalid email address'),
  phone: optionalPhone({ lenient: true }),
  address: optionalText(200, 'Address', 'free'),
  city: optionalText(100, 'City'),
  state: optionalText(100, 'State'),
  zip_code: optionalText(20, 'ZIP code'),
  birthdate: optionalDate().refine((value) => value === null || value <= localToday(), 'Birthdate cannot be in the future'),
  preferred_contact_method: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(CONTACT_METHODS, { message: 'Preferred contact method must be email, phone or sms' }).nullable(),
  ),
  referral_source: optionalText(100, 'Referral source'),
  is_active: z.boolean({ invalid_type_error: 'is_active must be true or false' }).default(true),
});
export type ClientInput = z.infer<typeof clientInputSchema>;

/**
 * A client note marked by staff as a health and safety alert (allergy, patch test, pregnancy...):
 * listed first and shown in red wherever the client's notes are read. Never guessed from the words.
 */
const noteAlertFlag = (field: string) => z.boolean({ invalid_type_error: `${field} must be true or false` });

/** Create may carry a first note (an allergy, a preference), with a note's bounds and messages; blank means none. */
export const clientCreateSchema = clientInputSchema.extend({
  note: optionalText(2000, 'Note', 'free'),
  /** Marks the first note as an alert; ordinary when left out, and nothing without a note. */
  note_is_alert: noteAlertFlag('note_is_alert').optional(),
});
export type ClientCreate = z.infer<typeof clientCreateSchema>;

/** PUT replaces the details; without is_active the status stays as it is. */
export const clientUpdateSchema = clientInputSchema.extend({
  is_active: z.boolean({ invalid_type_error: 'is_active must be true or false' }).optional(),
});
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

export const clientSchema = z.object({
  client_id: idSchema,
  salon_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  birthdate: z.string().nullable(),
  preferred_contact_method: z.enum(CONTACT_METHODS).nullable(),
  referral_source: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** Name sorts by first name (spec part 1 §2, Clients); the default is last name ascending (§7). */
export const CLIENT_SORTABLE = ['first_name', 'last_name', 'email', 'phone', 'is_active', 'created_at'] as const;
export const CLIENT_PAGE_SIZE = 10;

export const clientListQuerySchema = z.object({
  limit: limitSchema.default(CLIENT_PAGE_SIZE),
  offset: offsetSchema.default(0),
  sortBy: z.enum(CLIENT_SORTABLE, { message: `sortBy must be one of: ${CLIENT_SORTABLE.join(', ')}` }).default('last_name'),
  sortOrder: sortOrderSchema.default('ASC'),
  search: searchText().optional(),
  is_active: isActiveQuerySchema.optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** A search counts its matches up to this many: a front desk narrows a search long before paging that far. */
export const CLIENT_COUNT_CAP = 2_000;

/**
 * `{ clients, total_count }` (DECISIONS §2). The count is exact, except for a search matching more
 * than CLIENT_COUNT_CAP clients: `total_count` is then the cap and `count_is_estimate` is true
 * ("more than 2,000"), as the appointments list says it.
 */
export const clientListSchema = z.object({
  clients: z.array(clientSchema),
  total_count: z.number().int().nonnegative(),
  count_is_estimate: z.boolean(),
});
export type ClientList = z.infer<typeof clientListSchema>;

/** Why an existing client may be the one being added: same phone (last ten digits), same e-mail or same first and last name. */
export const DUPLICATE_REASONS = ['phone', 'email', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** At most this many possible duplicates come back, the likeliest first. */
export const POSSIBLE_DUPLICATES_LIMIT = 5;

/** Fewer phone digits than this match nothing: too short to be someone's number. */
export const DUPLICATE_PHONE_MIN_DIGITS = 7;

/**
 * Phones are compared by their last ten digits, so a number typed with or without its country
 * code or trunk 0 ("+1 212 555 0147", "(212) 555-0147"; "+44 20 7946 0958", "020 7946 0958") is one number.
 */
export const PHONE_TAIL_DIGITS = 10;

/** The digits a phone is compared by for duplicates. */
export const phoneTail = (phone: string) => phone.replace(/\D/g, '').slice(-PHONE_TAIL_DIGITS);

const duplicateCriterion = (name: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), singleLineText().max(255, `${name} must be at most 255 characters`).optional());

/** What the new-client form has typed so far; blanks are left out, and a name counts only with both parts. */
export const possibleDuplicatesQuerySchema = z.object({
  phone: duplicateCriterion('phone'),
  email: duplicateCriterion('email'),
  first_name: duplicateCriterion('first_name'),
  last_name: duplicateCriterion('last_name'),
});
export type PossibleDuplicatesQuery = z.infer<typeof possibleDuplicatesQuerySchema>;

export const possibleDuplicateSchema = z.object({
  client: clientSchema,
  /** What matched, in DUPLICATE_REASONS order. */
  matched_on: z.array(z.enum(DUPLICATE_REASONS)).min(1),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

export const clientNoteInputSchema = z.object({
  note_text: requiredFreeText('Note text is required', 2000, 'Note must be at most 2000 characters'),
  /** A new note without it is ordinary; an edit without it keeps the note's flag. */
  is_alert: noteAlertFlag('is_alert').optional(),
});
export type ClientNoteInput = z.infer<typeof clientNoteInputSchema>;

export const clientNoteSchema = z.object({
  note_id: idSchema,
  client_id: idSchema,
  note_text: z.string(),
  is_alert: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who wrote it; null once that account is gone. */
  author: z.object({ user_id: idSchema, first_name: z.string(), last_name: z.string() }).nullable(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;
