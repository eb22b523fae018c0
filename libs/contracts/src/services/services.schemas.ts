import { z } from 'zod';
import { isPresent, optionalNumber, optionalText, requiredNumber, requiredText } from '../common/fields';
import { DURATION_MAX_MINUTES, DURATION_MESSAGE, DURATION_MIN_MINUTES } from '../common/durations';
import { sortOrderSchema } from '../common/pagination';
import { idField, idSchema, optionalIdQuery, searchText, singleLineText } from '../common/primitives';

/** Spec part 1 §3 (Service) and §9 (Cancellation policies, Preferred time slots). */
export const CANCELLATION_POLICIES = ['standard', 'strict', 'flexible', 'non_refundable'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
/** Hours of notice each policy asks for; non_refundable keeps the money whatever the notice. */
export const CANCELLATION_NOTICE_HOURS: Record<CancellationPolicy, number | null> = {
  standard: 24,
  strict: 48,
  flexible: 2,
  non_refundable: null,
};

export const SKILL_LEVELS = ['junior', 'senior', 'master', 'specialist', 'any'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const TIME_SLOT_PREFERENCES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type TimeSlotPreference = (typeof TIME_SLOT_PREFERENCES)[number];
/** morning 9am-12pm, afternoon 12pm-5pm, evening 5pm-8pm (spec part 1 §9). */
export const TIME_SLOT_HOURS: Record<Exclude<TimeSlotPreference, 'anytime'>, { from: string; to: string }> = {
  morning: { from: '09:00', to: '12:00' },
  afternoon: { from: '12:00', to: '17:00' },
  evening: { from: '17:00', to: '20:00' },
};

/** Bounds of spec part 1 §9 (Service). */
export const SERVICE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  priceMax: 5000,
  durationMin: DURATION_MIN_MINUTES,
  durationMax: DURATION_MAX_MINUTES,
  consultationMin: 5,
  consultationMax: 120,
  patchTestMin: 1,
  patchTestMax: 72,
  advanceBookingMax: 30,
  maxAdvanceBookingMin: 1,
  maxAdvanceBookingMax: 365,
  staffCountMin: 1,
  staffCountMax: 5,
  shortDescriptionMax: 200,
  tagsMax: 20,
  tagLengthMax: 30,
} as const;

export const SERVICE_MESSAGES = {
  priceRange: 'Minimum price cannot be greater than maximum price',
  priceVariesNeedsRange: 'Minimum and maximum prices are required when price varies',
  consultationNeedsDuration: 'Consultation duration is required when consultation is required',
  multipleStaffNeedsCount: 'Staff count is required when multiple staff is required',
  patchTestNeedsDuration: 'Patch test duration is required when patch test is required',
  advanceBookingWindow: 'Advance booking cannot be more than the maximum advance booking',
} as const;

const flag = (label: string) => z.boolean({ invalid_type_error: `${label} must be true or false` }).default(false);
const price = (label: string) =>
  optionalNumber({ min: 0, max: SERVICE_LIMITS.priceMax, message: `${label} must be between $0 and $5000`, cents: true });

/** Tags arrive as a list or as comma-separated text; either way they are stored trimmed and de-duplicated. */
const tagsSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    const list = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(list)) return list;
    const tags = list.map((tag) => (typeof tag === 'string' ? tag.trim() : tag)).filter((tag) => tag !== '');
    return [...new Set(tags)];
  },
  z
    .array(singleLineText().max(SERVICE_LIMITS.tagLengthMax, `Each tag must be at most ${SERVICE_LIMITS.tagLengthMax} characters`), {
      invalid_type_error: 'Tags must be a list',
    })
    .max(SERVICE_LIMITS.tagsMax, `At most ${SERVICE_LIMITS.tagsMax} tags`),
);

