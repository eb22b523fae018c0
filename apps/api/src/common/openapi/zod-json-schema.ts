import { z } from 'zod';
import { bothOf, orNull, typesOverlap, type JsonSchema } from './json-schema';
import { bigintSchema, numberSchema, stringSchema } from './zod-checks';

/**
 * Zod schemas as JSON Schema 2020-12, for the OpenAPI 3.1 document.
 *
 * A request is described by what the server accepts (the input side of each
 * zod schema), a response by what the server sends (the output side). Wrappers
 * that only change how a value is parsed (preprocess, refine, superRefine,
 * coerce, brand, catch, readonly) are seen through to the type they wrap: a
 * refinement has no JSON Schema equivalent, so its inner type is all we can say.
 */
export type Side = 'request' | 'response';

const Kind = z.ZodFirstPartyTypeKind;
type Def = { typeName: z.ZodFirstPartyTypeKind };

export class ZodJsonSchemaWriter {
  /** Lazy schemas being written, to notice one that contains itself. */
  private readonly lazyInProgress = new Set<z.ZodTypeAny>();
  private readonly recursiveNames = new Map<z.ZodTypeAny, string>();

  /**
   * @param components where named and recursive schemas go (`components.schemas`)
   * @param named schemas written once under a name and then referenced
   */
  constructor(
    readonly side: Side,
    private readonly components: Record<string, JsonSchema>,
    private readonly named: ReadonlyMap<z.ZodTypeAny, string> = new Map(),
  ) {}

  write(schema: z.ZodTypeAny): JsonSchema {
    const name = this.named.get(schema);
    if (name === undefined) return this.writeDescribed(schema);
    if (!(name in this.components)) {
      // The name is taken before writing, so a schema that contains itself refers to it instead of looping.
      this.components[name] = {};
      this.components[name] = this.writeDescribed(schema);
    }
    return reference(name);
  }

  /** Whether an object may leave this property out. */
  mayBeAbsent(schema: z.ZodTypeAny): boolean {
    return this.side === 'request' ? acceptsUndefined(schema) : mayBeUndefinedOnOutput(schema);
  }

  private writeDescribed(schema: z.ZodTypeAny): JsonSchema {
    const written = this.writeKind(schema);
    return schema.description === undefined || 'description' in written ? written : { ...written, description: schema.description };
  }

