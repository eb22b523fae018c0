import { schemaResolver, type FormErrors } from '@mantine/form';
import { z } from 'zod';

/** A message per field, as a form shows them. */
export type FieldMessages = Record<string, string>;

/**
 * A contract's rule that compares fields, as zod's superRefine takes it (e.g. checkServiceRules).
 * It reads raw form values, so it must cope with blanks and text where numbers belong.
 */
export type CrossFieldRule = (values: never, ctx: z.RefinementCtx) => void;

/** One message per top-level field, the first one found: `tags.0` shows at `tags`. */
function byField(errors: FormErrors): FieldMessages {
  const messages: FieldMessages = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0];
    if (field !== '' && !(field in messages)) messages[field] = String(message);
  }
  return messages;
}

/**
 * Checks form values with a contract schema (through its Standard Schema interface) and gives
 * each field its first message. zod skips a schema's own cross-field rules while any field has
 * the wrong type (a blank id or number), so the `rules` also run on their own: "Passwords do not
 * match" shows as soon as both passwords are typed, whatever else is still missing.
 */
export function contractResolver(schema: z.ZodTypeAny, rules: CrossFieldRule[] = []) {
  const checkSchema = schemaResolver(schema, { sync: true });
  const checkRules = rules.map((rule) => schemaResolver(z.any().superRefine(rule as (values: unknown, ctx: z.RefinementCtx) => void), { sync: true }));
  return (values: Record<string, unknown>): FieldMessages => {
    const messages: FieldMessages = {};
    // The schema's own message for a field comes before a rule's.
    for (const check of [checkSchema, ...checkRules]) {
      for (const [field, message] of Object.entries(byField(check(values)))) if (!(field in messages)) messages[field] = message;
    }
    return messages;
  };
}

/** The messages a contract schema gives for some values, outside any form (e.g. one row of a table). */
export function contractFieldErrors(schema: z.ZodTypeAny, values: Record<string, unknown>, rules: CrossFieldRule[] = []): FieldMessages {
  return contractResolver(schema, rules)(values);
}
