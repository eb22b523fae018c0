import { generateOpenApi } from '@ts-rest/open-api';
import { API_BASE_PATH, contract } from '@salon/contracts';

/** The OpenAPI document, generated from the contracts so it cannot drift from the code. */
export function buildOpenApiDocument(version: string) {
  return generateOpenApi(
    contract,
    {
      openapi: '3.0.3',
      info: {
        title: 'Salon back office API',
        version,
        description:
          'Every answer is an envelope: `{ success: true, data }` on success, `{ success: false, status, code, message, details }` on failure.',
      },
      servers: [{ url: API_BASE_PATH }],
    },
    // Route names repeat across resources (list, get...), so ids carry the router's name: clients.list.
    { setOperationId: 'concatenated-path' },
  );
}
