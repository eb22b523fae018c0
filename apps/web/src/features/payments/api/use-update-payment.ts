import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentUpdate } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { paymentKeys } from './payment-keys';

type UpdatePaymentInput = { paymentId: number; input: PaymentUpdate };

/** Edits a payment's reference and notes (amount and method only while pending). */
export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation<Payment, ApiError, UpdatePaymentInput>({
    mutationFn: ({ paymentId, input }) => unwrap(apiClient.payments.update({ params: { id: paymentId }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
