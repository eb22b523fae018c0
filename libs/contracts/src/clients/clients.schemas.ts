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

/** `{ clients, total_count }` (DECISIONS §2). */
export const clientListSchema = z.object({ clients: z.array(clientSchema), total_count: z.number().int().nonnegative() });
export type ClientList = z.infer<typeof clientListSchema>;

export const clientNoteInputSchema = z.object({
  note_text: requiredFreeText('Note text is required', 2000, 'Note must be at most 2000 characters'),
});
export type ClientNoteInput = z.infer<typeof clientNoteInputSchema>;

export const clientNoteSchema = z.object({
  note_id: idSchema,
  client_id: idSchema,
  note_text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who wrote it; null once that account is gone. */
  author: z.object({ user_id: idSchema, first_name: z.string(), last_name: z.string() }).nullable(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;
