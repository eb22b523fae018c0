import { z } from 'zod';

/** Database identity keys: positive integers, also when they arrive as path text (digits only). */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number({ message: 'Must be a number' }).int('Must be a whole number').positive('Must be a positive number').max(2_147_483_647, 'Is too large'),
);

/** Money: a JSON number with at most two decimals (numeric(10,2) in the database). */
export const moneySchema = z
  .number({ message: 'Must be an amount' })
  .finite()
  .min(0, 'Cannot be negative')
  .max(99_999_999.99, 'Is too large')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Must have at most two decimals');

/** Amounts travel as numbers but are added up in integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export const dateSchema = z
  .string({ message: 'Must be a date' })
  .regex(DATE_PATTERN, 'Must be a date in the form YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'Must be a real calendar date');

/** A time of day, `HH:mm` on a 24-hour clock. */
export const timeOfDaySchema = z
  .string({ message: 'Must be a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time in the form HH:mm (24-hour)');

/** An ISO 8601 timestamp in UTC, as the API writes them. */
export const timestampSchema = z.string().datetime({ offset: true });

export const emailSchema = z.string().trim().email('Invalid email address').max(255, 'Email must be at most 255 characters');

/**
 * A phone number: optional plus, then 1 to 16 digits, the first not 0;
 * spaces are ignored (spec part 1, §5, employee form).
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => PHONE_PATTERN.test(value.replace(/\s+/g, '')), 'Please enter a valid phone number');

/**
 * A client's phone as a receptionist types it: the same rule, but dashes, dots and
 * brackets are ignored too, so "(212) 555-0147" is fine (the spec sets no client rule).
 */
export const lenientPhoneSchema = z
  .string()
  .trim()
  .refine((value) => PHONE_PATTERN.test(value.replace(/[\s().-]+/g, '')), 'Please enter a valid phone number');

/** Blank strings from forms become null (spec part 1, §3, Client). */
export const blankToNull = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());
