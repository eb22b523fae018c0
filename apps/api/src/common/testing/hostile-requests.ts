import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { DEFAULT_SETTINGS, settingsFile } from '@salon/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { TEST_PASSWORD } from './accounts';

/**
 * Requests generated from the contract for the hostile-input test: for every route a plausible
 * request built from its schemas, then variants that replace one input (a path parameter, a
 * query field, a body field, an array element) with a hostile value, whole-body variants, and
 * the plausible body in wrong content types. Given the fixtures' ids, everything depends on the seed alone, so a run repeats exactly.
 */

export type Part = 'pathParams' | 'query' | 'body';
type Path = (string | number)[];
type Kind = 'text' | 'number' | 'boolean' | 'choice';

/** One input of a route: where it sits and what kind of value its schema takes. */
export type Leaf = { part: Part; path: Path; kind: Kind; choices: unknown[] };

/** The rows a base request points at (its path ids and body ids). */
export type Fixtures = {
  clientId: number;
  clientNoteId: number;
  employeeId: number;
  scheduleId: number;
  serviceId: number;
  appointmentId: number;
  appointmentNoteId: number;
  appointmentServiceId: number;
  statusId: number;
  userId: number;
  roleId: number;
  categoryId: number;
  itemId: number;
  stockTransactionId: number;
  paymentId: number;
  /** A live session of another account, so the refresh route's plausible request rotates a real token. */
  refreshToken: string;
};

/** `undefined` on the wire: the key is left out. */
const MISSING = Symbol('missing');

export type HostileRequest = {
  method: string;
  /** The contract path (`/clients/:id`); the URL is built from it and `params`. */
  path: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Raw body text with its content type (none: no header), or no body at all. */
  body?: RawBody;
  /** What was changed from the plausible request, for the report. */
  variant: string;
};

/** A body as it goes on the wire: its text, encoded as `encoding` (UTF-8 unless said). */
export type RawBody = { text: string; type?: string; encoding?: 'utf8' | 'utf16le' };

export type GeneratedRoute = { name: string; route: AppRoute; leaves: Leaf[]; base: HostileRequest; baseParses: boolean; variants: HostileRequest[] };

// ---------------------------------------------------------------- walking the contract

export function contractRoutes(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, entry]) =>
    isAppRoute(entry) ? [[`${prefix}${name}`, entry] as [string, AppRoute]] : contractRoutes(entry as AppRouter, `${prefix}${name}.`),
  );
}

/** The schema a client's value meets first, under optional, default, preprocess and pipe wrappers. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def as { innerType?: z.ZodTypeAny; schema?: z.ZodTypeAny; in?: z.ZodTypeAny };
  if (def.innerType) return unwrap(def.innerType);
  if (schema instanceof z.ZodEffects) return unwrap(def.schema!);
  if (schema instanceof z.ZodPipeline) return unwrap(def.in!);
  return schema;
}

function leavesOf(schema: z.ZodTypeAny, part: Part, path: Path = []): Leaf[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodTypeAny>).flatMap(([key, field]) => leavesOf(field, part, [...path, key]));
  }
  if (inner instanceof z.ZodArray) return leavesOf(inner.element, part, [...path, 0]);
  if (inner instanceof z.ZodNumber) return [{ part, path, kind: 'number', choices: [] }];
  if (inner instanceof z.ZodBoolean) return [{ part, path, kind: 'boolean', choices: [] }];
  if (inner instanceof z.ZodEnum) return [{ part, path, kind: 'choice', choices: [...(inner.options as unknown[])] }];
  if (inner instanceof z.ZodLiteral) return [{ part, path, kind: 'choice', choices: [inner.value] }];
  // Strings, and anything this walk does not know yet: text is the most useful guess.
  return [{ part, path, kind: 'text', choices: [] }];
}

const schemaOf = (route: AppRoute, part: Part): z.ZodTypeAny | undefined => {
  const schema = (route as Partial<Record<Part, unknown>>)[part];
  return schema instanceof z.ZodType ? schema : undefined;
};

const pathParamNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** Every input of a route. Path parameters come from the path itself, so an undeclared one is not missed. */
function routeLeaves(route: AppRoute): Leaf[] {
  const params: Leaf[] = pathParamNames(route.path).map((name) => ({ part: 'pathParams', path: [name], kind: 'number', choices: [] }));
  const query = schemaOf(route, 'query');
  const body = schemaOf(route, 'body');
  return [...params, ...(query ? leavesOf(query, 'query') : []), ...(body ? leavesOf(body, 'body') : [])];
}

