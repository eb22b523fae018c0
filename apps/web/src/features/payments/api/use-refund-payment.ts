import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentRefund, PaymentRefundResult } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { paymentKeys } from './payment-keys';

type RefundPaymentInput = { paymentId: number; input: PaymentRefund; idempotencyKey: string };

/** Refunds part or all of what remains of a payment; the payment's page shows the answer at once. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation<PaymentRefundResult, ApiError, RefundPaymentInput>({
    mutationFn: ({ paymentId, input, idempotencyKey }) =>
      unwrap(apiClient.payments.refund({ params: { id: paymentId }, body: input, headers: { 'idempotency-key': idempotencyKey } })),
    onSuccess: ({ payment }) => {
      queryClient.setQueryData(paymentKeys.detail(payment.payment_id), payment);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
