import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentListParams } from './payment-keys';
import { paymentListQuery } from './payment-queries';

/** One page of payments as `{ items, total_count }`; the previous page stays on screen while the next loads. */
export function usePayments(params: PaymentListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentListQuery(params), placeholderData: keepPreviousData, enabled });
}
