import { errorEnvelopeSchema, MESSAGES } from '@salon/contracts';
import type { RawResponse } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

export type DiagnosticResult = {
  status: number | null;
  /** Null when the call succeeded. */
  errorMessage: string | null;
  data: unknown;
};

const TOKEN_FIELDS = new Set(['token', 'refreshToken']);

/** Tokens are shown by their first characters only, so the page can be screen-shared safely. */
function redactTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactTokens);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      TOKEN_FIELDS.has(key) && typeof field === 'string' ? `${field.slice(0, 8)}… (${field.length} characters)` : redactTokens(field),
    ]),
  );
}

export function describeResponse({ status, body }: RawResponse): DiagnosticResult {
  const data = redactTokens(body ?? null);
  if (status >= 200 && status < 300) return { status, errorMessage: null, data };
  const envelope = errorEnvelopeSchema.safeParse(body);
  return { status, errorMessage: envelope.success ? envelope.data.message : MESSAGES.internalError, data };
}

export function describeFailure(error: unknown): DiagnosticResult {
  if (error instanceof ApiError) return { status: error.status || null, errorMessage: error.message, data: null };
  return { status: null, errorMessage: error instanceof Error ? error.message : MESSAGES.internalError, data: null };
}
