import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; schema: Schema };
type Operation = {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.http.get('/api/openapi.json').expect(200)).body as Document;
});
afterAll(async () => {
  await t?.close();
});

const operation = (path: string, method: string) => document.paths[path][method];
const queryParameter = (path: string, name: string) => operation(path, 'get').parameters?.find((p) => p.in === 'query' && p.name === name);
const bodyProperty = (path: string, method: string, name: string) =>
  (operation(path, method).requestBody?.content['application/json'].schema['properties'] as Record<string, Schema>)[name];

/** Every pattern a schema asks for: its own and those it had to put under allOf. */
const patternsOf = (schema: Schema) => [schema['pattern'], ...((schema['allOf'] as Schema[] | undefined) ?? []).map((s) => s['pattern'])];

/** Where a request schema says nothing at all: `{}` (a description alone says nothing either). */
function emptySchemas(schema: Schema, where: string): string[] {
  const keywords = Object.keys(schema).filter((keyword) => keyword !== 'description' && keyword !== 'default');
  if (keywords.length === 0) return [where];
  const nested = Object.entries((schema['properties'] as Record<string, Schema> | undefined) ?? {}).flatMap(([name, property]) =>
    emptySchemas(property, `${where}.${name}`),
  );
  const items = typeof schema['items'] === 'object' ? emptySchemas(schema['items'] as Schema, `${where}[]`) : [];
  const options = ['anyOf', 'oneOf', 'allOf'].flatMap((keyword) =>
    ((schema[keyword] as Schema[] | undefined) ?? []).flatMap((option, index) => emptySchemas(option, `${where}.${keyword}[${index}]`)),
  );
  return [...nested, ...items, ...options];
}

describe('the published OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator({ allErrors: true });
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
  });

  it('gives every request parameter and body property a schema that says something', () => {
    const empty = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => [
        ...(op.parameters ?? []).flatMap((p) => emptySchemas(p.schema, `${method} ${path} ${p.in} ${p.name}`)),
        ...Object.values(op.requestBody?.content ?? {}).flatMap((media) => emptySchemas(media.schema, `${method} ${path} body`)),
      ]),
    );
    expect(empty).toEqual([]);
  });

  it('declares the bearer scheme, no security on public routes and the bearer token with its permission on guarded ones', () => {
    expect(document.components.securitySchemes['bearerAuth']).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The `token` from POST /auth/login (or /auth/refresh-token), sent as `Authorization: Bearer <token>`.',
    });
    expect(operation('/auth/login', 'post').security).toEqual([]);
    expect(operation('/clients', 'get').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('/clients', 'get').description).toBe('Requires the `clients:read` permission.');
    expect(operation('/auth/me', 'get').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('/auth/me', 'get').description).toBe('Any signed-in user.');
  });

  it('states the rules the server enforces: bounds, patterns and enums', () => {
    expect(queryParameter('/clients', 'limit')?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 1000, default: 10 });
    expect(queryParameter('/clients', 'sortOrder')?.schema).toEqual({ type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' });
    expect(queryParameter('/employees', 'position')?.schema['enum']).toEqual([
      'stylist',
      'colorist',
      'barber',
      'nail_technician',
      'esthetician',
      'massage_therapist',
      'manager',
      'receptionist',
      'assistant',
      'other',
    ]);
    expect(patternsOf(queryParameter('/appointments', 'date_from')!.schema)).toContain('^\\d{4}-\\d{2}-\\d{2}$');
    expect(patternsOf(bodyProperty('/appointments', 'post', 'appointment_date'))).toContain('^\\d{4}-\\d{2}-\\d{2}$');
    expect(patternsOf(bodyProperty('/appointments', 'post', 'start_time'))).toContain('^([01]\\d|2[0-3]):[0-5]\\d$');
    expect(bodyProperty('/clients', 'post', 'first_name')).toMatchObject({ type: 'string', minLength: 1, maxLength: 50 });
    expect(operation('/clients/{id}', 'get').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 } },
    ]);
  });

  it('is what the documentation page shows', async () => {
    expect((await t.http.get('/api/docs/json').expect(200)).body).toEqual(document);
    expect((await t.http.get('/api/docs/').redirects(1).expect(200)).text).toContain('swagger-ui');
  });
});
