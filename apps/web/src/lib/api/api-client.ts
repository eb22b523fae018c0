import { getCompleteUrl, initClient, type AppRouteQuery, type ClientInferRequest } from '@ts-rest/core';
import { contract } from '@salon/contracts';
import { apiBaseUrl } from '../../config/env';
import { readBody, sendContractRequest, sendWithSession, unwrap } from './api-request';

export { REQUEST_TIMEOUT_MS, sendWithSession, unwrap, type ApiRequest, type RawResponse, type SuccessData, type UnwrapMessages } from './api-request';

/** The typed client of every route in the contract; calls resolve to `{ status, body, headers }`. */
export const apiClient = initClient(contract, { baseUrl: apiBaseUrl, baseHeaders: {}, api: sendContractRequest });

/** A file the API answered with; filename is null when the answer did not name it. */
export type DownloadedFile = { blob: Blob; filename: string | null };

/** A file is streamed row by row, so it may take longer than a JSON answer before it counts as no answer. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

/** A file's bytes as sent (a CSV's byte-order mark included, which text() would drop); a refusal is still the API's JSON error. */
function readFileBody(response: Response): Promise<unknown> {
  return response.ok ? response.blob() : readBody(response);
}

/** The name in a Content-Disposition header: RFC 5987 `filename*=UTF-8''...` first, then `filename="..."`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name, if any, still names the file.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

/**
 * Downloads a file route of the contract (a CSV export...) with the session's token and
 * the same refresh-once-on-401 as every other call; a refusal rejects with the ApiError
 * unwrap() gives. The query is encoded as the typed client encodes it.
 */
export async function downloadFile<TRoute extends AppRouteQuery>(
  route: TRoute,
  query: ClientInferRequest<TRoute>['query'],
  { signal }: { signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const response = await sendWithSession(
    {
      path: getCompleteUrl(query, apiBaseUrl, {}, route, false),
      method: route.method,
      headers: { accept: '*/*' },
      body: undefined,
      fetchOptions: { signal },
    },
    { read: readFileBody, timeoutMs: DOWNLOAD_TIMEOUT_MS },
  );
  // unwrap() rejects every answer outside 2xx with the API's own error, as for any other call.
  if (response.status < 200 || response.status >= 300) await unwrap(Promise.resolve(response));
  return { blob: response.body as Blob, filename: filenameOf(response.headers.get('content-disposition')) };
}
