import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from './contract';

/**
 * Every value a client can send passes through these schemas before it reaches the database.
 * This walks every route of the contract, so a field added later cannot forget the rules:
 * no text takes a NUL or a control character, no number overflows PostgreSQL's integer, and
 * no whole number takes a fraction.
 */

type Part = 'body' | 'query' | 'pathParams';
type Leaf = { kind: 'string' | 'number' | 'integer'; path: (string | number)[] };

function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def as { innerType?: z.ZodTypeAny; schema?: z.ZodTypeAny; in?: z.ZodTypeAny };
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return unwrap(def.innerType!);
  if (schema instanceof z.ZodEffects) return unwrap(def.schema!);
  if (schema instanceof z.ZodPipeline) return unwrap(def.in!);
  return schema;
}

/** The fields of a part, down through objects and arrays, with the kind of value each takes. */
function leavesOf(schema: z.ZodTypeAny, path: (string | number)[] = []): Leaf[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodTypeAny>).flatMap(([key, field]) => leavesOf(field, [...path, key]));
  }
  if (inner instanceof z.ZodArray) return leavesOf(inner.element, [...path, 0]);
  if (inner instanceof z.ZodString) return [{ kind: 'string', path }];
  if (inner instanceof z.ZodNumber) return [{ kind: inner.isInt ? 'integer' : 'number', path }];
  return [];
}

function routes(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, entry]) =>
    isAppRoute(entry) ? [[`${entry.method} ${entry.path} (${prefix}${name})`, entry] as [string, AppRoute]] : routes(entry, `${prefix}${name}.`),
  );
}

function withValueAt(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [withValueAt(rest, value)] : { [head]: withValueAt(rest, value) };
}

/** Whether parsing refuses the value with an issue at the field itself. */
function refusesAt(schema: z.ZodTypeAny, path: (string | number)[], value: unknown): boolean {
  const result = schema.safeParse(withValueAt(path, value));
  if (result.success) return false;
  const at = path.join('.');
  return result.error.issues.some((issue) => issue.path.join('.') === at);
}

const hostile = (leaf: Leaf, part: Part): unknown[] => {
  // Query and path values arrive as text.
  const wire = (value: number) => (part === 'body' ? value : String(value));
  if (leaf.kind === 'string') return ['a\u0000b', 'a\u0007b'];
  if (leaf.kind === 'integer') return [wire(2_147_483_648), wire(1.5)];
  return [wire(2_147_483_648)];
};

const cases = routes(contract).flatMap(([name, route]) =>
  (['body', 'query', 'pathParams'] as const).flatMap((part) => {
    const schema = (route as Partial<Record<Part, unknown>>)[part];
    if (!schema || !(schema instanceof z.ZodType)) return [];
    return leavesOf(schema).map((leaf) => ({ name: `${name} ${part}.${leaf.path.join('.') || '(value)'}`, schema, leaf, part }));
  }),
);

describe('every input of the contract', () => {
  it('has inputs to check (the walk reaches the routes)', () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases)('$name refuses hostile values', ({ schema, leaf, part }) => {
    const accepted = hostile(leaf, part).filter((value) => !refusesAt(schema, leaf.path, value));
    expect(accepted).toEqual([]);
  });
});

describe('single-line fields', () => {
  it('refuse bidirectional overrides, tabs and line breaks; free text keeps its line breaks', () => {
    const name = contract.clients.create.body as z.ZodTypeAny;
    const client = { first_name: 'Ana', last_name: 'Lee', email: null, phone: null };
    expect(name.safeParse({ ...client, first_name: 'moc.\u202Eexe' }).success).toBe(false);
    expect(name.safeParse({ ...client, last_name: 'Lee\tSmith' }).success).toBe(false);
    expect(name.safeParse({ ...client, address: '12 High Street\nFlat 3' }).success).toBe(true);
  });
});
