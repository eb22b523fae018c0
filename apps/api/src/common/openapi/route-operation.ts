import { STATUS_CODES } from 'node:http';
import { isAppRouteNoBody, isAppRouteOtherResponse, isZodType, type AppRoute, type AppRouteResponse } from '@ts-rest/core';
import { z } from 'zod';
import type { JsonSchema } from './json-schema';
import type { ZodJsonSchemaWriter } from './zod-json-schema';

/** The request and response halves of one operation, written from its route's zod schemas. */

export type SchemaWriters = { request: ZodJsonSchemaWriter; response: ZodJsonSchemaWriter };

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; description?: string; style?: string; schema: JsonSchema };
type MediaTypes = Record<string, { schema?: JsonSchema }>;

const Kind = z.ZodFirstPartyTypeKind;

/**
 * The properties of an object schema, seen through what wraps it: a query or
 * path object refined as a whole still has its parameters one by one.
 */
function objectShape(schema: unknown): z.ZodRawShape {
  if (!isZodType(schema)) return {};
  const def = schema._def as { typeName: z.ZodFirstPartyTypeKind } & Record<string, unknown>;
  switch (def.typeName) {
    case Kind.ZodObject:
      return (schema as z.AnyZodObject).shape as z.ZodRawShape;
    case Kind.ZodEffects:
      return objectShape(def['schema']);
    case Kind.ZodPipeline:
      return objectShape(def['in']);
    case Kind.ZodBranded:
      return objectShape(def['type']);
    case Kind.ZodLazy:
      return objectShape((schema as z.ZodLazy<z.ZodTypeAny>)._def.getter());
    case Kind.ZodOptional:
    case Kind.ZodNullable:
    case Kind.ZodDefault:
    case Kind.ZodCatch:
    case Kind.ZodReadonly:
      return objectShape(def['innerType']);
    default:
      return {};
  }
}

/** A parameter's description sits on the parameter, where documentation viewers show it. */
function parameter(name: string, location: Parameter['in'], required: boolean, written: JsonSchema): Parameter {
  const { description, ...schema } = written;
  return {
    name,
    in: location,
    ...(required && { required: true }),
    ...(typeof description === 'string' && { description }),
    ...(schema['type'] === 'object' && { style: 'deepObject' }),
    schema,
  };
}

export function routeParameters(route: AppRoute, { request }: SchemaWriters): Parameter[] {
  const pathShape = objectShape(route.pathParams);
  // Every `:name` of the path is a parameter, typed by the route's pathParams when it has one.
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const pathParameters = pathNames.map((name) =>
    parameter(name, 'path', true, pathShape[name] ? request.write(pathShape[name]) : { type: 'string' }),
  );
  const fromShape = (shape: z.ZodRawShape, location: 'query' | 'header') =>
    Object.entries(shape).map(([name, schema]) => parameter(name, location, !request.mayBeAbsent(schema), request.write(schema)));
  return [...pathParameters, ...fromShape(objectShape(route.headers), 'header'), ...fromShape(objectShape(route.query), 'query')];
}

export function routeRequestBody(route: AppRoute, { request }: SchemaWriters) {
  if (route.method === 'GET' || !('body' in route) || isAppRouteNoBody(route.body)) return undefined;
  const contentType = ('contentType' in route && route.contentType) || 'application/json';
  if (!isZodType(route.body)) return { content: { [contentType]: {} } };
  return {
    ...(!request.mayBeAbsent(route.body) && { required: true }),
    content: { [contentType]: { schema: request.write(route.body) } },
  };
}

function responseContent(response: AppRouteResponse, writer: ZodJsonSchemaWriter): MediaTypes | undefined {
  if (isAppRouteNoBody(response)) return undefined;
  if (isAppRouteOtherResponse(response)) {
    // A body typed only for TypeScript (c.type<string>()) leaves its media type to say what it is.
    const schema = isZodType(response.body) ? writer.write(response.body) : response.contentType.startsWith('text/') ? { type: 'string' } : undefined;
    return { [response.contentType]: schema ? { schema } : {} };
  }
  return isZodType(response) ? { 'application/json': { schema: writer.write(response) } } : undefined;
}

export function routeResponses(route: AppRoute, { response: writer }: SchemaWriters) {
  return Object.fromEntries(
    Object.entries(route.responses).map(([status, response]) => {
      const content = responseContent(response, writer);
      const description = (isZodType(response) && response.description) || STATUS_CODES[Number(status)] || status;
      return [status, { description, ...(content && { content }) }];
    }),
  );
}
