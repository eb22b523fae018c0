import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterInput } from '@salon/contracts';
import { authClient } from '../../../lib/api/auth-client';
import type { ApiError } from '../../../lib/api/api-error';
import { AUTH_CLIENT_MESSAGES } from '../../../lib/session/auth-messages';
import { readAuthResult } from './read-auth-result';

/**
 * Creates an account. The spec sends the new user to sign in, so the session the API
 * opened with the registration is revoked rather than kept unused.
 */
export function useRegister() {
  return useMutation<AuthResult, ApiError, RegisterInput>({
    mutationFn: (body) => readAuthResult(authClient.register({ body }), AUTH_CLIENT_MESSAGES.registrationFailed),
    onSuccess: ({ refreshToken }) => {
      authClient.logout({ body: { refreshToken } }).catch(() => undefined);
    },
  });
}
