import { z } from 'zod';
import { isCalendarDate } from '../calendar/calendar-dates';

/** The largest value of PostgreSQL's `integer`, the type of every identity key. */
export const INT4_MAX = 2_147_483_647;

const digitsToNumber = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** Database identity keys: positive integers, also when they arrive as path text (digits only). */
export const idSchema = z.preprocess(
  digitsToNumber,
  z.number({ message: 'Must be a number' }).int('Must be a whole number').positive('Must be a positive number').max(INT4_MAX, 'Is too large'),
);

/**
 * An id chosen in a form or given as a query filter, with one message for every way it can
 * be wrong (blank, not a number, a fraction, out of the database's range).
 */
export const idField = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : digitsToNumber(value)),
    z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(INT4_MAX, message),
  );

/** An optional id filter of a list query (`?employee_id=3`). */
export const optionalIdQuery = (name: string) => idField(`${name} must be a valid id`).optional();

/**
 * Text the API stores or searches with. PostgreSQL refuses NUL in text, and control characters
 * have no place in a salon's records: every text refuses C0 controls and DEL (tab and line
 * breaks are fine in free text). Single-line fields (names, titles, searches) also refuse tabs,
 * line breaks and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) that can make a name display as something else.
 */
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
export const FREE_TEXT_PATTERN = new RegExp(`^[^${CONTROLS}]*$`);
export const SINGLE_LINE_PATTERN = new RegExp(`^[^${CONTROLS}\\t\\n\\r${BIDI_CONTROLS}]*$`);

export const TEXT_MESSAGES = {
  singleLine: 'Must be one line of plain text, without control characters',
  freeText: 'Must not contain control characters',
} as const;

type TextParams = { required_error?: string; invalid_type_error?: string };

/** One line of text, trimmed: names, titles, e-mail addresses, searches, filters. */
export const singleLineText = (params?: TextParams) => z.string(params).trim().regex(SINGLE_LINE_PATTERN, TEXT_MESSAGES.singleLine);

/** Free text, trimmed, line breaks allowed: notes, descriptions, addresses, reasons. */
export const freeText = (params?: TextParams) => z.string(params).trim().regex(FREE_TEXT_PATTERN, TEXT_MESSAGES.freeText);

/** A secret taken exactly as typed (passwords, tokens): not trimmed, but still no control characters. */
export const secretText = (params?: TextParams) => z.string(params).regex(FREE_TEXT_PATTERN, TEXT_MESSAGES.freeText);

/** A list query's free search: one line, at most 100 characters. */
export const searchText = (name = 'search') => singleLineText().max(100, `${name} must be at most 100 characters`);

/** Whole cents: a JSON number may carry a float's error in its last digits. */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Money: a JSON number with at most two decimals (numeric(10,2) in the database). */
export const moneySchema = z
  .number({ message: 'Must be an amount' })
  .finite()
  .min(0, 'Cannot be negative')
  .max(99_999_999.99, 'Is too large')
  .refine(hasAtMostTwoDecimals, 'Must have at most two decimals');

/** Amounts travel as numbers but are added up in integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export const dateSchema = z
  .string({ message: 'Must be a date' })
  .regex(DATE_PATTERN, 'Must be a date in the form YYYY-MM-DD')
  .refine(isCalendarDate, 'Must be a real calendar date');

/** A time of day, `HH:mm` on a 24-hour clock. */
export const timeOfDaySchema = z
  .string({ message: 'Must be a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time in the form HH:mm (24-hour)');

/** An ISO 8601 timestamp in UTC, as the API writes them. */
export const timestampSchema = z.string().datetime({ offset: true });

export const emailSchema = singleLineText().email('Invalid email address').max(255, 'Email must be at most 255 characters');

/**
 * A phone number: optional plus, then 1 to 16 digits, the first not 0;
 * spaces are ignored (spec part 1, §5, employee form).
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
export const phoneSchema = singleLineText()
  .refine((value) => PHONE_PATTERN.test(value.replace(/\s+/g, '')), 'Please enter a valid phone number');

/**
 * A client's phone as a receptionist types it: the same rule, but dashes, dots and
 * brackets are ignored too, so "(212) 555-0147" is fine (the spec sets no client rule).
 */
export const lenientPhoneSchema = singleLineText()
  .refine((value) => PHONE_PATTERN.test(value.replace(/[\s().-]+/g, '')), 'Please enter a valid phone number');

/** Blank strings from forms become null (spec part 1, §3, Client). */
export const blankToNull = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());
