import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PROCESS_OUTCOMES } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { paymentKeys } from './payment-keys';

export type ProcessOutcome = (typeof PROCESS_OUTCOMES)[number];
type ProcessPaymentInput = { paymentId: number; outcome: ProcessOutcome };

/** Settles a pending payment as completed or failed. */
export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation<Payment, ApiError, ProcessPaymentInput>({
    mutationFn: ({ paymentId, outcome }) => unwrap(apiClient.payments.process({ params: { id: paymentId }, body: { outcome } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
