import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema } from './json-schema';
import { ZodJsonSchemaWriter, type Side } from './zod-json-schema';

const write = (schema: z.ZodTypeAny, side: Side = 'request', components: Record<string, JsonSchema> = {}) =>
  new ZodJsonSchemaWriter(side, components).write(schema);

describe('zod as JSON Schema 2020-12', () => {
  it('writes string checks as keywords, a second pattern under allOf', () => {
    const schema = z.string().trim().min(2).max(5).max(4).regex(/^[a-z]+$/).startsWith('ab');
    expect(write(schema)).toEqual({ type: 'string', minLength: 2, maxLength: 4, pattern: '^[a-z]+$', allOf: [{ pattern: '^ab' }] });
    expect(write(z.string().email())).toEqual({ type: 'string', format: 'email' });
    expect(write(z.string().datetime({ offset: true }))).toEqual({ type: 'string', format: 'date-time' });
  });

  it('leaves out a pattern whose flags JSON Schema cannot say', () => {
    expect(write(z.string().regex(/^abc$/i))).toEqual({ type: 'string' });
  });

  it('writes number bounds with numeric exclusive bounds and keeps the stricter one', () => {
    expect(write(z.number().int().positive().max(10).max(8))).toEqual({ type: 'integer', exclusiveMinimum: 0, maximum: 8 });
    expect(write(z.number().min(0).multipleOf(0.5))).toEqual({ type: 'number', minimum: 0, multipleOf: 0.5 });
    expect(write(z.coerce.number().int().min(1).max(1000).default(10))).toEqual({ type: 'integer', minimum: 1, maximum: 1000, default: 10 });
  });

  it('sees through preprocess, refine and superRefine to the inner type', () => {
    const preprocessed = z.preprocess((value) => (value === '' ? null : value), z.string().max(3).nullable());
    expect(write(preprocessed)).toEqual({ type: ['string', 'null'], maxLength: 3 });
    const refined = z.string().regex(/^\d{4}$/).refine((value) => value !== '0000');
    expect(write(refined)).toEqual({ type: 'string', pattern: '^\\d{4}$' });
    const superRefined = z.object({ from: z.number() }).superRefine(() => undefined);
    expect(write(superRefined)).toEqual({ type: 'object', properties: { from: { type: 'number' } }, required: ['from'] });
    const preprocessedRefinement = z.preprocess(String, z.string().min(1).superRefine(() => undefined));
    expect(write(preprocessedRefinement)).toEqual({ type: 'string', minLength: 1 });
  });

  it('describes a request by what a transform reads and leaves a response built by one unconstrained', () => {
    const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
    expect(write(flag, 'request')).toEqual({ type: 'string', enum: ['true', 'false'] });
    expect(write(flag, 'response')).toEqual({});
  });

  it('asks a request for both sides of a pipe on the same kind of value', () => {
    const sortOrder = z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC']));
    expect(write(sortOrder.default('ASC'))).toEqual({ type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' });
    const text = z.string().trim().min(1).pipe(z.string().min(3).max(50).regex(/^\w+$/));
    expect(write(text)).toEqual({ type: 'string', minLength: 3, maxLength: 50, pattern: '^\\w+$' });
    const amount = z.number().pipe(z.number().int().min(0));
    expect(write(amount)).toEqual({ type: 'integer', minimum: 0 });
  });

  it('keeps only the wire side of a pipe whose first half changes the type, and the last side for a response', () => {
    const counted = z.string().transform(Number).pipe(z.number().int().max(9));
    expect(write(counted, 'request')).toEqual({ type: 'string' });
    expect(write(counted, 'response')).toEqual({ type: 'integer', maximum: 9 });
  });

  it('writes null the 3.1 way: in the type list, in an enum, or as an alternative', () => {
    expect(write(z.string().nullable())).toEqual({ type: ['string', 'null'] });
    expect(write(z.enum(['sms', 'email']).nullable())).toEqual({ type: ['string', 'null'], enum: ['sms', 'email', null] });
    expect(write(z.literal('ok').nullable())).toEqual({ anyOf: [{ type: 'string', const: 'ok' }, { type: 'null' }] });
    expect(write(z.union([z.string(), z.number()]).nullable().describe('either'))).toEqual({
      anyOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, { type: 'null' }],
      description: 'either',
    });
  });

  it('lists as required what the server needs: a request by parsing undefined, a response by its wrappers', () => {
    const body = z.object({
      name: z.string(),
      note: z.preprocess((value) => (value === undefined ? null : value), z.string().nullable()),
      count: z.number().default(1),
      colour: z.string().optional(),
    });
    expect(write(body, 'request')['required']).toEqual(['name']);
    expect(write(body, 'response')['required']).toEqual(['name', 'note', 'count']);
  });

  it('writes objects, arrays, tuples, records, unions and the rest', () => {
    expect(write(z.object({ a: z.boolean() }).strict())).toEqual({
      type: 'object',
      properties: { a: { type: 'boolean' } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(write(z.object({}).catchall(z.number()))).toEqual({ type: 'object', properties: {}, additionalProperties: { type: 'number' } });
    expect(write(z.array(z.string()).min(1).max(3))).toEqual({ type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 });
    expect(write(z.tuple([z.string(), z.number()]))).toEqual({
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'number' }],
      minItems: 2,
      items: false,
      maxItems: 2,
    });
    expect(write(z.record(z.enum(['a', 'b']), z.number()))).toEqual({
      type: 'object',
      additionalProperties: { type: 'number' },
      propertyNames: { type: 'string', enum: ['a', 'b'] },
    });
    const shape = z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]);
    expect(write(shape)).toEqual({
      anyOf: [
        { type: 'object', properties: { kind: { type: 'string', const: 'a' } }, required: ['kind'] },
        { type: 'object', properties: { kind: { type: 'string', const: 'b' } }, required: ['kind'] },
      ],
    });
    expect(write(z.intersection(z.object({ a: z.null() }), z.object({})))).toEqual({
      allOf: [{ type: 'object', properties: { a: { type: 'null' } }, required: ['a'] }, { type: 'object', properties: {} }],
    });
    enum Size {
      Small = 1,
      Large = 2,
    }
    expect(write(z.nativeEnum(Size))).toEqual({ type: 'number', enum: [1, 2] });
    expect(write(z.string().uuid().catch('x').brand<'Id'>().readonly())).toEqual({ type: 'string', format: 'uuid' });
    expect(write(z.unknown())).toEqual({});
    expect(write(z.string().describe('A name'))).toEqual({ type: 'string', description: 'A name' });
  });

  it('names a lazy schema that contains itself and refers to it at every level', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => node)) });
    const components: Record<string, JsonSchema> = {};
    expect(write(node, 'response', components)).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/ResponseRecursive1' } } },
      required: ['name', 'children'],
    });
    expect(components).toEqual({
      ResponseRecursive1: {
        type: 'object',
        properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/ResponseRecursive1' } } },
        required: ['name', 'children'],
      },
    });
  });

  it('writes a named schema once into the components and refers to it', () => {
    const error = z.object({ code: z.string() });
    const components: Record<string, JsonSchema> = {};
    const writer = new ZodJsonSchemaWriter('response', components, new Map([[error, 'Error']]));
    expect(writer.write(z.object({ first: error, second: error }))).toEqual({
      type: 'object',
      properties: { first: { $ref: '#/components/schemas/Error' }, second: { $ref: '#/components/schemas/Error' } },
      required: ['first', 'second'],
    });
    expect(components).toEqual({ Error: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } });
  });
});
