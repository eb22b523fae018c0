import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { requestPasswordResetSchema } from '@salon/contracts';
import { unwrap } from '../../../lib/api/api-request';
import { authClient } from '../../../lib/api/auth-client';
import type { ApiError } from '../../../lib/api/api-error';
import { AUTH_CLIENT_MESSAGES } from '../../../lib/session/auth-messages';

type RequestPasswordResetInput = z.output<typeof requestPasswordResetSchema>;

/** Asks for a reset link; the API answers alike whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation<unknown, ApiError, RequestPasswordResetInput>({
    mutationFn: (body) =>
      unwrap(authClient.requestPasswordReset({ body }), {
        failure: AUTH_CLIENT_MESSAGES.resetRequestFailed,
        noData: AUTH_CLIENT_MESSAGES.resetRequestFailed,
      }),
  });
}
