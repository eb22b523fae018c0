import { useQuery } from '@tanstack/react-query';
import { paymentReceiptQuery } from './payment-queries';

/** The receipt, asked for only when it is shown. */
export function usePaymentReceipt(paymentId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentReceiptQuery(paymentId), enabled });
}
