import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES, tokenPairSchema } from '@salon/contracts';
import { apiClient } from '../../../lib/api/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { describeFailure, describeResponse, type DiagnosticResult } from './diagnostic-result';

/**
 * POST /auth/refresh-token with the stored refresh token. The API rotates it, so a
 * successful answer is kept: the old token is spent and reusing it would end the session.
 */
export function useRefreshCheck() {
  return useMutation<DiagnosticResult>({
    mutationFn: async () => {
      const refreshToken = sessionStore.getSession()?.refreshToken;
      if (!refreshToken) return { status: null, errorMessage: AUTH_MESSAGES.noRefreshToken, data: null };
      try {
        const response = await apiClient.auth.refreshToken({ body: { refreshToken } });
        if (response.status === 200) {
          const pair = tokenPairSchema.safeParse(response.body.data);
          if (pair.success) sessionStore.setTokens(pair.data);
        }
        return describeResponse(response);
      } catch (error) {
        return describeFailure(error);
      }
    },
  });
}
