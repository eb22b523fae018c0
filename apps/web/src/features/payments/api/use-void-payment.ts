import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { paymentKeys } from './payment-keys';

type VoidPaymentInput = { paymentId: number; reason: string };

/** Voids a pending payment, or a completed one with no refund. */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation<Payment, ApiError, VoidPaymentInput>({
    mutationFn: ({ paymentId, reason }) => unwrap(apiClient.payments.void({ params: { id: paymentId }, body: { reason } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
