import { z } from 'zod';
import { dateSchema, freeText, hasAtMostTwoDecimals, lenientPhoneSchema, phoneSchema, singleLineText } from './primitives';

/**
 * Building blocks of record forms. Each takes the user-facing messages, so the
 * API's 400 and the web form say the same words (ARCHITECTURE convention 3).
 */

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required line of text: the "required" message alone when blank, then its other rules. */
export const requiredText = <T extends z.ZodTypeAny = z.ZodString>(requiredMessage: string, rest: T = z.string() as z.ZodTypeAny as T) =>
  singleLineText({ required_error: requiredMessage, invalid_type_error: requiredMessage }).min(1, requiredMessage).pipe(rest);

/** Required free text (a note): line breaks allowed. */
export const requiredFreeText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  freeText({ required_error: requiredMessage, invalid_type_error: requiredMessage }).min(1, requiredMessage).max(max, tooLongMessage);

type TextKind = 'line' | 'free';

/**
 * An optional text: blank or absent becomes null; otherwise trimmed and at most `max` characters.
 * `line` (the default) is one line, such as a city or a name; `free` allows line breaks (notes).
 */
export const optionalText = (max: number, label: string, kind: TextKind = 'line') =>
  z.preprocess(
    (value) => (isBlank(value) ? null : value),
    (kind === 'free' ? freeText : singleLineText)({ invalid_type_error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .nullable(),
  );

export const optionalEmail = (message = 'Invalid email address') =>
  z.preprocess((value) => (isBlank(value) ? null : value), singleLineText({ invalid_type_error: message }).email(message).max(255, message).nullable());

/** An optional phone; `lenient` also ignores dashes, dots and brackets (clients). */
export const optionalPhone = ({ lenient = false } = {}) =>
  z.preprocess(
    (value) => (isBlank(value) ? null : value),
    (lenient ? lenientPhoneSchema : phoneSchema).pipe(z.string().max(30, 'Please enter a valid phone number')).nullable(),
  );

/** An optional calendar date (`YYYY-MM-DD`); blank becomes null. */
export const optionalDate = () => z.preprocess((value) => (isBlank(value) ? null : value), dateSchema.nullable());

const numberFrom = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);

type NumberRule = {
  min: number;
  max: number;
  /** The message for anything out of bounds or not a number. */
  message: string;
  integer?: boolean;
  /** Money and rates: at most two decimals. */
  cents?: boolean;
};

const boundedNumber = ({ min, max, message, integer, cents }: NumberRule) => {
  let schema = z.number({ invalid_type_error: message }).finite(message).min(min, message).max(max, message);
  if (integer) schema = schema.int(message);
  return cents ? schema.refine(hasAtMostTwoDecimals, 'Must have at most two decimals') : schema;
};

/** A required number within bounds; numeric text from a form is accepted. */
export const requiredNumber = (requiredMessage: string, rule: NumberRule) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : numberFrom(value)),
    z.number({ required_error: requiredMessage, invalid_type_error: rule.message }).pipe(boundedNumber(rule)),
  );

/** An optional number within bounds; blank or absent becomes null. */
export const optionalNumber = (rule: NumberRule) =>
  z.preprocess((value) => (isBlank(value) ? null : numberFrom(value)), boundedNumber(rule).nullable());

/** True when a form value holds something (not blank, not null). */
export const isPresent = (value: unknown) => !isBlank(value);

/** Today's date where this code runs, `YYYY-MM-DD`. The API checks again against the salon's time zone. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
