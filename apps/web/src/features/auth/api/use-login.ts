import { useMutation } from '@tanstack/react-query';
import type { AuthResult, LoginInput } from '@salon/contracts';
import { authClient } from '../../../lib/api/auth-client';
import type { ApiError } from '../../../lib/api/api-error';
import { AUTH_CLIENT_MESSAGES } from '../../../lib/session/auth-messages';
import { sessionStore } from '../../../lib/session/session-store';
import { readAuthResult } from './read-auth-result';

/** Signs in with a username or e-mail; on success the session holds the tokens and user. */
export function useLogin() {
  return useMutation<AuthResult, ApiError, LoginInput>({
    mutationFn: (body) => readAuthResult(authClient.login({ body }), AUTH_CLIENT_MESSAGES.loginFailed),
    onSuccess: (result) => sessionStore.start(result),
  });
}