  private writeKind(schema: z.ZodTypeAny): JsonSchema {
    const def = schema._def as Def;
    switch (def.typeName) {
      case Kind.ZodString:
        return stringSchema((schema as z.ZodString)._def.checks);
      case Kind.ZodNumber:
        return numberSchema((schema as z.ZodNumber)._def.checks);
      case Kind.ZodBigInt:
        return bigintSchema((schema as z.ZodBigInt)._def.checks);
      case Kind.ZodBoolean:
        return { type: 'boolean' };
      case Kind.ZodDate:
        return { type: 'string', format: 'date-time' };
      case Kind.ZodNull:
        return { type: 'null' };
      case Kind.ZodUndefined:
      case Kind.ZodVoid:
      case Kind.ZodNever:
        return { not: {} };
      case Kind.ZodLiteral:
        return literalSchema((schema as z.ZodLiteral<unknown>)._def.value);
      case Kind.ZodEnum:
        return { type: 'string', enum: [...(schema as z.ZodEnum<[string, ...string[]]>)._def.values] };
      case Kind.ZodNativeEnum:
        return nativeEnumSchema((schema as z.ZodNativeEnum<z.EnumLike>)._def.values);
      case Kind.ZodObject:
        return this.writeObject(schema as z.AnyZodObject);
      case Kind.ZodArray:
        return this.writeArray(schema as z.ZodArray<z.ZodTypeAny>);
      case Kind.ZodTuple:
        return this.writeTuple(schema as z.AnyZodTuple);
      case Kind.ZodSet: {
        const { valueType, minSize, maxSize } = (schema as z.ZodSet)._def;
        return {
          type: 'array',
          uniqueItems: true,
          items: this.write(valueType),
          ...(minSize && { minItems: minSize.value }),
          ...(maxSize && { maxItems: maxSize.value }),
        };
      }
      case Kind.ZodRecord:
        return this.writeRecord(schema as z.ZodRecord);
      case Kind.ZodMap: {
        // JSON has no map: the closest is a list of [key, value] pairs.
        const { keyType, valueType } = (schema as z.ZodMap)._def;
        return { type: 'array', items: { type: 'array', prefixItems: [this.write(keyType), this.write(valueType)], items: false } };
      }
      case Kind.ZodUnion:
        return { anyOf: (schema as z.ZodUnion<z.ZodUnionOptions>)._def.options.map((option) => this.write(option)) };
      case Kind.ZodDiscriminatedUnion:
        return { anyOf: (schema as z.ZodDiscriminatedUnion<string, z.AnyZodObject[]>)._def.options.map((option) => this.write(option)) };
      case Kind.ZodIntersection: {
        const { left, right } = (schema as z.ZodIntersection<z.ZodTypeAny, z.ZodTypeAny>)._def;
        return { allOf: [this.write(left), this.write(right)] };
      }
      // Whether a property may be left out is its object's `required` list, not its schema.
      case Kind.ZodOptional:
        return this.write((schema as z.ZodOptional<z.ZodTypeAny>)._def.innerType);
      case Kind.ZodNullable:
        return orNull(this.write((schema as z.ZodNullable<z.ZodTypeAny>)._def.innerType));
      case Kind.ZodDefault:
        return this.writeDefault(schema as z.ZodDefault<z.ZodTypeAny>);
      case Kind.ZodCatch:
        return this.write((schema as z.ZodCatch<z.ZodTypeAny>)._def.innerType);
      case Kind.ZodBranded:
        return this.write((schema as z.ZodBranded<z.ZodTypeAny, string>)._def.type);
      case Kind.ZodReadonly:
        return this.write((schema as z.ZodReadonly<z.ZodTypeAny>)._def.innerType);
      case Kind.ZodPromise:
        return this.write((schema as z.ZodPromise<z.ZodTypeAny>)._def.type);
      case Kind.ZodLazy:
        return this.writeLazy(schema as z.ZodLazy<z.ZodTypeAny>);
      case Kind.ZodEffects:
        return this.writeEffects(schema as z.ZodEffects<z.ZodTypeAny>);
      case Kind.ZodPipeline:
        return this.writePipeline(schema as z.ZodPipeline<z.ZodTypeAny, z.ZodTypeAny>);
      default:
        // any, unknown, and what JSON cannot carry (functions, symbols, NaN): no constraint to state.
        return {};
    }
  }

  private writeObject(object: z.AnyZodObject): JsonSchema {
    const { unknownKeys, catchall } = object._def as z.ZodObjectDef;
    const entries = Object.entries(object.shape as z.ZodRawShape);
    const required = entries.filter(([, value]) => !this.mayBeAbsent(value)).map(([key]) => key);
    const hasCatchall = (catchall._def as Def).typeName !== Kind.ZodNever;
    return {
      type: 'object',
      properties: Object.fromEntries(entries.map(([key, value]) => [key, this.write(value)])),
      ...(required.length > 0 && { required }),
      // Unknown keys are dropped by default (zod's strip), so they are allowed, not described.
      ...(hasCatchall ? { additionalProperties: this.write(catchall) } : unknownKeys === 'strict' ? { additionalProperties: false } : {}),
    };
  }

  private writeArray(array: z.ZodArray<z.ZodTypeAny>): JsonSchema {
    const { type, minLength, maxLength, exactLength } = array._def;
    const min = exactLength?.value ?? minLength?.value;
    const max = exactLength?.value ?? maxLength?.value;
    return {
      type: 'array',
      items: this.write(type),
      ...(min !== undefined && { minItems: min }),
      ...(max !== undefined && { maxItems: max }),
    };
  }

  private writeTuple(tuple: z.AnyZodTuple): JsonSchema {
    const { items, rest } = tuple._def as z.ZodTupleDef;
    return {
      type: 'array',
      prefixItems: items.map((item) => this.write(item)),
      minItems: items.length,
      ...(rest ? { items: this.write(rest) } : { items: false, maxItems: items.length }),
    };
  }

  private writeRecord(record: z.ZodRecord): JsonSchema {
    const { keyType, valueType } = record._def;
    const keys = this.write(keyType);
    const keysSayMore = Object.keys(keys).some((keyword) => keyword !== 'type');
    return {
      type: 'object',
      additionalProperties: this.write(valueType),
      ...(keysSayMore && { propertyNames: keys }),
    };
  }

  private writeDefault(schema: z.ZodDefault<z.ZodTypeAny>): JsonSchema {
    const { innerType, defaultValue } = schema._def;
    const value: unknown = defaultValue();
    return value === undefined ? this.write(innerType) : { ...this.write(innerType), default: value };
  }

