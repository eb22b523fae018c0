import { useMutation } from '@tanstack/react-query';
import type { ReceiptSent } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';

/** Sends a payment's receipt to its client (e-mail, else SMS); 409 NO_CONTACT when they have neither. */
export function useSendReceipt() {
  return useMutation<ReceiptSent, ApiError, number>({
    mutationFn: (paymentId) => unwrap(apiClient.paymentReceipts.sendReceipt({ params: { id: paymentId }, body: undefined })),
  });
}
