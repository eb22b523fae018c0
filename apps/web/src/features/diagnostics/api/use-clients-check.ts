import { useMutation } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../config/env';
import { sendWithSession } from '../../../lib/api/api-client';
import { describeFailure, describeResponse, type DiagnosticResult } from './diagnostic-result';

/** GET /clients with the session's token, through the same refresh-and-retry path as every call. */
export function useClientsCheck() {
  return useMutation<DiagnosticResult>({
    mutationFn: () =>
      sendWithSession({ path: `${apiBaseUrl}/clients`, method: 'GET', headers: {}, body: undefined }).then(describeResponse, describeFailure),
  });
}
