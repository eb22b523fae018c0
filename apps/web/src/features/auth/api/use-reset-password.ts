import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordSchema } from '@salon/contracts';
import { unwrap } from '../../../lib/api/api-request';
import { authClient } from '../../../lib/api/auth-client';
import type { ApiError } from '../../../lib/api/api-error';
import { AUTH_CLIENT_MESSAGES } from '../../../lib/session/auth-messages';

type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** Sets a new password with the token from the e-mailed link. */
export function useResetPassword() {
  return useMutation<unknown, ApiError, ResetPasswordInput>({
    mutationFn: (body) =>
      unwrap(authClient.resetPassword({ body }), {
        failure: AUTH_CLIENT_MESSAGES.resetFailed,
        noData: AUTH_CLIENT_MESSAGES.resetFailed,
      }),
  });
}