  /**
   * A lazy schema may contain itself (a tree). The first time it is met inside
   * itself it gets a name in the components, and each level refers to that name.
   */
  private writeLazy(lazy: z.ZodLazy<z.ZodTypeAny>): JsonSchema {
    if (this.lazyInProgress.has(lazy)) {
      const name = this.recursiveNames.get(lazy) ?? `${this.side === 'request' ? 'Request' : 'Response'}Recursive${this.recursiveNames.size + 1}`;
      this.recursiveNames.set(lazy, name);
      return reference(name);
    }
    this.lazyInProgress.add(lazy);
    try {
      const written = this.write(lazy._def.getter());
      const name = this.recursiveNames.get(lazy);
      if (name === undefined) return written;
      this.components[name] = written;
      return reference(name);
    } finally {
      this.lazyInProgress.delete(lazy);
    }
  }

  /**
   * preprocess and refine/superRefine keep the inner type on both sides. A
   * transform's result is whatever its function returns, which no schema says:
   * a response built by one is left unconstrained.
   */
  private writeEffects(effects: z.ZodEffects<z.ZodTypeAny>): JsonSchema {
    const { schema, effect } = effects._def;
    if (this.side === 'response' && effect.type === 'transform') return {};
    return this.write(schema);
  }

  /**
   * `a.pipe(b)`: a response is what `b` gives. A request must pass `a`, and then
   * `b` checks what `a` made of it; both sets of rules are documented when they
   * speak of the same kind of value (trimmed text, then a length; any case, then
   * ASC or DESC). That may promise a little less than the server takes (a
   * lower-case `asc`), which is safe for a client. When `a` turned the value
   * into another type, `b`'s rules say nothing about the wire: `a` alone.
   */
  private writePipeline(pipeline: z.ZodPipeline<z.ZodTypeAny, z.ZodTypeAny>): JsonSchema {
    const { in: first, out: then } = pipeline._def;
    if (this.side === 'response') return this.write(then);
    const wire = this.write(first);
    const checked = this.write(then);
    return typesOverlap(wire, checked) ? bothOf(wire, checked) : wire;
  }
}

const reference = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

function literalSchema(value: unknown): JsonSchema {
  if (value === null) return { type: 'null' };
  const type = typeof value;
  if (type === 'string' || type === 'boolean') return { type, const: value };
  if (type === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number', const: value };
  if (type === 'bigint') return { type: 'integer', const: Number(value) };
  return { not: {} };
}

/** A numeric TypeScript enum also maps its values back to its names; those are not values. */
function nativeEnumSchema(values: z.EnumLike): JsonSchema {
  const members = Object.keys(values)
    .filter((key) => typeof values[values[key] as string] !== 'number')
    .map((key) => values[key]);
  const types = [...new Set(members.map((member) => typeof member))];
  return { type: types.length === 1 ? types[0] : types, enum: members };
}

/**
 * What the server does with a missing property: zod hands it `undefined`, so
 * whatever a schema makes of `undefined` (optional, default, a preprocess that
 * turns blank into null) decides. Parsing tells for sure.
 */
function acceptsUndefined(schema: z.ZodTypeAny): boolean {
  try {
    return schema.safeParse(undefined).success;
  } catch {
    // An async refinement cannot run here; such a property is taken as required.
    return false;
  }
}

/** Whether the server may send this property without a value (JSON then drops it). */
function mayBeUndefinedOnOutput(schema: z.ZodTypeAny): boolean {
  const def = schema._def as Def & Record<string, z.ZodTypeAny>;
  switch (def.typeName) {
    case Kind.ZodOptional:
    case Kind.ZodUndefined:
    case Kind.ZodVoid:
    case Kind.ZodAny:
    case Kind.ZodUnknown:
      return true;
    case Kind.ZodNullable:
    case Kind.ZodReadonly:
      return mayBeUndefinedOnOutput(def['innerType']);
    case Kind.ZodBranded:
      return mayBeUndefinedOnOutput(def['type']);
    case Kind.ZodEffects:
      return mayBeUndefinedOnOutput(def['schema']);
    case Kind.ZodPipeline:
      return mayBeUndefinedOnOutput(def['out']);
    case Kind.ZodLazy:
      return mayBeUndefinedOnOutput((schema as z.ZodLazy<z.ZodTypeAny>)._def.getter());
    case Kind.ZodUnion:
      return (schema as z.ZodUnion<z.ZodUnionOptions>)._def.options.some(mayBeUndefinedOnOutput);
    default:
      return false;
  }
}
