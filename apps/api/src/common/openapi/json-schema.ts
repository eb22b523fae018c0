/**
 * JSON Schema 2020-12 objects (the schema dialect of OpenAPI 3.1) and the two
 * ways the zod walker combines them: allowing null, and asking for two schemas at once.
 */
export type JsonSchema = { [keyword: string]: unknown };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const typesOf = (schema: JsonSchema): string[] | undefined => {
  if (typeof schema['type'] === 'string') return [schema['type']];
  if (Array.isArray(schema['type'])) return schema['type'] as string[];
  const options = schema['anyOf'];
  if (Array.isArray(options)) {
    const types = (options as JsonSchema[]).map(typesOf);
    return types.every((t) => t !== undefined) ? types.flat() : undefined;
  }
  return undefined;
};

/** Whether some value could pass both schemas' `type` (an integer is a number). */
export function typesOverlap(a: JsonSchema, b: JsonSchema): boolean {
  const aTypes = typesOf(a);
  const bTypes = typesOf(b);
  if (aTypes === undefined || bTypes === undefined) return true;
  const widen = (types: string[]) => (types.includes('integer') ? [...types, 'number'] : types);
  return widen(aTypes).some((type) => widen(bTypes).includes(type));
}

const LOWER_BOUNDS = new Set(['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum']);
const UPPER_BOUNDS = new Set(['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum']);

/**
 * `a` and `b` at once: one flat schema when their keywords can be joined (the
 * stricter of two bounds, a second pattern beside the first), `allOf` otherwise.
 */
export function bothOf(a: JsonSchema, b: JsonSchema): JsonSchema {
  if (Object.keys(a).length === 0) return b;
  if (Object.keys(b).length === 0) return a;
  const merged: JsonSchema = { ...a };
  for (const [keyword, value] of Object.entries(b)) {
    const current = merged[keyword];
    if (current === undefined || sameValue(current, value)) {
      merged[keyword] = value;
    } else if (LOWER_BOUNDS.has(keyword) && typeof current === 'number' && typeof value === 'number') {
      merged[keyword] = Math.max(current, value);
    } else if (UPPER_BOUNDS.has(keyword) && typeof current === 'number' && typeof value === 'number') {
      merged[keyword] = Math.min(current, value);
    } else if (keyword === 'type' && sameValue([current, value].sort(), ['integer', 'number'])) {
      merged[keyword] = 'integer';
    } else if (keyword === 'pattern') {
      merged['allOf'] = [...((merged['allOf'] as JsonSchema[] | undefined) ?? []), { pattern: value }];
    } else if (keyword === 'allOf') {
      merged['allOf'] = [...(current as JsonSchema[]), ...(value as JsonSchema[])];
    } else if (keyword !== 'description') {
      // Two formats, two enums...: no single keyword says both.
      return { allOf: [a, b] };
    }
  }
  return merged;
}

/** `schema` or null, written the 3.1 way (OpenAPI 3.0's `nullable` is gone). */
export function orNull(schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).length === 0) return schema;
  const type = schema['type'];
  if ((typeof type === 'string' || Array.isArray(type)) && !('const' in schema) && !('$ref' in schema)) {
    const types = typeof type === 'string' ? [type] : (type as string[]);
    const enumValues = schema['enum'] as unknown[] | undefined;
    return {
      ...schema,
      type: types.includes('null') ? types : [...types, 'null'],
      ...(enumValues && !enumValues.includes(null) ? { enum: [...enumValues, null] } : {}),
    };
  }
  // Keep the words a reader looks for (description, default) beside the alternatives.
  const { description, default: defaultValue, ...rest } = schema;
  return {
    anyOf: [rest, { type: 'null' }],
    ...(description === undefined ? {} : { description }),
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  };
}
