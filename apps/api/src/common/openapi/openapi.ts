import { generateOpenApi } from '@ts-rest/open-api';
import type { AppRoute } from '@ts-rest/core';
import { API_BASE_PATH, contract, errorEnvelopeSchema } from '@salon/contracts';
import type { JsonSchema } from './json-schema';
import { routeParameters, routeRequestBody, routeResponses, type SchemaWriters } from './route-operation';
import { BEARER_AUTH, bearerAuthScheme, routeSecurity } from './route-security';
import { ZodJsonSchemaWriter } from './zod-json-schema';

type GenerateOptions = NonNullable<Parameters<typeof generateOpenApi>[2]>;
type Operation = ReturnType<NonNullable<GenerateOptions['operationMapper']>>;

/**
 * One operation as the server really treats it. ts-rest 3.52 writes the schemas
 * with @anatine/zod-openapi, in OpenAPI 3.0's dialect and blind to what a
 * preprocess or a pipe checks, so only its path, tags, id and summary are kept.
 */
function describeOperation(generated: Operation, route: AppRoute, writers: SchemaWriters): Operation {
  const { security, accessNote } = routeSecurity(route.metadata);
  const description = [route.description, accessNote].filter(Boolean).join('\n\n');
  const parameters = routeParameters(route, writers);
  const requestBody = routeRequestBody(route, writers);
  const operation = {
    tags: generated.tags,
    operationId: generated.operationId,
    ...(route.summary && { summary: route.summary }),
    ...(description && { description }),
    ...(route.deprecated && { deprecated: true }),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: routeResponses(route, writers),
    security,
  };
  // openapi3-ts types OpenAPI 3.0; the schemas here are 3.1's JSON Schema.
  return operation as Operation;
}

/** The OpenAPI 3.1 document, generated from the contracts so it cannot drift from the code. */
export function buildOpenApiDocument(version: string) {
  const schemas: Record<string, JsonSchema> = {};
  const writers: SchemaWriters = {
    request: new ZodJsonSchemaWriter('request', schemas),
    // Every operation answers its failures with the same envelope: written once, referenced.
    response: new ZodJsonSchemaWriter('response', schemas, new Map([[errorEnvelopeSchema, 'ErrorEnvelope']])),
  };
  const document = generateOpenApi(
    contract,
    {
      info: {
        title: 'Salon back office API',
        version,
        description:
          'Every answer is an envelope: `{ success: true, data }` on success, `{ success: false, status, code, message, details }` on failure. ' +
          'Sign in with POST /auth/login and send its `token` as `Authorization: Bearer <token>`.',
      },
      servers: [{ url: API_BASE_PATH }],
    },
    {
      // Route names repeat across resources (list, get...), so ids carry the router's name: clients.list.
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => describeOperation(operation, route, writers),
    },
  );
  return {
    ...document,
    openapi: '3.1.0',
    components: { schemas, securitySchemes: { [BEARER_AUTH]: bearerAuthScheme } },
  };
}