/** Every field of a service as the form and the API take it, before the rules that compare fields. */
export const serviceFieldsSchema = z.object({
  name: requiredText(
    'Service name is required',
    z.string().min(SERVICE_LIMITS.nameMin, 'Service name must be between 2 and 100 characters').max(SERVICE_LIMITS.nameMax, 'Service name must be between 2 and 100 characters'),
  ),
  service_type_id: idField('Service type is required'),
  description: optionalText(2000, 'Description', 'free'),
  short_description: optionalText(SERVICE_LIMITS.shortDescriptionMax, 'Short description'),
  is_active: z.boolean({ invalid_type_error: 'is_active must be true or false' }).default(true),
  base_price: requiredNumber('Base price is required', { min: 0, max: SERVICE_LIMITS.priceMax, message: 'Base price must be between $0 and $5000', cents: true }),
  duration_minutes: requiredNumber('Duration is required', {
    min: SERVICE_LIMITS.durationMin,
    max: SERVICE_LIMITS.durationMax,
    message: DURATION_MESSAGE,
    integer: true,
  }),
  price_varies: flag('price_varies'),
  min_price: price('Minimum price'),
  max_price: price('Maximum price'),
  requires_consultation: flag('requires_consultation'),
  consultation_duration: optionalNumber({
    min: SERVICE_LIMITS.consultationMin,
    max: SERVICE_LIMITS.consultationMax,
    message: 'Consultation duration must be between 5 and 120 minutes',
    integer: true,
  }),
  requires_patch_test: flag('requires_patch_test'),
  patch_test_duration: optionalNumber({
    min: SERVICE_LIMITS.patchTestMin,
    max: SERVICE_LIMITS.patchTestMax,
    message: 'Patch test duration must be between 1 and 72 hours',
    integer: true,
  }),
  advance_booking_required: optionalNumber({ min: 0, max: SERVICE_LIMITS.advanceBookingMax, message: 'Advance booking must be between 0 and 30 days', integer: true }),
  max_advance_booking: optionalNumber({
    min: SERVICE_LIMITS.maxAdvanceBookingMin,
    max: SERVICE_LIMITS.maxAdvanceBookingMax,
    message: 'Maximum advance booking must be between 1 and 365 days',
    integer: true,
  }),
  cancellation_policy: z.enum(CANCELLATION_POLICIES, { errorMap: () => ({ message: 'Cancellation policy must be standard, strict, flexible or non_refundable' }) }).default('standard'),
  preparation_instructions: optionalText(2000, 'Preparation instructions', 'free'),
  allows_add_ons: flag('allows_add_ons'),
  suggested_add_ons: optionalText(500, 'Suggested add-ons', 'free'),
  customization_options: optionalText(1000, 'Customization options', 'free'),
  products_included: optionalText(1000, 'Products included', 'free'),
  products_optional: optionalText(1000, 'Optional products', 'free'),
  skill_level_required: z.enum(SKILL_LEVELS, { errorMap: () => ({ message: 'Skill level must be junior, senior, master, specialist or any' }) }).default('any'),
  requires_multiple_staff: flag('requires_multiple_staff'),
  staff_count: optionalNumber({ min: SERVICE_LIMITS.staffCountMin, max: SERVICE_LIMITS.staffCountMax, message: 'Staff count must be between 1 and 5', integer: true }),
  preferred_time_slots: z
    .enum(TIME_SLOT_PREFERENCES, { errorMap: () => ({ message: 'Preferred time slot must be morning, afternoon, evening or anytime' }) })
    .default('anytime'),
  concurrent_services_allowed: flag('concurrent_services_allowed'),
  tags: tagsSchema,
  internal_notes: optionalText(2000, 'Internal notes', 'free'),
  booking_notes: optionalText(2000, 'Booking notes', 'free'),
  aftercare_instructions: optionalText(2000, 'Aftercare instructions', 'free'),
});

type ServiceRuleInput = {
  price_varies?: unknown;
  min_price?: unknown;
  max_price?: unknown;
  requires_consultation?: unknown;
  consultation_duration?: unknown;
  requires_multiple_staff?: unknown;
  staff_count?: unknown;
  requires_patch_test?: unknown;
  patch_test_duration?: unknown;
  advance_booking_required?: unknown;
  max_advance_booking?: unknown;
};

/**
 * The rules that compare fields (spec part 1 §5, service form). They read raw form values
 * as well as parsed ones, so the form can show them while other fields are still wrong.
 */
export function checkServiceRules(service: ServiceRuleInput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const number = (value: unknown) => (isPresent(value) ? Number(value) : null);
  if (service.price_varies === true) {
    if (!isPresent(service.min_price)) issue('min_price', SERVICE_MESSAGES.priceVariesNeedsRange);
    if (!isPresent(service.max_price)) issue('max_price', SERVICE_MESSAGES.priceVariesNeedsRange);
  }
  const min = number(service.min_price);
  const max = number(service.max_price);
  if (min !== null && max !== null && min > max) issue('min_price', SERVICE_MESSAGES.priceRange);
  if (service.requires_consultation === true && !isPresent(service.consultation_duration)) {
    issue('consultation_duration', SERVICE_MESSAGES.consultationNeedsDuration);
  }
  if (service.requires_multiple_staff === true && !isPresent(service.staff_count)) issue('staff_count', SERVICE_MESSAGES.multipleStaffNeedsCount);
  if (service.requires_patch_test === true && !isPresent(service.patch_test_duration)) {
    issue('patch_test_duration', SERVICE_MESSAGES.patchTestNeedsDuration);
  }
  const advance = number(service.advance_booking_required);
  const furthest = number(service.max_advance_booking);
  if (advance !== null && furthest !== null && advance > furthest) issue('advance_booking_required', SERVICE_MESSAGES.advanceBookingWindow);
}

