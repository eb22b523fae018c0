import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentCreate, PaymentCreated } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { appointmentKeys } from '../../appointments';
import { paymentKeys } from './payment-keys';

/** The payment to take, and the key of this one attempt to take it (form/idempotency-key.ts). */
export type CreatePaymentInput = { input: PaymentCreate; idempotencyKey: string };

/** Takes (or records for later) a payment; its failure text is the spec's "Failed to process payment". */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation<PaymentCreated, ApiError, CreatePaymentInput>({
    mutationFn: ({ input, idempotencyKey }) =>
      unwrap(apiClient.payments.create({ body: input, headers: { 'idempotency-key': idempotencyKey } }), {
        failure: 'Failed to process payment',
        noData: 'Failed to process payment',
      }),
    onSuccess: async (payment) => {
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      if (payment.appointment_id !== null) await queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(payment.appointment_id) });
    },
  });
}