// ---------------------------------------------------------------- plausible values

const FUTURE_DATE = '2031-06-10';

/** The existing row a path parameter names, by the resource its path is about. */
function pathIdFor(path: string, param: string, ids: Fixtures): number | string {
  if (param === 'date') return FUTURE_DATE;
  if (param === 'appointmentId') return ids.appointmentId;
  if (param === 'clientId') return ids.clientId;
  if (param === 'noteId') return path.startsWith('/clients') ? ids.clientNoteId : ids.appointmentNoteId;
  if (param === 'scheduleId') return ids.scheduleId;
  if (param === 'serviceId') return ids.appointmentServiceId;
  const byPath: [RegExp, number][] = [
    [/^\/inventory\/categories\//, ids.categoryId],
    [/^\/inventory\/transactions\//, ids.stockTransactionId],
    [/^\/inventory\//, ids.itemId],
    [/^\/payments\//, ids.paymentId],
    [/^\/appointments\/by-client\//, ids.clientId],
    [/^\/appointments\/by-employee\//, ids.employeeId],
    [/^\/appointments\/by-service\//, ids.serviceId],
    [/^\/availability\/employee\//, ids.employeeId],
    [/^\/appointments\//, ids.appointmentId],
    [/^\/clients\//, ids.clientId],
    [/^\/employees\//, ids.employeeId],
    [/^\/services\//, ids.serviceId],
    [/^\/service-types\//, 1],
    [/^\/appointment-statuses\//, ids.statusId],
    // Never the signed-in owner or the owner's role: changing those would sign the test out.
    [/^\/users\//, ids.userId],
    [/^\/roles\//, ids.roleId],
  ];
  return byPath.find(([pattern]) => pattern.test(path))?.[1] ?? 1;
}

/** An id field of a body or query (`client_id`, `employee_ids[0]`) points at the row of its name. */
function bodyIdFor(name: string, ids: Fixtures): number | undefined {
  const byName: Record<string, number> = {
    client: ids.clientId,
    employee: ids.employeeId,
    service: ids.serviceId,
    appointment: ids.appointmentId,
    exclude_appointment: ids.appointmentId,
    status: ids.statusId,
    service_type: 1,
    salon: 1,
    category: ids.categoryId,
    item: ids.itemId,
    payment: ids.paymentId,
    original_payment: ids.paymentId,
  };
  const match = /^(.+)_ids?$/.exec(name);
  return match ? byName[match[1]] : undefined;
}

/**
 * Where the first value a schema accepts would spend the fixtures (a bulk cancel, a week without
 * Tuesdays, a break over the whole day), a value that keeps them bookable on 2031-06-10, a Tuesday.
 */
const PLAUSIBLE_BY_NAME: Record<string, unknown[]> = {
  day_of_week: [2],
  break_start: ['13:00'],
  break_end: ['14:00'],
  operation: ['confirm'],
  roles: ['staff'],
  status: ['pending'],
};

/** Values tried in order; the first the schema accepts at that field wins. */
function candidatesFor(leaf: Leaf, route: AppRoute, ids: Fixtures): unknown[] {
  const name = String([...leaf.path].reverse().find((key) => typeof key === 'string'));
  if (leaf.part === 'pathParams') return [pathIdFor(route.path, name, ids)];
  if (leaf.kind === 'choice') return [...(PLAUSIBLE_BY_NAME[name] ?? []), ...leaf.choices];
  if (leaf.kind === 'boolean') return [true, false];
  if (leaf.kind === 'number') {
    const id = bodyIdFor(name, ids);
    return [...(id === undefined ? [] : [id]), ...(PLAUSIBLE_BY_NAME[name] ?? []), 1, 2, 60, 10, 0];
  }
  return [
    ...(PLAUSIBLE_BY_NAME[name] ?? []),
    ...(name === 'refreshToken' ? [ids.refreshToken] : []),
    'Test',
    'test',
    FUTURE_DATE,
    '10:00',
    '17:00',
    'test@example.com',
    '+12125550147',
    TEST_PASSWORD,
    '1990-05-15',
    '2031-12-30',
  ];
}

/** Query and path values travel as text. */
const onWire = (part: Part, value: unknown) => (part === 'body' || value === MISSING ? value : String(value));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `target` with `value` at `path` (arrays and objects made on the way; MISSING removes the key). */
function setAt(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const copy = Array.isArray(target) ? [...target] : [];
    copy[head] = setAt(copy[head], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  const next = setAt(copy[head], rest, value);
  if (next === MISSING) delete copy[head];
  else copy[head] = next;
  return copy;
}

const startsWith = (issuePath: Path, path: Path) => path.every((key, index) => issuePath[index] === key);

/**
 * A plausible value for each field of a part: each field takes the first candidate its schema
 * accepts there (leaving an optional one out when none fits). A second pass lets cross-field
 * rules (a confirmation matching its password, an end after a start) settle.
 */
function plausiblePart(schema: z.ZodTypeAny | undefined, leaves: Leaf[], route: AppRoute, ids: Fixtures): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  if (!schema) return value;
  for (let pass = 0; pass < 2; pass++) {
    for (const leaf of leaves) {
      const candidates = [...candidatesFor(leaf, route, ids), MISSING].map((candidate) => onWire(leaf.part, candidate));
      const fits = (candidate: unknown) => {
        const result = schema.safeParse(setAt(value, leaf.path, candidate));
        return result.success || !result.error.issues.some((issue) => startsWith(issue.path, leaf.path));
      };
      value = setAt(value, leaf.path, candidates.find(fits) ?? candidates[0]) as Record<string, unknown>;
    }
  }
  return value;
}

// ---------------------------------------------------------------- hostile values

type Hostile = { label: string; value: unknown };
const hostile = (label: string, value: unknown): Hostile => ({ label, value });

const HUGE = 'x'.repeat(100_000);
function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** JSON 1,000 deep inside one field (a whole body 10,000 deep is among the whole-body variants). */
const DEEP_FIELD = hostile('JSON 1,000 deep', nested(1_000));

/**
 * SQL and script fragments, and control characters: every text and choice field (sort fields
 * included) gets each of them, not a sample.
 */
const FRAGMENTS: Hostile[] = [
  hostile('SQL: quote and comment', "' OR 1=1 --"),
  hostile('SQL: drop table', "'; DROP TABLE clients; --"),
  hostile('SQL: union select', '1 UNION SELECT password_hash FROM users'),
  hostile('script', '<script>alert(1)</script>'),
  hostile('script in an attribute', '"><img src=x onerror=alert(1)>'),
  hostile('NUL inside text', 'a\u0000b'),
  hostile('control characters', 'a\u0007\u001b[2Jb\u007f'),
];

/** Sent for every field of its kind: the inputs the hardening issue is about. */
const ALWAYS: Record<Kind, Hostile[]> = {
  text: [...FRAGMENTS, hostile('100,000 characters', HUGE), hostile('an object for text', { a: 1 }), DEEP_FIELD],
  choice: [...FRAGMENTS, hostile('an object for a choice', { a: 1 }), DEEP_FIELD],
  number: [hostile('int4 overflow', 2_147_483_648), hostile('far above int4', 99_999_999_999), hostile('a fraction', 1.5), hostile('below a cent', 0.004), hostile('text for a number', 'Test'), DEEP_FIELD],
  boolean: [hostile('text for a boolean', 'true'), hostile('null for a boolean', null), DEEP_FIELD],
};

const TEXT_POOL: Hostile[] = [
  hostile('bidi override', '\u202Eexe.gpj'),
  hostile('tab and line breaks', 'a\tb\r\nc'),
  hostile('empty string', ''),
  hostile('blank string', '   '),
  hostile('emoji', '\u{1F600}\u{1F469}\u200D\u{1F469}\u200D\u{1F467} \u2702\uFE0F'),
  hostile('right-to-left text', '\u0645\u0631\u062D\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645'),
  hostile('SQL: stacked statement', '1; SELECT pg_sleep(0)'),
  hostile('NaN as text', 'NaN'),
  hostile('1e309 as text', '1e309'),
  hostile('Infinity as text', 'Infinity'),
  hostile('int4 overflow as text', '2147483648'),
  hostile('negative as text', '-1'),
  hostile('fraction as text', '1.5'),
  hostile('lone surrogate', '\uD800'),
  hostile('javascript URL', 'javascript:alert(1)'),
  hostile('path traversal', '../../etc/passwd'),
  hostile('256 characters', 'y'.repeat(256)),
  hostile('an array for text', ['Test']),
  hostile('a boolean for text', true),
  hostile('null for text', null),
  hostile('a number for text', 42),
  hostile('a deeply nested object', nested(200)),
  hostile('left out', MISSING),
];

const NUMBER_POOL: Hostile[] = [
  hostile('negative', -1),
  hostile('zero', 0),
  hostile('below int4', -2_147_483_649),
  hostile('1e308', 1e308),
  hostile('beyond safe integers', 2 ** 53 + 2),
  hostile('tiny fraction', 1e-7),
  hostile('negative fraction', -0.5),
  hostile('int4 overflow as text', '2147483648'),
  hostile('99999999999 as text', '99999999999'),
  hostile('NaN as text', 'NaN'),
  hostile('1e309 as text', '1e309'),
  hostile('Infinity as text', 'Infinity'),
  hostile('-Infinity as text', '-Infinity'),
  hostile('empty string', ''),
  hostile('blank string', ' '),
  hostile('hexadecimal text', '0x10'),
  hostile('Arabic-Indic digits', '\u0661\u0662'),
  hostile('400 digits', '9'.repeat(400)),
  hostile('NUL inside text', '1\u00002'),
  hostile('100,000 characters', HUGE),
  hostile('an object for a number', {}),
  hostile('an empty array for a number', []),
  hostile('an array for a number', [1]),
  hostile('a boolean for a number', true),
  hostile('null for a number', null),
  hostile('left out', MISSING),
];

const BOOLEAN_POOL: Hostile[] = [
  hostile('1 for a boolean', 1),
  hostile('0 for a boolean', 0),
  hostile('"false" for a boolean', 'false'),
  hostile('"yes" for a boolean', 'yes'),
  hostile('an object for a boolean', {}),
  hostile('an array for a boolean', [true]),
  hostile('NUL inside text', 'a\u0000b'),
  hostile('100,000 characters', HUGE),
  hostile('left out', MISSING),
];

const POOLS: Record<Kind, Hostile[]> = { text: TEXT_POOL, choice: TEXT_POOL, number: [...NUMBER_POOL, ...TEXT_POOL.slice(0, 8)], boolean: BOOLEAN_POOL };

/** In a path, every value is one segment of text (the query and path rules differ from the body's). */
const PATH_ALWAYS: Hostile[] = [
  hostile('an id no row has', 2_147_483_647),
  hostile('int4 overflow', '2147483648'),
  hostile('far above int4', '99999999999'),
  hostile('a fraction', '1.5'),
  hostile('NUL inside text', 'a\u0000b'),
  hostile('SQL-looking text', "1' OR 1=1 --"),
];
const PATH_POOL: Hostile[] = [
  hostile('negative', '-1'),
  hostile('zero', '0'),
  hostile('NaN', 'NaN'),
  hostile('1e309', '1e309'),
  hostile('Infinity', 'Infinity'),
  hostile('exponent', '1e3'),
  hostile('hexadecimal', '0x10'),
  hostile('leading space', ' 1'),
  hostile('leading zeros', '0001'),
  hostile('Arabic-Indic digit', '\u0661'),
  hostile('200 digits', '9'.repeat(200)),
  hostile('emoji', '\u{1F600}'),
  hostile('true', 'true'),
  hostile('null', 'null'),
  hostile('[object Object]', '[object Object]'),
  hostile('dot dot', '..'),
  hostile('percent sign', '%'),
  hostile('empty segment', ''),
  hostile('100,000 characters', HUGE),
];

/** How many values of the pool each field gets besides the ALWAYS ones. */
export const SAMPLED_PER_FIELD = 12;

/** FNV-1a: a stable number per field, so adding a route leaves every other field's sample as it was. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value | 0;
}

function sampled(pool: Hostile[], seed: number, key: string): Hostile[] {
  const size = Math.min(SAMPLED_PER_FIELD, pool.length);
  const arbitrary = fc.shuffledSubarray(pool, { minLength: size, maxLength: size });
  return fc.sample(arbitrary, { seed: (seed ^ hash(key)) | 0, numRuns: 1 })[0];
}

function hostileValuesFor(leaf: Leaf, seed: number, key: string): Hostile[] {
  if (leaf.part === 'pathParams') return [...PATH_ALWAYS, ...sampled(PATH_POOL, seed, key)];
  const values = [...ALWAYS[leaf.kind], ...sampled(POOLS[leaf.kind], seed, key)];
  if (leaf.part === 'body') return values;
  // A query has text, repeated keys (an array) or nothing; objects have no query form.
  return values.filter(({ value }) => !isRecord(value)).map(({ label, value }) => ({ label, value: typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : value }));
}

// ---------------------------------------------------------------- whole bodies

const json = (text: string): RawBody => ({ text, type: 'application/json' });
const DEPTH = 10_000;

function wholeBodyVariants(base: HostileRequest): HostileRequest[] {
  const baseBody = base.body ? (JSON.parse(base.body.text) as unknown) : {};
  const bodies: [string, HostileRequest['body']][] = [
    ['no body', undefined],
    ['an empty JSON body', json('')],
    ['a JSON array', json('[{}]')],
    ['a JSON string', json('"Test"')],
    ['JSON null', json('null')],
    ['a JSON number beyond double', json('1e309')],
    [`an object nested ${DEPTH} deep`, json(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`)],
    ['a __proto__ key', json(`{"__proto__":{"isAdmin":true},"a":1}`)],
    ['a constructor.prototype key', json(`{"constructor":{"prototype":{"isAdmin":true}}}`)],
    ['fields nobody may set', json(JSON.stringify({ ...(isRecord(baseBody) ? baseBody : {}), salon_id: 2, user_id: 1, is_admin: true, password_hash: 'x', created_at: '1970-01-01' }))],
  ];
  return bodies.map(([variant, body]) => ({ ...base, body, variant: `body: ${variant}` }));
}

/** Top-level fields as text, for the encodings that have no nesting. */
const flatFields = (body: unknown): [string, string][] =>
  isRecord(body) ? Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]) : [];

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The plausible body in the wrong content type, or JSON labelled wrongly: what a misconfigured
 * client or a form posted from another site sends. The API reads only JSON in UTF-8.
 */
function contentTypeVariants(base: HostileRequest): HostileRequest[] {
  const jsonText = base.body?.text ?? '{}';
  const fields = flatFields(JSON.parse(jsonText) as unknown);
  const multipart = `${fields.map(([key, value]) => `--x\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`).join('')}--x--\r\n`;
  const xml = `<?xml version="1.0"?><body>${fields.map(([key, value]) => `<${key}>${xmlEscape(value)}</${key}>`).join('')}</body>`;
  const bodies: [string, RawBody][] = [
    ['text/plain', { text: jsonText, type: 'text/plain' }],
    ['form-encoded', { text: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' }],
    ['multipart', { text: multipart, type: 'multipart/form-data; boundary=x' }],
    ['XML', { text: xml, type: 'application/xml' }],
    ['JSON in UTF-16', { text: jsonText, type: 'application/json; charset=utf-16', encoding: 'utf16le' }],
    ['JSON without a content type', { text: jsonText }],
    ['JSON after a byte order mark', { text: `\uFEFF${jsonText}`, type: 'application/json' }],
    ['merge-patch JSON', { text: jsonText, type: 'application/merge-patch+json' }],
    ['octet stream', { text: jsonText, type: 'application/octet-stream' }],
  ];
  return bodies.map(([variant, body]) => ({ ...base, body, variant: `content type: ${variant}` }));
}

// ---------------------------------------------------------------- requests

const bodyOf = (value: unknown) => (value === undefined ? undefined : json(JSON.stringify(value)));

/**
 * Bodies a field-by-field build cannot make plausible: the week of business hours needs seven
 * distinct days, and the generator fills one array element (an import holds one such week). The
 * spec's defaults are a body the route takes; every hostile variant is it with one field changed.
 */
const PLAUSIBLE_BODIES: Record<string, unknown> = {
  'settings.saveGeneral': DEFAULT_SETTINGS.general,
  'settings.import': settingsFile(DEFAULT_SETTINGS, new Date('2031-06-01T12:00:00Z')),
};

/** The plausible request of a route and every hostile variant of it. */
export function generateRoute(name: string, route: AppRoute, ids: Fixtures, seed: number): GeneratedRoute {
  const leaves = routeLeaves(route);
  const part = (which: Part) => leaves.filter((leaf) => leaf.part === which);
  const params = Object.fromEntries(pathParamNames(route.path).map((param) => [param, pathIdFor(route.path, param, ids)]));
  const query = plausiblePart(schemaOf(route, 'query'), part('query'), route, ids);
  const bodySchema = schemaOf(route, 'body');
  const body = bodySchema ? (PLAUSIBLE_BODIES[name] ?? plausiblePart(bodySchema, part('body'), route, ids)) : undefined;
  const base: HostileRequest = { method: route.method, path: route.path, params, query, body: bodyOf(body), variant: 'plausible request' };
  const baseParses = (['query', 'body'] as const).every((which) => schemaOf(route, which)?.safeParse(which === 'query' ? query : body).success ?? true);

  const variants = leaves.flatMap((leaf) => {
    const field = `${leaf.part === 'pathParams' ? 'params' : leaf.part}.${leaf.path.join('.')}`;
    return hostileValuesFor(leaf, seed, `${name} ${field}`).map(({ label, value }): HostileRequest => {
      const variant = `${field} = ${label}`;
      if (leaf.part === 'pathParams') return { ...base, params: { ...params, [leaf.path[0]]: value }, variant };
      if (leaf.part === 'query') return { ...base, query: setAt(query, leaf.path, value) as Record<string, unknown>, variant };
      return { ...base, body: bodyOf(setAt(body, leaf.path, value)), variant };
    });
  });
  const sendsBody = route.method !== 'GET';
  const unknownQuery: HostileRequest = { ...base, query: { ...query, ['__proto__']: '1', 'constructor[prototype]': '1', 'x[y]': 'a\u0000b' }, variant: 'query: unknown parameters' };
  const bodyVariants = sendsBody ? [...wholeBodyVariants(base), ...contentTypeVariants(base)] : [];
  return { name, route, leaves, base, baseParses, variants: [...variants, unknownQuery, ...bodyVariants] };
}

/** The URL of a request: path parameters encoded into their segments, the query with repeated keys for arrays. */
export function urlOf(request: HostileRequest, prefix: string): string {
  const path = request.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(request.params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    if (value === MISSING || value === undefined) continue;
    for (const item of Array.isArray(value) ? [value[0], value[0]] : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return `${prefix}${path}${query ? `?${query}` : ''}`;
}