/** A whole service: what POST takes and what the form validates. */
export const serviceInputSchema = serviceFieldsSchema.superRefine(checkServiceRules);
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/**
 * PUT /services/{id} takes any subset of the fields (the status toggle sends only
 * is_active); the API checks the rules that compare fields on the merged record.
 */
export const serviceUpdateSchema = serviceFieldsSchema.partial();
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

export const serviceSchema = z.object({
  service_id: idSchema,
  salon_id: idSchema,
  name: z.string(),
  service_type_id: idSchema,
  serviceType: z.object({ service_type_id: idSchema, name: z.string() }),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  is_active: z.boolean(),
  base_price: z.number(),
  duration_minutes: z.number().int(),
  price_varies: z.boolean(),
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
  requires_consultation: z.boolean(),
  consultation_duration: z.number().int().nullable(),
  requires_patch_test: z.boolean(),
  patch_test_duration: z.number().int().nullable(),
  advance_booking_required: z.number().int().nullable(),
  max_advance_booking: z.number().int().nullable(),
  /** The same value as max_advance_booking, under the name the detail view reads (spec part 1 §3). */
  max_advance_booking_days: z.number().int().nullable(),
  cancellation_policy: z.enum(CANCELLATION_POLICIES),
  preparation_instructions: z.string().nullable(),
  allows_add_ons: z.boolean(),
  suggested_add_ons: z.string().nullable(),
  customization_options: z.string().nullable(),
  products_included: z.string().nullable(),
  products_optional: z.string().nullable(),
  skill_level_required: z.enum(SKILL_LEVELS),
  requires_multiple_staff: z.boolean(),
  staff_count: z.number().int().nullable(),
  preferred_time_slots: z.enum(TIME_SLOT_PREFERENCES),
  concurrent_services_allowed: z.boolean(),
  tags: z.array(z.string()),
  internal_notes: z.string().nullable(),
  booking_notes: z.string().nullable(),
  aftercare_instructions: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** service_name is the spec's name for the default sort (part 1 §9); it sorts by name. */
export const SERVICE_SORTABLE = ['name', 'service_name', 'service_type', 'base_price', 'duration_minutes', 'requires_consultation', 'is_active', 'created_at'] as const;
export const SERVICE_PAGE_SIZE = 10;

const trueOrFalse = (name: string) => z.enum(['true', 'false'], { message: `${name} must be true or false` }).transform((value) => value === 'true');
const queryNumber = (name: string, max: number) =>
  z.coerce.number({ message: `${name} must be a number` }).finite(`${name} must be a number`).min(0, `${name} cannot be negative`).max(max, `${name} must be at most ${max}`);
/** Durations are whole minutes, as they are stored. */
const queryMinutes = (name: string, max: number) => queryNumber(name, max).int(`${name} must be a whole number of minutes`);

/** The services list query of DECISIONS §2: page-based, and every filter of the screen works on the server. */
export const serviceListQuerySchema = z.object({
  page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(1_000_000, 'page must be at most 1000000').default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(1000, 'pageSize must be at most 1000')
    .default(SERVICE_PAGE_SIZE),
  search: searchText().optional(),
  sortBy: z.enum(SERVICE_SORTABLE, { message: `sortBy must be one of: ${SERVICE_SORTABLE.join(', ')}` }).default('name'),
  sortOrder: sortOrderSchema.default('ASC'),
  /** true: active only; false: inactive only; absent: all (the screen's All/Active/Inactive). */
  activeOnly: trueOrFalse('activeOnly').optional(),
  service_type_id: optionalIdQuery('service_type_id'),
  min_price: queryNumber('min_price', SERVICE_LIMITS.priceMax).optional(),
  max_price: queryNumber('max_price', SERVICE_LIMITS.priceMax).optional(),
  min_duration: queryMinutes('min_duration', SERVICE_LIMITS.durationMax).optional(),
  max_duration: queryMinutes('max_duration', SERVICE_LIMITS.durationMax).optional(),
  requires_consultation: trueOrFalse('requires_consultation').optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

export const serviceListSchema = z.object({
  services: z.array(serviceSchema),
  pagination: z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
  }),
});
export type ServiceList = z.infer<typeof serviceListSchema>;
