import type { z } from 'zod';
import type { JsonSchema } from './json-schema';

/**
 * The keywords of zod's string and number checks. A check with no JSON Schema
 * equivalent (trim, cuid, emoji...) adds nothing: the document then promises a
 * little more than the server takes, never less.
 */

type Bound = { value: number; inclusive: boolean };

/** The stricter of two lower (or, with `upper`, upper) bounds. */
function stricter(current: Bound | undefined, next: Bound, upper: boolean): Bound {
  if (current === undefined) return next;
  if (next.value === current.value) return next.inclusive ? current : next;
  return (upper ? next.value < current.value : next.value > current.value) ? next : current;
}

function boundKeywords(lower: Bound | undefined, upper: Bound | undefined): JsonSchema {
  return {
    ...(lower && { [lower.inclusive ? 'minimum' : 'exclusiveMinimum']: lower.value }),
    ...(upper && { [upper.inclusive ? 'maximum' : 'exclusiveMaximum']: upper.value }),
  };
}

/** Several patterns cannot share one `pattern` keyword: the others go to `allOf`. */
function withPatterns(schema: JsonSchema, patterns: string[]): JsonSchema {
  const [first, ...others] = patterns;
  if (first === undefined) return schema;
  return { ...schema, pattern: first, ...(others.length > 0 && { allOf: others.map((pattern) => ({ pattern })) }) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** JSON Schema patterns have no flags; a case-insensitive or multi-line one would say something else. */
const portableFlags = (flags: string) => !/[ims]/.test(flags);

export function stringSchema(checks: z.ZodStringDef['checks']): JsonSchema {
  let minLength: number | undefined;
  let maxLength: number | undefined;
  const schema: JsonSchema = { type: 'string' };
  const patterns: string[] = [];
  for (const check of checks) {
    switch (check.kind) {
      case 'min':
        minLength = Math.max(minLength ?? 0, check.value);
        break;
      case 'max':
        maxLength = Math.min(maxLength ?? Infinity, check.value);
        break;
      case 'length':
        minLength = Math.max(minLength ?? 0, check.value);
        maxLength = Math.min(maxLength ?? Infinity, check.value);
        break;
      case 'email':
        schema['format'] = 'email';
        break;
      case 'url':
        schema['format'] = 'uri';
        break;
      case 'uuid':
        schema['format'] = 'uuid';
        break;
      case 'datetime':
        schema['format'] = 'date-time';
        break;
      case 'date':
        schema['format'] = 'date';
        break;
      case 'duration':
        schema['format'] = 'duration';
        break;
      case 'ip':
        if (check.version) schema['format'] = check.version === 'v4' ? 'ipv4' : 'ipv6';
        break;
      case 'base64':
        schema['contentEncoding'] = 'base64';
        break;
      case 'regex':
        if (portableFlags(check.regex.flags)) patterns.push(check.regex.source);
        break;
      case 'startsWith':
        patterns.push(`^${escapeRegExp(check.value)}`);
        break;
      case 'endsWith':
        patterns.push(`${escapeRegExp(check.value)}$`);
        break;
      case 'includes':
        patterns.push(escapeRegExp(check.value));
        break;
      default:
        break;
    }
  }
  if (minLength !== undefined) schema['minLength'] = minLength;
  if (maxLength !== undefined) schema['maxLength'] = maxLength;
  return withPatterns(schema, patterns);
}

export function numberSchema(checks: z.ZodNumberDef['checks']): JsonSchema {
  let lower: Bound | undefined;
  let upper: Bound | undefined;
  let integer = false;
  let multipleOf: number | undefined;
  for (const check of checks) {
    if (check.kind === 'int') integer = true;
    else if (check.kind === 'min') lower = stricter(lower, check, false);
    else if (check.kind === 'max') upper = stricter(upper, check, true);
    else if (check.kind === 'multipleOf') multipleOf = check.value;
  }
  return {
    type: integer ? 'integer' : 'number',
    ...boundKeywords(lower, upper),
    ...(multipleOf !== undefined && { multipleOf }),
  };
}

export function bigintSchema(checks: z.ZodBigIntDef['checks']): JsonSchema {
  let lower: Bound | undefined;
  let upper: Bound | undefined;
  for (const check of checks) {
    if (check.kind === 'min') lower = stricter(lower, { value: Number(check.value), inclusive: check.inclusive }, false);
    else if (check.kind === 'max') upper = stricter(upper, { value: Number(check.value), inclusive: check.inclusive }, true);
  }
  return { type: 'integer', format: 'int64', ...boundKeywords(lower, upper) };
}
