import { authResultSchema, type AuthResult } from '@salon/contracts';
import { unwrap, type RawResponse } from '../../../lib/api/api-request';
import { ApiError } from '../../../lib/api/api-error';
import { AUTH_CLIENT_MESSAGES } from '../../../lib/session/auth-messages';

/** Sign-in and registration answers: tokens and user, or the spec's "no data" failure. */
export async function readAuthResult(request: Promise<RawResponse>, failure: string): Promise<AuthResult> {
  const data = await unwrap(request, { failure, noData: AUTH_CLIENT_MESSAGES.invalidAuthResponse });
  const result = authResultSchema.safeParse(data);
  if (!result.success) {
    throw new ApiError({ message: AUTH_CLIENT_MESSAGES.invalidAuthResponse, status: 500, code: 'UNEXPECTED_RESPONSE' });
  }
  return result.data;
}
